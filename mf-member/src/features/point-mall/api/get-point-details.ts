import * as v from 'valibot';
import { looseInteger, relayPath } from '@gp/kernel';
import { apiRequest, recordPageSchema } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { pointMallKeys } from './point-mall-keys';

export const pointRowSchema = v.object({
  id: looseInteger,
  time: v.string(),
  type: v.string(),
  points: looseInteger,
  balance: looseInteger,
  remark: v.nullish(v.string(), ''),
});

export type PointRow = v.InferOutput<typeof pointRowSchema>;

export const pointDetailsSchema = recordPageSchema(pointRowSchema, v.object({ count: looseInteger }));

/** MCS2_getPointDetails: the points ledger, newest first, 13 a page (points never expire). */
export function getPointDetails(page: number, signal?: AbortSignal) {
  return apiRequest(relayPath('MCS2_getPointDetails'), { schema: pointDetailsSchema, params: { page, size: 13 }, signal });
}

export function usePointDetails(page: number) {
  return useQuery(queryOptions({ queryKey: pointMallKeys.details(page), queryFn: ({ signal }) => getPointDetails(page, signal), placeholderData: keepPreviousData }));
}
