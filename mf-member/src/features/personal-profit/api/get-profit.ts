import * as v from 'valibot';
import { looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, type DayRange, recordPageSchema } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { personalProfitKeys } from './personal-profit-keys';

export const PROFIT_WINDOW_DAYS = 90;

export const profitRowSchema = v.object({
  gameCategory: v.string(),
  totalDeposit: looseNumber,
  totalWithdraw: looseNumber,
  expense: looseNumber,
  income: looseNumber,
  rebate: looseNumber,
  promotion: looseNumber,
  agentCommission: looseNumber,
  profitSharing: looseNumber,
  dailySalary: looseNumber,
  totalProfitLoss: looseNumber,
});

export const profitSchema = recordPageSchema(profitRowSchema, v.unknown());

export type ProfitRow = v.InferOutput<typeof profitRowSchema>;

/** ODSFE2_MemPNLDet (token): the P&L summary per category, all first. */
export function getProfit(range: DayRange, signal?: AbortSignal) {
  return apiRequest(relayPath('ODSFE2_MemPNLDet'), { schema: profitSchema, params: { ...range, gameCategory: 'ALL', page: 1, size: 20 }, signal }).then((page) => {
    // All first, whatever order the server answers in.
    const all = page.list.filter((row) => row.gameCategory === 'ALL');
    return [...all, ...page.list.filter((row) => row.gameCategory !== 'ALL')];
  });
}

export function useProfit(range: DayRange) {
  return useQuery(
    queryOptions({
      queryKey: personalProfitKeys.range(range),
      queryFn: ({ signal }) => getProfit(range, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
