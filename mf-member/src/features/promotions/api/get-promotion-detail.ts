import * as v from 'valibot';
import { type Language, looseInteger, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { safeImageListSchema } from '../../../lib/safe-image-url';
import { queryOptions, useQuery } from '../../../lib/query';
import { promotionCardSchema } from './promotion-schema';
import { promotionsKeys } from './promotions-keys';

export const applicationSchema = v.object({
  id: looseInteger,
  comment: v.nullish(v.string(), ''),
  images: safeImageListSchema,
  status: v.string(),
  createTime: v.nullish(v.string(), null),
  decideTime: v.nullish(v.string(), null),
  remark: v.nullish(v.string(), null),
});

export const promotionDetailSchema = v.object({
  ...promotionCardSchema.entries,
  rulesHtml: v.nullish(v.string(), ''),
  remark: v.nullish(v.string(), null),
  application: v.nullish(applicationSchema, null),
});

export type PromotionDetail = v.InferOutput<typeof promotionDetailSchema>;

/** MCSFE_getPromotionDetail: the card, its rules (operator HTML, shown through SafeHtml) and my application. */
export function getPromotionDetail(id: number, language: Language, signal?: AbortSignal): Promise<PromotionDetail> {
  return apiRequest(relayPath('MCSFE_getPromotionDetail'), { schema: promotionDetailSchema, params: { id, language }, signal });
}

export function promotionDetailQueryOptions(id: number, language: Language) {
  return queryOptions({ queryKey: promotionsKeys.detail(id, language), queryFn: ({ signal }) => getPromotionDetail(id, language, signal) });
}

export function usePromotionDetail(id: number, language: Language, enabled = true) {
  return useQuery({ ...promotionDetailQueryOptions(id, language), enabled });
}
