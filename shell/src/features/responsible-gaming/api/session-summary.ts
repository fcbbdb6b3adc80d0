import * as v from 'valibot';
import { apiRequest, looseInteger, looseNumber } from '@gp/kernel';
import { queryOptions, useQuery } from '@gp/kernel/query';
import { sessionSummaryKeys } from './session-summary-keys';

export const sessionSummarySchema = v.object({
  startTime: v.nullish(v.string(), null),
  /** Seconds since this session signed in (the server's clock). */
  playedSeconds: looseInteger,
  /** Won − staked of the bets settled since sign-in (negative = a loss). */
  netResult: looseNumber,
  /** The member's reminder interval in minutes; 0 = off. */
  reminderMinutes: v.nullish(looseInteger, 0),
});

export type SessionSummary = v.InferOutput<typeof sessionSummarySchema>;

/** GET /wps/member/sessionSummary (token): time played, net result and the reminder interval. */
export function fetchSessionSummary(signal?: AbortSignal): Promise<SessionSummary> {
  return apiRequest('/wps/member/sessionSummary', { schema: sessionSummarySchema, signal });
}

/**
 * `moment` tells the reads apart: 'start' is read once per session (when the session began, the
 * interval), each reminder reads the figures fresh.
 */
export function sessionSummaryQueryOptions(token: string, moment: string) {
  return queryOptions({
    queryKey: sessionSummaryKeys.summary(token, moment),
    queryFn: ({ signal }) => fetchSessionSummary(signal),
    staleTime: moment === 'start' ? Infinity : 0,
    gcTime: moment === 'start' ? 5 * 60_000 : 0,
  });
}

export function useSessionSummary(token: string, moment: string) {
  return useQuery(sessionSummaryQueryOptions(token, moment));
}
