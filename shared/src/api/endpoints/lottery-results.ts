import { apiGet } from '../client';
import { type LatestDraw, latestDrawSchema, type OpenedDraws, openedDrawsSchema } from '../schemas/lottery-results';

/** /lgw/vn/numeros/opened/game: past draws, newest first, 1-based pages. */
export function fetchOpenedDraws(query: { gameCode: string; pageNo: number; pageSize: number }): Promise<OpenedDraws> {
  return apiGet('/lgw/vn/numeros/opened/game', openedDrawsSchema, { searchParams: query });
}

/** /lotto/lgw/games/opened/numero: the latest opened draw and when the next one opens. */
export function fetchLatestDraw(gameCode: string): Promise<LatestDraw> {
  return apiGet('/lotto/lgw/games/opened/numero', latestDrawSchema, { searchParams: { gameCode } });
}
