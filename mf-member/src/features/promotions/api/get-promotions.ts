import * as v from 'valibot';
import { type Language, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { promotionCardSchema } from './promotion-schema';
import { promotionsKeys } from './promotions-keys';

export const promotionListSchema = v.object({
  categories: v.nullish(v.array(v.object({ code: v.string(), name: v.string() })), []),
  list: v.array(promotionCardSchema),
});

export type PromotionList = v.InferOutput<typeof promotionListSchema>;

/** MCSFE_getPromotionList (open to guests; with a token each card carries the member's status). */
export function getPromotions(language: Language, signal?: AbortSignal): Promise<PromotionList> {
  return apiRequest(relayPath('MCSFE_getPromotionList'), { schema: promotionListSchema, params: { language }, signal });
}

export function promotionsQueryOptions(language: Language) {
  return queryOptions({ queryKey: promotionsKeys.list(language), queryFn: ({ signal }) => getPromotions(language, signal) });
}

export function usePromotions(language: Language) {
  return useQuery(promotionsQueryOptions(language));
}
