import * as v from 'valibot';
import { looseNumber, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { bonusDetailsKeys } from './bonus-details-keys';

export const rebateRateSchema = v.object({
  productType: v.string(),
  productName: v.nullish(v.string(), ''),
  rate: looseNumber,
  vipLevel: v.nullish(looseNumber, null),
});

export const rebateRatesSchema = v.object({ list: v.array(rebateRateSchema) });

export type RebateRate = v.InferOutput<typeof rebateRateSchema>;

/** MCSFE_getCustomerRebateSettingByProductType (token): the member's rebate rate (%) per product type. */
export function getRebateRates(signal?: AbortSignal): Promise<RebateRate[]> {
  return apiRequest(relayPath('MCSFE_getCustomerRebateSettingByProductType'), { schema: rebateRatesSchema, signal }).then((value) => value.list);
}

export function useRebateRates() {
  return useQuery(queryOptions({ queryKey: bonusDetailsKeys.rebateRates(), queryFn: ({ signal }) => getRebateRates(signal) }));
}
