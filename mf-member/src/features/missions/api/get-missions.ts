import * as v from 'valibot';
import { type Language, looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { missionKeys } from './mission-keys';

/** Reward status (PLATFORM-FACTS): A received, I claimable, E expired, F finished; anything else in progress. */
const rewardStatus = v.nullish(v.string(), null);

export const milestoneSchema = v.object({
  index: looseInteger,
  target: looseNumber,
  reward: looseNumber,
  reached: v.boolean(),
  rewardStatus,
});

export const missionSchema = v.object({
  missionId: looseInteger,
  missionName: v.string(),
  description: v.nullish(v.string(), ''),
  period: v.nullish(v.string(), ''),
  metric: v.nullish(v.string(), 'VALID_BET'),
  startTime: v.nullish(v.string(), null),
  endTime: v.nullish(v.string(), null),
  progress: looseNumber,
  target: looseNumber,
  rewardStatus,
  claimableAmount: v.nullish(looseNumber, 0),
  milestones: v.nullish(v.array(milestoneSchema), []),
});

export type Mission = v.InferOutput<typeof missionSchema>;
export type Milestone = v.InferOutput<typeof milestoneSchema>;

const missionPageSchema = v.object({
  list: v.array(missionSchema),
  page: v.nullish(looseInteger, 1),
  totalPages: v.nullish(looseInteger, 0),
  totalElements: v.nullish(looseInteger, 0),
  claimableCount: v.nullish(looseInteger, 0),
});

export type MissionPage = v.InferOutput<typeof missionPageSchema>;

/** Five a page (PLATFORM-FACTS). */
export const MISSIONS_PAGE_SIZE = 5;

/** MCSFE_getMissionSummaryDetails: one page of my missions with their milestones. */
export function getMissions(page: number, language: Language, signal?: AbortSignal): Promise<MissionPage> {
  return apiRequest(relayPath('MCSFE_getMissionSummaryDetails'), { schema: missionPageSchema, params: { page, size: MISSIONS_PAGE_SIZE, language }, signal });
}

export function getMissionsQueryOptions(page: number, language: Language) {
  return queryOptions({
    queryKey: missionKeys.list(page, language),
    queryFn: ({ signal }) => getMissions(page, language, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMissions(page: number, language: Language) {
  return useQuery(getMissionsQueryOptions(page, language));
}
