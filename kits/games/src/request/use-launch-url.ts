import { commonT, translateError } from '@gp/kernel';
import { safeUrl } from '@gp/ui-kit';
import type { LaunchState } from './launch-state';
import { useRequest } from './use-request';

/**
 * @deprecated Use a launch query (`@gp/kernel/query`) and `launchStateOf`; kept for deployed remotes.
 * A game or lottery launch: one launch per key (a launch opens a vendor session), answered with
 * the game's URL, or with the server's words when it refuses. A retry launches again. A URL the
 * site does not frame (safeUrl) is an error, never a frame.
 */
export function useLaunchUrl(key: string, launch: () => Promise<{ url: string }>): { state: LaunchState; retry: () => void } {
  const request = useRequest(key, async () => (await launch()).url);
  const url = request.status === 'ready' ? safeUrl(request.data) : null;
  const state: LaunchState =
    request.status === 'ready'
      ? url === null
        ? { status: 'error', message: commonT('error.invalidUrl') }
        : { status: 'ready', url }
      : request.status === 'error'
        ? { status: 'error', message: translateError(request.error) }
        : { status: 'loading' };
  return { state, retry: request.retry };
}
