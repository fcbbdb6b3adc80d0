import * as v from 'valibot';
import { type Language, looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { pointMallKeys } from './point-mall-keys';

const rateSchema = v.object({ points: looseNumber, amount: looseNumber });

export const pointConfigSchema = v.object({
  enabled: v.boolean(),
  points: looseInteger,
  vipLevel: v.nullish(looseInteger, null),
  rate: rateSchema,
  minConvertPoints: v.nullish(looseInteger, 100),
  exchangeRates: v.nullish(v.array(v.object({ minVipLevel: looseInteger, maxVipLevel: v.nullish(looseInteger, null), points: looseNumber, amount: looseNumber })), []),
  rulesHtml: v.nullish(v.string(), ''),
});

export type PointConfig = v.InferOutput<typeof pointConfigSchema>;

/** MCS2_getPointConfig: my points, my exchange rate, the exchange-rate table and the rules (HTML). */
export function getPointConfig(language: Language, signal?: AbortSignal): Promise<PointConfig> {
  return apiRequest(relayPath('MCS2_getPointConfig'), { schema: pointConfigSchema, params: { language }, signal });
}


export function usePointConfig(language: Language, enabled = true) {
  return useQuery({ ...queryOptions({ queryKey: pointMallKeys.config(language), queryFn: ({ signal }) => getPointConfig(language, signal) }), enabled });
}
