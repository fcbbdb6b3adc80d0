import { isApiError } from '@gp/kernel';

/** The server's codes for "you are not logged in" when it answers it as a business error. */
const NOT_LOGGED_IN_CODES: readonly string[] = ['UNAUTHORIZED', '401'];

/**
 * Only a 401, or the server's "not logged in", ends a session. A 500, a time-out, a network
 * failure or a malformed answer says nothing about the session: it is kept (issue 14, hole 3).
 * Kept in the shell, the one app that ends sessions, so shared's published surface stays as it is.
 */
export function endsSession(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'unauthorized') return true;
  return error.kind === 'business' && error.code !== undefined && NOT_LOGGED_IN_CODES.includes(error.code);
}
