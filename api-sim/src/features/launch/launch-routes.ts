import { lotteryGames, PRIZE_MODES, type LotteryGame } from '../../catalogue/lottery-games';
import type { SimRoutes } from '../../context';
import { launchGameCdns } from '../../lib/cdns';
import { ok } from '../../lib/envelope';
import { asPayload } from '../../lib/input';
import { relayPath } from '../../lib/relay';
import { idempotent } from '../../money/requests';
import { requireAccount } from '../../state/sessions';
import { expiredPage, gamePage } from './game-page';
import { launchFreeTrial, launchGame, sessionBalanceCents, spin } from './launch';

interface SpinBody {
  session: string;
}

const spinBodySchema = {
  type: 'object',
  required: ['session'],
  properties: { session: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** Query values as text (a repeated name arrives as an array). */
const queryText = (value: unknown): string => (Array.isArray(value) ? value.map(String).join(',') : String(value));

export const launchRoutes: SimRoutes = async (app, { ctx }) => {
  const { state, catalogue } = ctx;
  /** Launch URLs are built on the (first) launch CDN handed out by /wps/system/status. */
  const launchHost = launchGameCdns(ctx.publicUrl)[0] ?? ctx.publicUrl;

  /** `requestId?`: with sub-wallets a launch moves the main wallet's money to the game's wallet. */
  app.post('/wps/game/launchGame', async (request) => {
    const account = requireAccount(state, request);
    const payload = asPayload(request.body, 'launch parameters');
    return idempotent(state.money, account.id, 'launchGame', payload, () => launchGame(state, catalogue, account, payload, launchHost));
  });

  app.post(relayPath('GCS_gameLaunchFB'), async (request) => launchFreeTrial(state, catalogue, request.body, launchHost));

  /** Recent catalogue games of the account, newest first (max 20). */
  app.get(relayPath('GCS_recentGame'), async (request) => {
    const account = requireAccount(state, request);
    const games = (state.recentGames.get(account.id) ?? []).flatMap((nodeId) => catalogue.gameById.get(nodeId) ?? []);
    return ok({ games });
  });

  /** Recent lottery games of the account, newest first (max 20), with their next draw. */
  app.get('/lgw/vn/games/game_menu/recent', async (request) => {
    const account = requireAccount(state, request);
    const now = Date.now();
    const byCode = new Map<string, LotteryGame>(PRIZE_MODES.flatMap((mode) => lotteryGames(mode, now)).map((game) => [game.gameCode, game]));
    return ok({ games: (state.recentLottery.get(account.id) ?? []).flatMap((code) => byCode.get(code) ?? []) });
  });

  /** The demo game page behind every launch URL (HTML, frameable, no external resources). */
  app.get<{ Querystring: Record<string, unknown> }>('/sim/game', async (request, reply) => {
    const query = Object.fromEntries(Object.entries(request.query).map(([name, value]) => [name, queryText(value)]));
    const session = query.session ?? '';
    const gameSession = state.gameSessions.get(session);
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!gameSession) return reply.code(404).send(expiredPage());
    const parameters = Object.entries(query).filter(([name]) => name !== 'session');
    return reply.send(
      gamePage({
        session,
        gameName: gameSession.gameName,
        balanceCents: sessionBalanceCents(state, gameSession),
        fun: gameSession.funBalanceCents !== null,
        parameters,
        backUrl: query.backUrl,
      }),
    );
  });

  app.post<{ Body: SpinBody }>('/sim/game/spin', { schema: { body: spinBodySchema } }, async (request) => spin(state, request.body.session));
};
