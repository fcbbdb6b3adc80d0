import { findLotteryGame, lotteryGames, PRIZE_MODES, type PrizeMode } from '../../catalogue/lottery-games';
import type { SimRoutes } from '../../context';
import { fail, ok } from '../../lib/envelope';
import { commonQueryProperties } from '../../lib/relay';
import { drawAt, DRAW_HISTORY, latestDrawIndex, openedDraws } from './draws';

interface GameMenuQuery {
  prizeMode: PrizeMode;
}

const gameMenuQuerySchema = {
  type: 'object',
  required: ['prizeMode'],
  properties: { ...commonQueryProperties, prizeMode: { type: 'string', enum: PRIZE_MODES } },
} as const;

interface OpenedQuery {
  gameCode: string;
  pageNo: number;
  pageSize: number;
}

const gameCodeProperty = { gameCode: { type: 'string', minLength: 1, maxLength: 32 } } as const;

const openedQuerySchema = {
  type: 'object',
  required: ['gameCode'],
  properties: {
    ...commonQueryProperties,
    ...gameCodeProperty,
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
  },
} as const;

const latestQuerySchema = {
  type: 'object',
  required: ['gameCode'],
  properties: { ...commonQueryProperties, ...gameCodeProperty },
} as const;

export const UNKNOWN_LOTTERY_MESSAGE = 'Unknown lottery game';

export const lotteryRoutes: SimRoutes = async (app) => {
  app.get<{ Querystring: GameMenuQuery }>('/lgw/vn/games/game_menu', { schema: { querystring: gameMenuQuerySchema } }, async (request) =>
    ok({ games: lotteryGames(request.query.prizeMode) }),
  );

  /** Past draws, newest first; every draw is derived from the game code and its time slot. */
  app.get<{ Querystring: OpenedQuery }>('/lgw/vn/numeros/opened/game', { schema: { querystring: openedQuerySchema } }, async (request) => {
    const { gameCode, pageNo, pageSize } = request.query;
    const now = Date.now();
    const game = findLotteryGame(gameCode, now);
    if (!game) return fail(UNKNOWN_LOTTERY_MESSAGE, null, 'GAME_NOT_FOUND');
    return ok({ gameCode, list: openedDraws(game, now, pageNo, pageSize), pageNo, pageSize, total: DRAW_HISTORY });
  });

  /** The latest opened draw and when the next one opens. */
  app.get<{ Querystring: { gameCode: string } }>(
    '/lotto/lgw/games/opened/numero',
    { schema: { querystring: latestQuerySchema } },
    async (request) => {
      const { gameCode } = request.query;
      const now = Date.now();
      const game = findLotteryGame(gameCode, now);
      if (!game) return fail(UNKNOWN_LOTTERY_MESSAGE, null, 'GAME_NOT_FOUND');
      const latest = latestDrawIndex(game, now);
      const next = drawAt(game, latest + 1);
      return ok({ gameCode, gameName: game.gameName, ...drawAt(game, latest), nextNumero: next.numero, nextOpenTime: next.openTime });
    },
  );
};
