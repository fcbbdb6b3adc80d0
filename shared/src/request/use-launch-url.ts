import { translateError } from '../i18n/common';
import { useRequest } from './use-request';

export type LaunchState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; message: string };

/**
 * A game or lottery launch: one launch per key (a launch opens a vendor session), answered with
 * the game's URL, or with the server's words when it refuses. A retry launches again.
 */
export function useLaunchUrl(key: string, launch: () => Promise<{ url: string }>): { state: LaunchState; retry: () => void } {
  const request = useRequest(key, async () => (await launch()).url);
  const state: LaunchState =
    request.status === 'ready'
      ? { status: 'ready', url: request.data }
      : request.status === 'error'
        ? { status: 'error', message: translateError(request.error) }
        : { status: 'loading' };
  return { state, retry: request.retry };
}
