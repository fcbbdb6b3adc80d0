import { commonT, translateError } from '@gp/kernel';
import { safeUrl } from '@gp/ui-kit';

export type LaunchState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; message: string };

/** What a launch's query says (a TanStack `useQuery` result fits). */
export type LaunchQueryView = { data?: { url: string } | undefined; error: unknown; isError: boolean; isFetching: boolean };

/**
 * A game or lottery launch as its screen shows it: loading while a launch (or a retry) runs,
 * the game's URL, or the server's words when it refuses. A URL the site does not frame
 * (safeUrl) is an error, never a frame.
 */
export function launchStateOf(launch: LaunchQueryView): LaunchState {
  if (launch.isFetching) return { status: 'loading' };
  if (launch.isError) return { status: 'error', message: translateError(launch.error) };
  if (!launch.data) return { status: 'loading' };
  const url = safeUrl(launch.data.url);
  return url === null ? { status: 'error', message: commonT('error.invalidUrl') } : { status: 'ready', url };
}
