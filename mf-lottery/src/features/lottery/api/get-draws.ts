import * as v from 'valibot';
import { apiRequest, looseInteger } from '@gp/kernel';
import { keepPreviousData, queryOptions, useQuery } from '@gp/kernel/query';
import { lotteryKeys } from './lottery-keys';

export const DRAWS_PAGE_SIZE = 10;

const isoDateTime = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO date-time'),
);

const drawNumber = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
);

/** One opened draw: numero is yyyymmdd for daily games, else yyyymmdd-<n of the day>. */
export const drawSchema = v.object({
  numero: v.string(),
  openTime: isoDateTime,
  numbers: v.array(drawNumber),
});

export type Draw = v.InferOutput<typeof drawSchema>;

/** /lgw/vn/numeros/opened/game */
export const openedDrawsSchema = v.object({
  gameCode: v.string(),
  list: v.array(drawSchema),
  pageNo: looseInteger,
  pageSize: looseInteger,
  total: looseInteger,
});

export type OpenedDraws = v.InferOutput<typeof openedDrawsSchema>;

/** /lotto/lgw/games/opened/numero: the latest draw and the next one. */
export const latestDrawSchema = v.object({
  ...drawSchema.entries,
  gameCode: v.string(),
  gameName: v.string(),
  nextNumero: v.string(),
  nextOpenTime: isoDateTime,
});

export type LatestDraw = v.InferOutput<typeof latestDrawSchema>;

/** /lgw/vn/numeros/opened/game: past draws, newest first, 1-based pages. */
export function fetchOpenedDraws(query: { gameCode: string; pageNo: number; pageSize: number }, options?: { signal?: AbortSignal }): Promise<OpenedDraws> {
  return apiRequest('/lgw/vn/numeros/opened/game', { schema: openedDrawsSchema, params: query, signal: options?.signal });
}

/** One page of past draws; the previous page stays on show while the next one loads. */
export function openedDrawsQueryOptions(gameCode: string, pageNo: number) {
  return queryOptions({
    queryKey: lotteryKeys.draws(gameCode, pageNo),
    queryFn: ({ signal }) => fetchOpenedDraws({ gameCode, pageNo, pageSize: DRAWS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOpenedDraws(gameCode: string, pageNo: number) {
  return useQuery(openedDrawsQueryOptions(gameCode, pageNo));
}

/** /lotto/lgw/games/opened/numero: the latest opened draw and when the next one opens. */
export function fetchLatestDraw(gameCode: string, options?: { signal?: AbortSignal }): Promise<LatestDraw> {
  return apiRequest('/lotto/lgw/games/opened/numero', { schema: latestDrawSchema, params: { gameCode }, signal: options?.signal });
}

export function latestDrawQueryOptions(gameCode: string) {
  return queryOptions({ queryKey: lotteryKeys.latestDraw(gameCode), queryFn: ({ signal }) => fetchLatestDraw(gameCode, { signal }) });
}

export function useLatestDraw(gameCode: string) {
  return useQuery(latestDrawQueryOptions(gameCode));
}
