import { loadGameApi, useRequest } from 'shared';

export const DRAWS_PAGE_SIZE = 10;

/** The latest opened draw of a game (`/lotto/lgw/games/opened/numero`). */
export function useLatestDraw(gameCode: string) {
  return useRequest(gameCode, async () => (await loadGameApi()).fetchLatestDraw(gameCode));
}

/** Past draws, newest first (`/lgw/vn/numeros/opened/game`). */
export function useOpenedDraws(gameCode: string, pageNo: number) {
  return useRequest(`${gameCode}|${pageNo}`, async () =>
    (await loadGameApi()).fetchOpenedDraws({ gameCode, pageNo, pageSize: DRAWS_PAGE_SIZE }),
  );
}
