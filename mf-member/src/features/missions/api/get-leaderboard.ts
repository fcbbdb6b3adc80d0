import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { missionKeys } from './mission-keys';

export const leaderRowSchema = v.object({
  rank: looseInteger,
  username: v.string(),
  value: looseNumber,
  me: v.nullish(v.boolean(), false),
});

export type LeaderRow = v.InferOutput<typeof leaderRowSchema>;

const leaderboardSchema = v.object({
  list: v.array(leaderRowSchema),
  myRank: v.nullish(looseInteger, null),
  myValue: v.nullish(looseNumber, 0),
});

export type Leaderboard = v.InferOutput<typeof leaderboardSchema>;

/** MCSFE_getMissionLeaderboard: the top players this week and my rank. */
export function getLeaderboard(signal?: AbortSignal): Promise<Leaderboard> {
  return apiRequest(relayPath('MCSFE_getMissionLeaderboard'), { schema: leaderboardSchema, signal });
}

export function getLeaderboardQueryOptions() {
  return queryOptions({ queryKey: missionKeys.leaderboard(), queryFn: ({ signal }) => getLeaderboard(signal) });
}

export function useLeaderboard() {
  return useQuery(getLeaderboardQueryOptions());
}
