import type { Catalogue } from '../../catalogue/catalogue';
import { findLotteryGame, PRIZE_MODES } from '../../catalogue/lottery-games';
import type { Game } from '../../catalogue/types';
import { TRIAL_BALANCE } from '../../config';
import { badRequest, fail, ok, type Envelope } from '../../lib/envelope';
import { asPayload, optionalText, requiredId, requiredText, type Payload } from '../../lib/input';
import { nowOf } from '../../money/clock';
import { InsufficientFundsError, walletBalance } from '../../money/ledger';
import { ledgerOf } from '../../money/money-state';
import { placeBet, settleBet, transferBetween } from '../../money/operations';
import { MAIN_WALLET_ID, walletForGame } from '../../money/wallets';
import { isTrial, type Account } from '../../state/accounts';
import { randomToken } from '../../state/sessions';
import { checkLimits, type LimitView } from '../responsible-gaming/rg-limits';
import { pushRecent, type GameSession, type SimState } from '../../state/sim-state';

/** Recent launches kept per account. */
export const MAX_RECENT = 20;

export const LAUNCH_MESSAGES = {
  trialAccount: 'This is a trial account. Please register a real account to play.',
  gameNotFound: 'Game not found',
  maintenance: 'Game maintenance',
  noFreeTrial: 'This game has no free trial',
  freeplayDisabled: 'Free play is not available',
} as const;

export interface LaunchValue {
  url: string;
}

/** What the demo page plays: its title and the launch parameters put into its URL. */
interface LaunchTarget {
  gameName: string;
  parameters: [string, string][];
}

const LOTTO_VIEWS = ['betting', 'lobby'] as const;

/** Text fields echoed into the demo page URL when present. */
const ECHOED = ['language', 'device', 'backUrl'] as const;

const isFlagOn = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

function echoed(payload: Payload): [string, string][] {
  return ECHOED.flatMap((key): [string, string][] => {
    const value = optionalText(payload, key, { maxLength: 1000 });
    return value === undefined ? [] : [[key, value]];
  });
}

/** The catalogue game named by nodeId (and vassalage / gameType when given), else a failure. */
function findGame(catalogue: Catalogue, payload: Payload): Game | Envelope<null> {
  const nodeId = requiredId(payload, 'nodeId');
  const vassalage = optionalText(payload, 'vassalage', { maxLength: 32 })?.toUpperCase();
  const gameType = optionalText(payload, 'gameType', { maxLength: 16 })?.toUpperCase();
  const game = catalogue.gameById.get(nodeId);
  if (!game || (vassalage !== undefined && vassalage !== game.vassalage) || (gameType !== undefined && gameType !== game.gameType)) {
    return fail(LAUNCH_MESSAGES.gameNotFound, null, 'GAME_NOT_FOUND');
  }
  const vendor = catalogue.vendors.find((candidate) => candidate.vassalage === game.vassalage && candidate.gameType === game.gameType);
  if (vendor?.maintenance) return fail(LAUNCH_MESSAGES.maintenance, null, 'GAME_MAINTENANCE');
  return game;
}

const gameTarget = (game: Game, payload: Payload, trial: boolean): LaunchTarget => ({
  gameName: game.gameName,
  parameters: [
    ['nodeId', String(game.nodeId)],
    ['vassalage', game.vassalage],
    ['gameType', game.gameType],
    ['gameCode', game.gameCode],
    ...echoed(payload),
    ['trial', trial ? '1' : '0'],
  ],
});

/**
 * The wallet a real-money session plays on. With sub-wallets (isSingle off) a vendor game plays on
 * its vendor's wallet and the launch moves the main wallet's money there first (auto transfer, as
 * multi-wallet platforms do); the platform's lottery plays on the main wallet.
 */
function sessionWallet(state: SimState, account: Account, game: Game): number {
  if (state.money.settings.isSingle) return MAIN_WALLET_ID;
  const walletId = walletForGame(state.money.wallets, game.vassalage, game.gameType);
  const main = walletBalance(ledgerOf(state.money, account.id), MAIN_WALLET_ID);
  if (walletId !== MAIN_WALLET_ID && main > 0) transferBetween(state.money, account.id, MAIN_WALLET_ID, walletId, main, nowOf(state.clock));
  return walletId;
}

function openSession(state: SimState, target: LaunchTarget, account: Account | undefined, fun: boolean, launchHost: string, game: Game | null): LaunchValue {
  const session = randomToken();
  const real = account !== undefined && !fun && game !== null;
  const gameSession: GameSession = {
    accountId: account?.id ?? null,
    gameName: target.gameName,
    spins: 0,
    funBalanceCents: fun ? TRIAL_BALANCE * 100 : null,
    game: real ? game : null,
    walletId: real ? sessionWallet(state, account, game) : null,
  };
  state.gameSessions.set(session, gameSession);
  const query = new URLSearchParams([['session', session], ...target.parameters]);
  return { url: `${launchHost}/sim/game?${query.toString()}` };
}

/** Lottery launch (launchMode LOTT): the parameters are echoed in the demo page URL. */
function launchLottery(state: SimState, catalogue: Catalogue, account: Account, payload: Payload, launchHost: string): Envelope<LaunchValue | null> {
  const lottoArea = requiredText(payload, 'lottoArea', { maxLength: 8 }).toUpperCase();
  if (lottoArea !== 'VN') throw badRequest('Invalid request: lottoArea must be VN');
  const lottoPrizeMode = requiredText(payload, 'lottoPrizeMode', { maxLength: 8 }).toUpperCase();
  if (!(PRIZE_MODES as readonly string[]).includes(lottoPrizeMode)) {
    throw badRequest(`Invalid request: lottoPrizeMode must be one of ${PRIZE_MODES.join(', ')}`);
  }
  const lottoView = optionalText(payload, 'lottoView', { maxLength: 16 }) ?? 'betting';
  if (!(LOTTO_VIEWS as readonly string[]).includes(lottoView)) throw badRequest('Invalid request: lottoView must be betting or lobby');
  const lottoGameCode = requiredText(payload, 'lottoGameCode', { maxLength: 32 });
  const game = findLotteryGame(lottoGameCode);
  if (!game || game.prizeMode !== lottoPrizeMode) return fail(LAUNCH_MESSAGES.gameNotFound, null, 'GAME_NOT_FOUND');

  pushRecent(state.recentLottery, account.id, game.gameCode, MAX_RECENT);
  const target: LaunchTarget = {
    gameName: game.gameName,
    parameters: [
      ['launchMode', 'LOTT'],
      ['lottoArea', lottoArea],
      ['lottoPrizeMode', lottoPrizeMode],
      ['lottoGameCode', game.gameCode],
      ['lottoView', lottoView],
      ...echoed(payload),
    ],
  };
  // Bets are recorded under the lottery vendor's lobby game, named after the lottery game.
  const gameType = lottoPrizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT';
  const lobby = catalogue.gamesByType.get(gameType)?.[0];
  return ok(openSession(state, target, account, false, launchHost, lobby ? { ...lobby, gameName: game.gameName } : null));
}

/**
 * POST /wps/game/launchGame: a real-money launch (or, with `trial`, a free-trial one) of a catalogue
 * game, or a lottery launch; trial accounts cannot launch. Every launch is a recent game.
 */
export function launchGame(
  state: SimState,
  catalogue: Catalogue,
  account: Account,
  body: unknown,
  launchHost: string,
): Envelope<LaunchValue | LimitView | null> {
  const payload = asPayload(body, 'launch parameters');
  if (isTrial(account)) return fail(LAUNCH_MESSAGES.trialAccount, null, 'TRIAL_ACCOUNT');
  // A loss or wager limit that leaves less than one stake (the demo game's bet) refuses a launch for money (a fun launch stakes nothing).
  const overLimit = isFlagOn(payload.trial) ? null : checkLimits(state.rg.limits, state.money, account.id, ['wager', 'loss'], SPIN_BET_CENTS, nowOf(state.clock));
  if (overLimit) return overLimit;
  if (optionalText(payload, 'launchMode', { maxLength: 8 })?.toUpperCase() === 'LOTT') return launchLottery(state, catalogue, account, payload, launchHost);

  const game = findGame(catalogue, payload);
  if (!('nodeId' in game)) return game;
  const fun = isFlagOn(payload.trial);
  if (fun && game.freeTrial !== 1) return fail(LAUNCH_MESSAGES.noFreeTrial, null, 'NO_FREE_TRIAL');
  pushRecent(state.recentGames, account.id, game.nodeId, MAX_RECENT);
  return ok(openSession(state, gameTarget(game, payload, fun), account, fun, launchHost, game));
}

/** GCS_gameLaunchFB: a free trial without an account (FREEPLAY3 on, game.freeTrial 1). */
export function launchFreeTrial(state: SimState, catalogue: Catalogue, body: unknown, launchHost: string): Envelope<LaunchValue | null> {
  const payload = asPayload(body, 'launch parameters');
  if (!state.features.FREEPLAY3) return fail(LAUNCH_MESSAGES.freeplayDisabled, null, 'FREEPLAY_DISABLED');
  const game = findGame(catalogue, payload);
  if (!('nodeId' in game)) return game;
  if (game.freeTrial !== 1) return fail(LAUNCH_MESSAGES.noFreeTrial, null, 'NO_FREE_TRIAL');
  return ok(openSession(state, gameTarget(game, payload, true), undefined, true, launchHost, null));
}

/** The demo spin: bet 10; odd spins pay 35 (net +25), even spins pay nothing (net −10). */
export const SPIN_BET_CENTS = 1000;
const WIN_PAYOUT_CENTS = 3500;

export interface SpinValue {
  spin: number;
  result: 'WIN' | 'LOSS';
  bet: number;
  payout: number;
  net: number;
  balance: number;
}

export const SPIN_MESSAGES = {
  sessionNotFound: 'Game session expired, please launch the game again',
  insufficient: 'Insufficient balance',
} as const;

/**
 * A spin: with a free trial on the session's virtual money; for real money a bet (3101) on the
 * session's wallet and, when it wins, its payout (3102), both in the ledger and the betting record.
 */
export function spin(state: SimState, session: string): Envelope<SpinValue | LimitView | null> {
  const gameSession = state.gameSessions.get(session);
  const account = gameSession?.accountId == null ? undefined : state.accounts.get(gameSession.accountId);
  if (!gameSession || (gameSession.funBalanceCents === null && (!account || gameSession.game === null || gameSession.walletId === null))) {
    return fail(SPIN_MESSAGES.sessionNotFound, null, 'GAME_SESSION_NOT_FOUND');
  }
  const win = (gameSession.spins + 1) % 2 === 1;
  const payout = win ? WIN_PAYOUT_CENTS : 0;

  let balanceAfter: number;
  if (gameSession.funBalanceCents !== null) {
    if (gameSession.funBalanceCents < SPIN_BET_CENTS) return fail(SPIN_MESSAGES.insufficient, null, 'INSUFFICIENT_BALANCE');
    balanceAfter = gameSession.funBalanceCents - SPIN_BET_CENTS + payout;
    gameSession.funBalanceCents = balanceAfter;
  } else {
    const { game, walletId } = gameSession;
    if (!account || !game || walletId === null) return fail(SPIN_MESSAGES.sessionNotFound, null, 'GAME_SESSION_NOT_FOUND');
    const now = nowOf(state.clock);
    const overLimit = checkLimits(state.rg.limits, state.money, account.id, ['wager', 'loss'], SPIN_BET_CENTS, now);
    if (overLimit) return overLimit;
    try {
      const bet = placeBet(state.money, account.id, game, walletId, SPIN_BET_CENTS, now);
      settleBet(state.money, bet, payout, now);
    } catch (error) {
      if (error instanceof InsufficientFundsError) return fail(SPIN_MESSAGES.insufficient, null, 'INSUFFICIENT_BALANCE');
      throw error;
    }
    balanceAfter = walletBalance(ledgerOf(state.money, account.id), walletId);
  }
  gameSession.spins += 1;
  return ok({
    spin: gameSession.spins,
    result: win ? 'WIN' : 'LOSS',
    bet: SPIN_BET_CENTS / 100,
    payout: payout / 100,
    net: (payout - SPIN_BET_CENTS) / 100,
    balance: balanceAfter / 100,
  });
}

/** The balance the demo page shows first. */
export function sessionBalanceCents(state: SimState, gameSession: GameSession): number {
  if (gameSession.funBalanceCents !== null) return gameSession.funBalanceCents;
  if (gameSession.accountId === null || gameSession.walletId === null) return 0;
  return walletBalance(ledgerOf(state.money, gameSession.accountId), gameSession.walletId);
}
