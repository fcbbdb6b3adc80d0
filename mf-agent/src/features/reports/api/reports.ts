import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, rangeParams, type RangeValue, recordPageSchema } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { teamFiguresSchema } from '../../../lib/team-figures';
import { reportKeys } from './report-keys';

export const REPORT_PAGE_SIZE = 13;

/** What every report takes: a range, a page, and its own filters (empty ones left out). */
export type ReportQuery<F> = { range: RangeValue; page: number; filters: F };

/** A report call with its filters `F`: `reportQuery<F>()(name, schema)` gives its fetcher, query options and hook. */
function reportQuery<F extends Record<string, string | undefined>>() {
  return <S extends v.GenericSchema>(name: string, schema: S) => reportCall<S, F>(name, schema);
}

function reportCall<S extends v.GenericSchema, F extends Record<string, string | undefined>>(name: string, schema: S) {
  const fetch = (query: ReportQuery<F>, signal?: AbortSignal): Promise<v.InferOutput<S>> => {
    const filters = Object.fromEntries(Object.entries(query.filters).filter(([, value]) => value));
    return apiRequest(relayPath(name), { schema, params: { ...rangeParams(query.range), ...filters, page: query.page, size: REPORT_PAGE_SIZE }, signal });
  };
  const options = (query: ReportQuery<F>) =>
    queryOptions({ queryKey: reportKeys.report(name, query), queryFn: ({ signal }) => fetch(query, signal), placeholderData: keepPreviousData });
  return { fetch, options, useReport: (query: ReportQuery<F>) => useQuery(options(query)) };
}

// Team betting (personalHistoryCopy)
export const BET_STATUSES = ['SETTLED', 'UNSETTLED'] as const;
export const GAME_CATEGORIES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;

export const teamBetRowSchema = v.object({
  orderNo: v.string(),
  account: v.string(),
  directAgent: v.nullish(v.string(), ''),
  betTime: v.string(),
  settleTime: v.nullish(v.string(), null),
  gameName: v.nullish(v.string(), ''),
  vassalage: v.nullish(v.string(), ''),
  gameType: v.nullish(v.string(), ''),
  betAmount: looseNumber,
  validBet: looseNumber,
  winAmount: v.nullish(looseNumber, null),
  profitLoss: v.nullish(looseNumber, null),
  status: v.picklist(BET_STATUSES),
});

export type TeamBetRow = v.InferOutput<typeof teamBetRowSchema>;

export const teamBetFooterSchema = v.object({ count: looseInteger, betAmount: looseNumber, validBet: looseNumber, winAmount: looseNumber, profitLoss: looseNumber });

export type TeamBetFooter = v.InferOutput<typeof teamBetFooterSchema>;

export type TeamBetFilters = { account?: string; gameCategory?: string; status?: string; orderNo?: string };

/** ODSFE2_teamBetDet (token): the team's bets, newest first, with the totals of every matching bet. */
export const teamBets = reportQuery<TeamBetFilters>()(
  'ODSFE2_teamBetDet',
  recordPageSchema(teamBetRowSchema, teamBetFooterSchema),
);

// User profit and loss (palStatementsAgentCopy)
export const USER_TYPES = ['AGENT', 'MEMBER'] as const;

export const userPnlRowSchema = v.object({
  account: v.string(),
  userType: v.picklist(USER_TYPES),
  level: looseInteger,
  directUpline: v.nullish(v.string(), ''),
  ...teamFiguresSchema.entries,
});

export type UserPnlRow = v.InferOutput<typeof userPnlRowSchema>;

export type UserPnlFilters = { account?: string; userType?: string };

/** ODSFE2_teamPNLDet (token): each downline's own figures; the footer is the whole team's. */
export const userPnl = reportQuery<UserPnlFilters>()(
  'ODSFE2_teamPNLDet',
  recordPageSchema(userPnlRowSchema, teamFiguresSchema),
);

// My income (agentRevenueReport)
const incomeEntries = {
  commission: looseNumber,
  dividend: looseNumber,
  dailySalary: looseNumber,
  hourlySalary: looseNumber,
  realtimeSalary: looseNumber,
  total: looseNumber,
};

export const INCOME_KEYS = ['commission', 'dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary', 'total'] as const;

export const incomeRowSchema = v.object({ date: v.string(), ...incomeEntries });
export const incomeFooterSchema = v.object({ count: v.nullish(looseInteger, 0), ...incomeEntries });

export type IncomeRow = v.InferOutput<typeof incomeRowSchema>;
export type IncomeFooter = v.InferOutput<typeof incomeFooterSchema>;

/** ODSFE2_agentIncome (token): the agent's own commission, dividend and salaries per site day. */
export const myIncome = reportQuery<Record<string, never>>()(
  'ODSFE2_agentIncome',
  recordPageSchema(incomeRowSchema, incomeFooterSchema),
);

// Transaction details (agentDownlineTransactionDetailsCopy)
/** Filter groups (docs/api-contract.md: the member centre's groups plus the agent ones). */
export const TRANSACTION_GROUPS = [
  'DEPOSIT',
  'WITHDRAW',
  'BET',
  'WIN',
  'BONUS',
  'BET_REBATE',
  'AGENT_REBATE',
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
  'TRANSFER',
  'OTHER',
] as const;

export const teamTransactionSchema = v.object({
  id: v.union([v.string(), v.number()]),
  orderNo: v.nullish(v.string(), ''),
  typeId: looseInteger,
  typeName: v.nullish(v.string(), ''),
  category: v.nullish(v.string(), 'OTHER'),
  amount: looseNumber,
  balanceAfter: looseNumber,
  walletName: v.nullish(v.string(), ''),
  createTime: v.string(),
  remark: v.nullish(v.string(), ''),
  account: v.string(),
  level: v.nullish(looseInteger, 0),
});

export type TeamTransaction = v.InferOutput<typeof teamTransactionSchema>;

export const transactionFooterSchema = v.object({ count: looseInteger, income: looseNumber, expense: looseNumber, net: looseNumber });

export type TransactionFooter = v.InferOutput<typeof transactionFooterSchema>;

export type TransactionFilters = { account?: string; type?: string };

/** ODSFE2_teamTransDet (token): the team's transactions by type, newest first. */
export const teamTransactions = reportQuery<TransactionFilters>()(
  'ODSFE2_teamTransDet',
  recordPageSchema(teamTransactionSchema, transactionFooterSchema),
);
