import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, type DayRange, recordPageSchema } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { transferUplineKeys } from './transfer-upline-keys';

export const uplineLogRowSchema = v.object({
  id: v.union([v.string(), v.number()]),
  orderNo: v.nullish(v.string(), ''),
  amount: looseNumber,
  createTime: v.string(),
  remark: v.nullish(v.string(), ''),
});

export const uplineLogSchema = recordPageSchema(uplineLogRowSchema, v.object({ count: looseInteger }));

export type UplineLogRow = v.InferOutput<typeof uplineLogRowSchema>;

/** The upline log looks back as far as the account record (30 days). */
export const UPLINE_LOG_WINDOW_DAYS = 30;

/** The log of transfers to the upline: transactions of type 6233, 13 a page. */
export function getUplineLog(query: DayRange & { page: number }, signal?: AbortSignal) {
  return apiRequest(relayPath('ODSFE2_MemTransDet'), { schema: uplineLogSchema, params: { ...query, typeId: 6233, size: 13 }, signal });
}

export function useUplineLog(query: DayRange & { page: number }) {
  return useQuery(
    queryOptions({
      queryKey: transferUplineKeys.log(query),
      queryFn: ({ signal }) => getUplineLog(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
