import * as v from 'valibot';
import { gameMenusQueryOptions } from '@gp/games-kit';
import { type Language, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, type DayRange, recordPageSchema } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { bettingRecordKeys } from './betting-record-keys';

export const BETS_PAGE_SIZE = 13;
export const BETS_WINDOW_DAYS = 30;

export const betSchema = v.object({
  orderNo: v.string(),
  betTime: v.string(),
  gameName: v.nullish(v.string(), ''),
  vassalage: v.nullish(v.string(), ''),
  betAmount: looseNumber,
  validBet: v.nullish(looseNumber, 0),
  winAmount: v.nullish(looseNumber, null),
  profitLoss: v.nullish(looseNumber, null),
  status: v.nullish(v.string(), ''),
});

export const betsFooterSchema = v.object({
  count: looseNumber,
  betAmount: looseNumber,
  validBet: looseNumber,
  winAmount: looseNumber,
  profitLoss: looseNumber,
});

export const betsSchema = recordPageSchema(betSchema, betsFooterSchema);

export type Bet = v.InferOutput<typeof betSchema>;
export type BetsPage = v.InferOutput<typeof betsSchema>;

export type BetsQuery = DayRange & { gameCategory: string; page: number; status?: 'SETTLED' | 'UNSETTLED'; orderNo?: string };

/** ODSFE2_MemBetDet (token): the betting record of one category, 13 a page, with its totals row. */
export function getBets(query: BetsQuery, signal?: AbortSignal): Promise<BetsPage> {
  return apiRequest(relayPath('ODSFE2_MemBetDet'), {
    schema: betsSchema,
    params: { ...query, orderNo: query.orderNo || undefined, size: BETS_PAGE_SIZE },
    signal,
  });
}

export function useBets(query: BetsQuery) {
  return useQuery(
    queryOptions({
      queryKey: bettingRecordKeys.bets(query),
      queryFn: ({ signal }) => getBets(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/**
 * The categories the site has (the game menus with vendors), in the site's order: the shell's
 * and the game centre's query (the games kit's gameMenusQueryOptions), so all read one cache entry.
 */
export function useBetCategories(language: Language) {
  return useQuery({
    ...gameMenusQueryOptions(language),
    select: (menus) => menus.filter((menu) => menu.vendors.length > 0).map((menu) => ({ gameType: menu.gameType, name: menu.name })),
  });
}
