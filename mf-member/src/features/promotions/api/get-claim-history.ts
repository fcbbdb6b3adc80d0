import * as v from 'valibot';
import { type Language, looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, type DayRange, recordPageSchema } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { rewardKeys } from './promotions-keys';

export const claimRecordSchema = v.object({
  id: looseInteger,
  kind: v.string(),
  promotionId: v.nullish(looseInteger, null),
  title: v.string(),
  amount: looseNumber,
  time: v.string(),
  status: v.string(),
});

export type ClaimRecord = v.InferOutput<typeof claimRecordSchema>;

export const claimHistorySchema = recordPageSchema(claimRecordSchema, v.object({ count: looseInteger, amount: v.nullish(looseNumber, 0) }));

/** Reward claims look back 90 days (PLATFORM-FACTS). */
export const CLAIM_WINDOW_DAYS = 90;

/** MCS2_getPromotionClaimList: what I claimed or was issued, newest first, 13 a page. */
export function getClaimHistory(query: DayRange & { page: number; language: Language }, signal?: AbortSignal) {
  return apiRequest(relayPath('MCS2_getPromotionClaimList'), { schema: claimHistorySchema, params: { ...query, size: 13 }, signal });
}

export function useClaimHistory(query: DayRange & { page: number; language: Language }) {
  return useQuery(
    queryOptions({
      queryKey: rewardKeys.history(query),
      queryFn: ({ signal }) => getClaimHistory(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
