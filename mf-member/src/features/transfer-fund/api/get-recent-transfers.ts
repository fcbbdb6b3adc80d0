import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, siteDay, siteNow } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { transferFundKeys } from './transfer-fund-keys';

/** Transfer in (8102) and out (8202) of PLATFORM-FACTS. */
export const TRANSFER_IN = 8102;
export const TRANSFER_OUT = 8202;

export const transferRowSchema = v.object({
  id: v.union([v.string(), v.number()]),
  orderNo: v.nullish(v.string(), ''),
  typeId: looseInteger,
  amount: looseNumber,
  walletName: v.nullish(v.string(), ''),
  accountTypeId: v.nullish(looseInteger, 0),
  createTime: v.string(),
});

export const recentTransfersSchema = v.object({ list: v.array(transferRowSchema) });

export type TransferRow = v.InferOutput<typeof transferRowSchema>;

/** ODSFE2_MemTransDet (token): the transfers of the last 2 site days, 20 rows (PLATFORM-FACTS). */
export function getRecentTransfers(signal?: AbortSignal): Promise<TransferRow[]> {
  const today = siteNow();
  return apiRequest(relayPath('ODSFE2_MemTransDet'), {
    schema: recentTransfersSchema,
    params: {
      typeId: `${TRANSFER_IN},${TRANSFER_OUT}`,
      startDate: siteDay(today.minus({ days: 1 })),
      endDate: siteDay(today),
      page: 1,
      size: 20,
    },
    signal,
  }).then((page) => page.list);
}


export function getRecentTransfersQueryOptions() {
  return queryOptions({ queryKey: transferFundKeys.recentTransfers(), queryFn: ({ signal }) => getRecentTransfers(signal) });
}

export function useRecentTransfers() {
  return useQuery(getRecentTransfersQueryOptions());
}
