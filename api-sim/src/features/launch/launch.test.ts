import { SEED } from '../../config';
import { buildCatalogue } from '../../catalogue/catalogue';
import type { Game } from '../../catalogue/types';
import { encryptForSim } from '../../testing/jwe';
import { createTestClient, TEST_PUBLIC_URL } from '../../testing/sim-test-client';

const sim = createTestClient();
const catalogue = buildCatalogue(SEED);
const slots = catalogue.gamesByType.get('RNG') ?? [];
const freeSlot = slots.find((game) => game.freeTrial === 1 && game.vassalage === 'PG') as Game;
const paidSlot = slots.find((game) => game.freeTrial === 0 && game.vassalage === 'PG') as Game;
const maintenanceSlot = slots.find((game) => game.vassalage === 'NLC') as Game;

beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

const launchBody = (game: Game, extra: Record<string, unknown> = {}) => ({
  nodeId: game.nodeId,
  vassalage: game.vassalage,
  gameType: game.gameType,
  gameCode: game.gameCode,
  language: 'EN',
  device: 'WEB',
  ...extra,
});

const launch = (token: string, body: Record<string, unknown>) => sim.post<{ url: string }>('/wps/game/launchGame', body, token);

/** The path and query of a launch URL (the test server is reached through inject). */
const local = (url: string): string => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

const balanceOf = async (token: string) => (await sim.get<{ balance: number }>('/wps/v2/wallets/balance', token)).body.value.balance;

async function trialToken(): Promise<string> {
  const { body } = await sim.post<{ token: string }>('/wps/session/login/freeplay', { os: 'x', platform: 'W', value: await encryptForSim({}), gatewayVersion: 3 });
  return body.value.token;
}

describe('POST /wps/game/launchGame', () => {
  it('answers a demo page URL on the launch CDN for a member', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const { body } = await launch(token, launchBody(paidSlot, { backUrl: 'http://localhost:3000/rng' }));
    expect(body.success).toBe(true);
    const url = new URL(body.value.url);
    expect(url.origin).toBe(TEST_PUBLIC_URL);
    expect(url.pathname).toBe('/sim/game');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      nodeId: String(paidSlot.nodeId),
      vassalage: 'PG',
      gameCode: paidSlot.gameCode,
      language: 'EN',
      device: 'WEB',
      backUrl: 'http://localhost:3000/rng',
      trial: '0',
      session: expect.any(String),
    });

    const page = await sim.app.inject({ method: 'GET', url: local(body.value.url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain(paidSlot.gameName.replace(/&/g, '&#38;'));
    expect(page.body).toContain('Spin (bet 10)');
    // The PG wallet: the launch moved the main wallet (₱11,875.17) to the seeded ₱150.00 there.
    expect(page.body).toContain('₱12,025.17');
    expect(page.body).toContain("fetch('/sim/game/spin'");
    // Self-contained: no external scripts, styles or images.
    expect(page.body).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
  });

  it('refuses trial accounts', async () => {
    const { body } = await launch(await trialToken(), launchBody(freeSlot));
    expect(body).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });
    expect(body.message).toMatch(/^This is a trial account/);
  });

  it('refuses a vendor in maintenance', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await launch(token, launchBody(maintenanceSlot))).body).toMatchObject({ success: false, message: 'Game maintenance', code: 'GAME_MAINTENANCE' });
  });

  it('refuses unknown games, needs a session and a body', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await launch(token, { ...launchBody(paidSlot), vassalage: 'JILI' })).body).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' });
    expect((await launch(token, { ...launchBody(paidSlot), nodeId: 1 })).body).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' });
    expect((await launch('', launchBody(paidSlot))).statusCode).toBe(401);
    expect((await sim.call({ method: 'POST', url: '/wps/game/launchGame', headers: { token } })).statusCode).toBe(400);
  });

  it('records recent games, newest first, without duplicates, at most 20', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const played = slots.filter((game) => game.vassalage === 'PG').slice(0, 22);
    for (const game of played) await launch(token, launchBody(game));
    await launch(token, launchBody(played[5] as Game));

    const recent = await sim.get<{ games: Game[] }>('/wps/relay/GCS_recentGame', token);
    const ids = recent.body.value.games.map((game) => game.nodeId);
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe(played[5]?.nodeId);
    expect(ids[1]).toBe(played[21]?.nodeId);
    expect(new Set(ids).size).toBe(20);
    expect(recent.body.value.games[0]).toEqual(played[5]);

    const other = await sim.tokenFor('agent01', 'Agent@2026');
    expect((await sim.get<{ games: Game[] }>('/wps/relay/GCS_recentGame', other)).body.value.games).toEqual([]);
    expect((await sim.get('/wps/relay/GCS_recentGame')).statusCode).toBe(401);
  });

  it('launches a free trial of a member (trial=1) on virtual money', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await launch(token, launchBody(paidSlot, { trial: 1 }))).body).toMatchObject({ success: false, code: 'NO_FREE_TRIAL' });
    const { body } = await launch(token, launchBody(freeSlot, { trial: 1 }));
    expect(new URL(body.value.url).searchParams.get('trial')).toBe('1');
    const session = new URL(body.value.url).searchParams.get('session');
    await sim.post('/sim/game/spin', { session: session ?? '' });
    expect(await balanceOf(token)).toBe(12345.67);
  });
});

describe('the demo game spin', () => {
  it('alternates a win of 25 and a loss of 10 on the vendor wallet, written to the ledger', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const { body } = await launch(token, launchBody(paidSlot));
    const session = new URL(body.value.url).searchParams.get('session') ?? '';

    const results: { result: string; net: number; balance: number; spin: number }[] = [];
    for (let i = 0; i < 3; i += 1) {
      results.push((await sim.post<{ result: string; net: number; balance: number; spin: number }>('/sim/game/spin', { session })).body.value);
    }
    expect(results).toEqual([
      expect.objectContaining({ spin: 1, result: 'WIN', net: 25, balance: 12050.17 }),
      expect.objectContaining({ spin: 2, result: 'LOSS', net: -10, balance: 12040.17 }),
      expect.objectContaining({ spin: 3, result: 'WIN', net: 25, balance: 12065.17 }),
    ]);
    // The header balance is the total of every wallet.
    expect(await balanceOf(token)).toBe(12385.67);

    // The page shows the wallet's new balance.
    expect((await sim.app.inject({ method: 'GET', url: local(body.value.url) })).body).toContain('₱12,065.17');

    // Each spin is a bet in the betting record and rows in the ledger.
    const bets = await sim.get<{ list: { gameName: string; betAmount: number; winAmount: number }[] }>(
      '/wps/relay/ODSFE2_MemBetDet?gameCategory=RNG&size=3',
      token,
    );
    expect(bets.body.value.list.map((bet) => [bet.gameName, bet.betAmount, bet.winAmount])).toEqual([
      [paidSlot.gameName, 10, 35],
      [paidSlot.gameName, 10, 0],
      [paidSlot.gameName, 10, 35],
    ]);
    const ledger = await sim.get<{ invariant: string[] }>('/__sim/ledger?username=demo01&limit=0');
    expect(ledger.body.value.invariant).toEqual([]);
  });

  it('refuses an unknown session', async () => {
    expect((await sim.post('/sim/game/spin', { session: 'nope' })).body).toMatchObject({ success: false, code: 'GAME_SESSION_NOT_FOUND' });
    const page = await sim.app.inject({ method: 'GET', url: '/sim/game?session=nope' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Session expired');
  });

  it('refuses a spin on an empty wallet', async () => {
    await sim.post('/__sim/register-settings', { captcha: { enabled: false } });
    const registered = await sim.enc<{ token: string }>('PUT', '/wps/member/register', {
      username: 'emptywallet',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    const token = registered.body.value.token;
    const { body } = await launch(token, launchBody(paidSlot));
    const session = new URL(body.value.url).searchParams.get('session') ?? '';
    expect((await sim.post('/sim/game/spin', { session })).body).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect(await balanceOf(token)).toBe(0);
  });

  it('does not turn a javascript: back URL into a link', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const { body } = await launch(token, launchBody(paidSlot, { backUrl: 'javascript:alert(1)' }));
    const page = await sim.app.inject({ method: 'GET', url: local(body.value.url) });
    expect(page.body).not.toContain('href="javascript:');
  });
});

describe('POST /wps/relay/GCS_gameLaunchFB', () => {
  const launchFree = (game: Game) => sim.post<{ url: string }>('/wps/relay/GCS_gameLaunchFB', launchBody(game));

  it('launches a free-trial game without a token, on virtual money', async () => {
    const { body } = await launchFree(freeSlot);
    expect(body.success).toBe(true);
    const url = new URL(body.value.url);
    expect(url.searchParams.get('trial')).toBe('1');
    const page = await sim.app.inject({ method: 'GET', url: local(body.value.url) });
    expect(page.body).toContain('Free trial');
    expect(page.body).toContain('₱2,000.00');
    const spin = await sim.post<{ balance: number }>('/sim/game/spin', { session: url.searchParams.get('session') ?? '' });
    expect(spin.body.value.balance).toBe(2025);
  });

  it('refuses games without free trial, maintenance, and FREEPLAY3 off', async () => {
    expect((await launchFree(paidSlot)).body).toMatchObject({ success: false, code: 'NO_FREE_TRIAL' });
    expect((await launchFree(maintenanceSlot)).body).toMatchObject({ success: false, message: 'Game maintenance' });
    await sim.post('/__sim/features', { FREEPLAY3: false });
    expect((await launchFree(freeSlot)).body).toMatchObject({ success: false, code: 'FREEPLAY_DISABLED' });
  });
});

describe('lottery launch', () => {
  const lotteryLaunch = {
    launchMode: 'LOTT',
    lottoArea: 'VN',
    lottoPrizeMode: 'LOTT',
    lottoGameCode: 'VNL_NORTH',
    lottoView: 'lobby',
    device: 'WEB',
    backUrl: 'http://localhost:3000/vnLottery',
    language: 'TY',
  };

  it('echoes the parameters in the demo page URL and records a recent lottery game', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const { body } = await launch(token, lotteryLaunch);
    expect(body.success).toBe(true);
    const url = new URL(body.value.url);
    expect(url.pathname).toBe('/sim/game');
    expect(Object.fromEntries(url.searchParams)).toEqual({ session: expect.any(String), ...lotteryLaunch });

    const page = await sim.app.inject({ method: 'GET', url: local(body.value.url) });
    expect(page.body).toContain('Northern Lottery');
    expect(page.body).toContain('data-param="lottoView">lobby<');

    await launch(token, { ...lotteryLaunch, lottoPrizeMode: 'ELOTT', lottoGameCode: 'EL_KENO', lottoView: 'betting' });
    const recent = await sim.get<{ games: { gameCode: string; nextDrawTime: string }[] }>('/lgw/vn/games/game_menu/recent', token);
    expect(recent.body.value.games.map((game) => game.gameCode)).toEqual(['EL_KENO', 'VNL_NORTH']);
    expect((await sim.get('/lgw/vn/games/game_menu/recent')).statusCode).toBe(401);
  });

  it('validates the lottery parameters', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await launch(token, { ...lotteryLaunch, lottoGameCode: 'EL_KENO' })).body).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' });
    expect((await launch(token, { ...lotteryLaunch, lottoView: 'grid' })).statusCode).toBe(400);
    expect((await launch(token, { ...lotteryLaunch, lottoArea: 'TH' })).statusCode).toBe(400);
    expect((await launch(await trialToken(), lotteryLaunch)).body).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });
  });
});

describe('single wallet', () => {
  it('plays on the main wallet and refuses transfers when isSingle is on', async () => {
    await sim.post('/__sim/money-settings', { isSingle: true });
    expect((await sim.get('/wps/relay/GCS_merchantWallet?merchantCode=GP01')).body.value).toEqual({ isSingle: 1 });
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const { body } = await launch(token, launchBody(paidSlot));
    const session = new URL(body.value.url).searchParams.get('session') ?? '';
    const spin = await sim.post<{ balance: number }>('/sim/game/spin', { session });
    expect(spin.body.value.balance).toBe(11900.17);
    const transfer = await sim.post('/wps/relay/GCS_walletTransfer', { fromAccountTypeId: 1, toAccountTypeId: 101, amount: 100 }, token);
    expect(transfer.body).toMatchObject({ success: false, code: 'SINGLE_WALLET' });
    expect((await sim.post('/wps/relay/GCS_walletTransfer', {})).statusCode).toBe(401);
  });
});
