import * as v from 'valibot';
import { type Language, looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { safeImageUrlSchema } from '../../../lib/safe-image-url';
import { queryOptions, useQuery } from '../../../lib/query';
import { pointMallKeys } from './point-mall-keys';

export const rewardSchema = v.object({
  rewardId: looseInteger,
  kind: v.string(),
  name: v.string(),
  imageUrl: safeImageUrlSchema,
  pointsRequirement: looseInteger,
  amountRequirement: v.nullish(looseNumber, 0),
  stock: looseInteger,
  units: v.nullish(v.string(), ''),
  maxQuantity: v.nullish(looseInteger, 1),
});

export type Reward = v.InferOutput<typeof rewardSchema>;

/** MCS2_getPointReward: what points buy, with the points and the amount per unit, and the stock. */
export function getRewards(language: Language, signal?: AbortSignal): Promise<{ list: Reward[] }> {
  return apiRequest(relayPath('MCS2_getPointReward'), { schema: v.object({ list: v.array(rewardSchema) }), params: { language }, signal });
}

export function useRewards(language: Language) {
  return useQuery(queryOptions({ queryKey: pointMallKeys.rewards(language), queryFn: ({ signal }) => getRewards(language, signal) }));
}
