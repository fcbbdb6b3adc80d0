import * as v from 'valibot';
import { looseInteger, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { memberCentrePageKeys } from './member-centre-page-keys';

/** Reward status of a mission (PLATFORM-FACTS): A received, I claimable, E expired, F finished. */
export const missionSummarySchema = v.object({
  list: v.array(v.looseObject({ rewardStatus: v.nullish(v.string(), null) })),
  /** Claimable missions over every page (the list is one page of 5). */
  claimableCount: v.nullish(looseInteger),
});

export type MissionSummary = v.InferOutput<typeof missionSummarySchema>;

/** MCSFE_getMissionSummaryDetails (token): the first page of missions and the claimable count. */
export function getMissionSummary(signal?: AbortSignal): Promise<MissionSummary> {
  return apiRequest(relayPath('MCSFE_getMissionSummaryDetails'), { schema: missionSummarySchema, signal });
}

export function getMissionSummaryQueryOptions() {
  return queryOptions({
    queryKey: memberCentrePageKeys.missionSummary(),
    queryFn: ({ signal }) => getMissionSummary(signal),
    staleTime: 60_000,
    select: (summary: MissionSummary) => summary.claimableCount ?? summary.list.filter((mission) => mission.rewardStatus === 'I').length,
  });
}

/** The missionLeaderboard badge: missions whose reward can be claimed. */
export function useClaimableMissions(enabled: boolean) {
  return useQuery({ ...getMissionSummaryQueryOptions(), enabled });
}
