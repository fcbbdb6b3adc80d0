import * as v from 'valibot';
import { apiRequest, looseInteger } from 'shared';

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
export function fetchOpenedDraws(query: { gameCode: string; pageNo: number; pageSize: number }): Promise<OpenedDraws> {
  return apiRequest('/lgw/vn/numeros/opened/game', { schema: openedDrawsSchema, params: query });
}

/** /lotto/lgw/games/opened/numero: the latest opened draw and when the next one opens. */
export function fetchLatestDraw(gameCode: string): Promise<LatestDraw> {
  return apiRequest('/lotto/lgw/games/opened/numero', { schema: latestDrawSchema, params: { gameCode } });
}
