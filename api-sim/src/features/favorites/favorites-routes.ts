import type { Catalogue } from '../../catalogue/catalogue';
import type { Game } from '../../catalogue/types';
import type { SimRoutes } from '../../context';
import { fail, ok, type Envelope } from '../../lib/envelope';
import { asPayload, requiredId, requiredText } from '../../lib/input';
import { relayPath } from '../../lib/relay';
import { requireAccount } from '../../state/sessions';
import type { SimState } from '../../state/sim-state';

/** Favourites kept per account. */
export const MAX_FAVORITES = 200;

export const FAVORITE_MESSAGES = {
  gameNotFound: 'Game not found',
  full: `You can keep at most ${MAX_FAVORITES} favourite games`,
} as const;

interface FavoriteListQuery {
  pageNum: number;
  pageSize: number;
}

const favoriteListQuerySchema = {
  type: 'object',
  properties: {
    pageNum: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_FAVORITES, default: 20 },
    language: { type: 'string', maxLength: 8 },
    platform: { type: 'string', maxLength: 8 },
  },
} as const;

/** The favourite payload (SPEC §3): nodeId, vendor (vassalage), gameType; they must name one game. */
function findFavoriteGame(catalogue: Catalogue, body: unknown): Game | undefined {
  const payload = asPayload(body, 'nodeId, vendor and gameType');
  const nodeId = requiredId(payload, 'nodeId');
  const vendor = requiredText(payload, 'vendor', { maxLength: 32 }).toUpperCase();
  const gameType = requiredText(payload, 'gameType', { maxLength: 16 }).toUpperCase();
  const game = catalogue.gameById.get(nodeId);
  return game && game.vassalage === vendor && game.gameType === gameType ? game : undefined;
}

const favoritesOf = (state: SimState, accountId: number): number[] => state.favorites.get(accountId) ?? [];

export const favoritesRoutes: SimRoutes = async (app, { ctx }) => {
  const { state, catalogue } = ctx;

  /** Favourite games, newest first; totalPages is 0 when there are none. */
  app.get<{ Querystring: FavoriteListQuery }>(
    relayPath('MCSFE_getFavoriteGamesList'),
    { schema: { querystring: favoriteListQuerySchema } },
    async (request) => {
      const account = requireAccount(state, request);
      const { pageNum, pageSize } = request.query;
      const games = favoritesOf(state, account.id).flatMap((nodeId) => catalogue.gameById.get(nodeId) ?? []);
      return ok({
        content: games.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        pageNum,
        pageSize,
        total: games.length,
        totalPages: Math.ceil(games.length / pageSize),
      });
    },
  );

  app.get(relayPath('MCSFE_getFavoriteGames'), async (request) => ok({ nodeIds: favoritesOf(state, requireAccount(state, request).id) }));

  /** Adding a favourite twice is a success (it stays once, moved to the front). */
  app.post(relayPath('MCSFE_addFavoriteGameV2'), async (request): Promise<Envelope<{ nodeIds: number[] } | null>> => {
    const account = requireAccount(state, request);
    const game = findFavoriteGame(catalogue, request.body);
    if (!game) return fail(FAVORITE_MESSAGES.gameNotFound, null, 'GAME_NOT_FOUND');
    const current = favoritesOf(state, account.id).filter((nodeId) => nodeId !== game.nodeId);
    if (current.length >= MAX_FAVORITES) return fail(FAVORITE_MESSAGES.full, null, 'FAVORITES_FULL');
    const nodeIds = [game.nodeId, ...current];
    state.favorites.set(account.id, nodeIds);
    return ok({ nodeIds });
  });

  /** DELETE with a JSON body (or the query string); removing a non-favourite is a success. */
  app.delete(relayPath('MCSFE_removeFavoriteGameV2'), async (request): Promise<Envelope<{ nodeIds: number[] } | null>> => {
    const account = requireAccount(state, request);
    const game = findFavoriteGame(catalogue, request.body ?? request.query);
    if (!game) return fail(FAVORITE_MESSAGES.gameNotFound, null, 'GAME_NOT_FOUND');
    const nodeIds = favoritesOf(state, account.id).filter((nodeId) => nodeId !== game.nodeId);
    state.favorites.set(account.id, nodeIds);
    return ok({ nodeIds });
  });
};
