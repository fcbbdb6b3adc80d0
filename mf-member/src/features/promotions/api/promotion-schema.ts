import * as v from 'valibot';
import { looseInteger, looseNumber } from '@gp/kernel';
import { safeImageUrlSchema } from '../../../lib/safe-image-url';

/** SPEC §4 promotion statuses (SIGNED = joined); an unknown one is kept and shown as it is. */
export const PROMOTION_STATUSES = ['JOIN', 'CLAIM', 'APPLYING', 'CLOSE', 'REJECTED', 'ISSUED', 'CLAIMED', 'PROCESS', 'SIGNED', 'COMING_SOON'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const isKnownStatus = (status: string): status is PromotionStatus => (PROMOTION_STATUSES as readonly string[]).includes(status);

export const promotionCardSchema = v.object({
  id: looseInteger,
  category: v.string(),
  categoryName: v.nullish(v.string(), ''),
  mode: v.nullish(v.picklist(['APPLY', 'JOIN', 'CLAIM']), 'JOIN'),
  title: v.string(),
  summary: v.nullish(v.string(), ''),
  bannerUrl: safeImageUrlSchema,
  bonus: v.nullish(looseNumber, null),
  startTime: v.nullish(v.string(), null),
  endTime: v.nullish(v.string(), null),
  status: v.string(),
});

export type PromotionCard = v.InferOutput<typeof promotionCardSchema>;

/** What the member can do with a promotion in this status. */
export type PromotionAction = 'apply' | 'join' | 'claim' | null;

export function actionOf(card: Pick<PromotionCard, 'mode' | 'status'>): PromotionAction {
  if (card.status === 'CLAIM') return 'claim';
  if (card.mode === 'APPLY' && (card.status === 'JOIN' || card.status === 'REJECTED')) return 'apply';
  if (card.mode === 'JOIN' && card.status === 'JOIN') return 'join';
  return null;
}
