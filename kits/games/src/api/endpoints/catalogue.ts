import * as v from 'valibot';
import { type Game, type Language, apiRequest, gameSchema, relayPath } from '@gp/kernel';
import { type GameMenus } from '../schemas/game';
import { fetchGameList, fetchGameMenus } from './games';
import { gameKeys } from './game-keys';

type Signal = { signal?: AbortSignal };

/** Every category with its vendors, and every game of every category, names in one language. */
export type GameCatalogue = { menus: GameMenus; games: Game[] };

/** The largest page GCSGAME_gameList serves: the whole catalogue in as few calls as it allows. */
export const CATALOGUE_PAGE_SIZE = 200;
/** Pages asked for at once: the rest wait, so a launch or a page's own calls are not queued behind 50 of them. */
const PARALLEL_PAGES = 4;

/** Runs `tasks` at most `limit` at a time, results in order. */
async function inPool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/**
 * The whole catalogue through the calls the lists make: the menus, then every page of every
 * category's GCSGAME_gameList (first pages first: they tell how many more there are).
 */
export async function fetchGameCatalogue(language: Language, options?: Signal): Promise<GameCatalogue> {
  const signal = options?.signal;
  const menus = await fetchGameMenus(language, { signal });
  const page = (gameType: GameMenus[number]['gameType'], pageNo: number) => () =>
    fetchGameList({ gameType, pageNo, pageSize: CATALOGUE_PAGE_SIZE, language }, { signal });
  const firsts = await inPool(
    menus.map((menu) => page(menu.gameType, 1)),
    PARALLEL_PAGES,
  );
  const rest = menus.flatMap((menu, index) => {
    const pages = Math.ceil((firsts[index]?.total ?? 0) / CATALOGUE_PAGE_SIZE);
    return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(menu.gameType, i + 2));
  });
  const more = await inPool(rest, PARALLEL_PAGES);
  const seen = new Set<number>();
  const games: Game[] = [];
  for (const list of [...firsts, ...more]) {
    for (const game of list.games) {
      if (seen.has(game.nodeId)) continue;
      seen.add(game.nodeId);
      games.push(game);
    }
  }
  return { menus, games };
}

/** The catalogue is kept 10 minutes fresh and 30 minutes in memory once nothing reads it. */
export const CATALOGUE_STALE_MS = 10 * 60_000;
export const CATALOGUE_GC_MS = 30 * 60_000;

/** gameKeys.catalogue(language): the whole catalogue (the shell's search), fetched on demand. */
export function gameCatalogueQueryOptions(language: Language) {
  return {
    queryKey: gameKeys.catalogue(language),
    queryFn: ({ signal }: Signal) => fetchGameCatalogue(language, { signal }),
    staleTime: CATALOGUE_STALE_MS,
    gcTime: CATALOGUE_GC_MS,
  };
}

export const recentGamesSchema = v.object({ games: v.array(gameSchema) });

export type RecentGames = v.InferOutput<typeof recentGamesSchema>;

/** GCS_recentGame (token): games the account launched, newest first (mf-games' recent page, the shell's search). */
export function fetchRecentGames(options?: Signal): Promise<RecentGames> {
  return apiRequest(relayPath('GCS_recentGame'), { schema: recentGamesSchema, signal: options?.signal });
}

/** gameKeys.recent(). */
export function recentGamesQueryOptions() {
  return { queryKey: gameKeys.recent(), queryFn: ({ signal }: Signal) => fetchRecentGames({ signal }) };
}
