import { useRequest } from 'shared';
import { fetchLatestDraw, fetchOpenedDraws } from '../api/get-draws';

export const DRAWS_PAGE_SIZE = 10;

/** The latest opened draw of a game (`/lotto/lgw/games/opened/numero`). */
export function useLatestDraw(gameCode: string) {
  return useRequest(gameCode, () => fetchLatestDraw(gameCode));
}

/** Past draws, newest first (`/lgw/vn/numeros/opened/game`). */
export function useOpenedDraws(gameCode: string, pageNo: number) {
  return useRequest(`${gameCode}|${pageNo}`, () =>
    fetchOpenedDraws({ gameCode, pageNo, pageSize: DRAWS_PAGE_SIZE }),
  );
}
