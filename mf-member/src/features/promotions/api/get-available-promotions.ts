import * as v from 'valibot';
import { type Language, looseInteger, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { promotionCardSchema } from './promotion-schema';
import { rewardKeys } from './promotions-keys';

export const availablePromotionsSchema = v.object({
  list: v.array(promotionCardSchema),
  availableCount: v.nullish(looseInteger, 0),
});

export type AvailablePromotions = v.InferOutput<typeof availablePromotionsSchema>;

/** MCSFE_getAvailablePromotions (REWCEN3): the running promotions with my status; `availableCount` = to join or claim. */
export function getAvailablePromotions(language: Language, signal?: AbortSignal): Promise<AvailablePromotions> {
  return apiRequest(relayPath('MCSFE_getAvailablePromotions'), { schema: availablePromotionsSchema, params: { language }, signal });
}

export function useAvailablePromotions(language: Language) {
  return useQuery(queryOptions({ queryKey: rewardKeys.available(language), queryFn: ({ signal }) => getAvailablePromotions(language, signal) }));
}
