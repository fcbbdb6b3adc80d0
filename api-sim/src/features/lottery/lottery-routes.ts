import type { SimRoutes } from '../../context';
import { ok } from '../../lib/envelope';
import { commonQueryProperties } from '../../lib/relay';
import { lotteryGames, PRIZE_MODES, type PrizeMode } from './lottery-games';

interface GameMenuQuery {
  prizeMode: PrizeMode;
}

const gameMenuQuerySchema = {
  type: 'object',
  required: ['prizeMode'],
  properties: { ...commonQueryProperties, prizeMode: { type: 'string', enum: PRIZE_MODES } },
} as const;

export const lotteryRoutes: SimRoutes = async (app) => {
  app.get<{ Querystring: GameMenuQuery }>('/lgw/vn/games/game_menu', { schema: { querystring: gameMenuQuerySchema } }, async (request) =>
    ok({ games: lotteryGames(request.query.prizeMode) }),
  );
};
