import * as v from 'valibot';
import { type Language, looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, recordPageSchema } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { pointMallKeys } from './point-mall-keys';

export const redeemRecordSchema = v.object({
  id: looseInteger,
  orderNo: v.string(),
  rewardName: v.string(),
  kind: v.nullish(v.string(), ''),
  quantity: looseInteger,
  points: looseInteger,
  amount: v.nullish(looseNumber, 0),
  /** P in process, A approved, R rejected (SPEC §4). */
  status: v.string(),
  address: v.nullish(v.string(), null),
  mobile: v.nullish(v.string(), null),
  createTime: v.string(),
  remark: v.nullish(v.string(), null),
});

export type RedeemRecord = v.InferOutput<typeof redeemRecordSchema>;

export const redeemHistorySchema = recordPageSchema(redeemRecordSchema, v.object({ count: looseInteger }));

/** MCS2_getRedeemPointList: my redeems, newest first, 13 a page. */
export function getRedeemHistory(query: { page: number; language: Language }, signal?: AbortSignal) {
  return apiRequest(relayPath('MCS2_getRedeemPointList'), { schema: redeemHistorySchema, params: { ...query, size: 13 }, signal });
}

export function useRedeemHistory(query: { page: number; language: Language }) {
  return useQuery(queryOptions({ queryKey: pointMallKeys.history(query), queryFn: ({ signal }) => getRedeemHistory(query, signal), placeholderData: keepPreviousData }));
}
