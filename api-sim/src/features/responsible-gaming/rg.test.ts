import { SEED } from '../../config';
import { buildCatalogue } from '../../catalogue/catalogue';
import type { Game } from '../../catalogue/types';
import { encryptForSim } from '../../testing/jwe';
import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
const paidSlot = (buildCatalogue(SEED).gamesByType.get('RNG') ?? []).find((game) => game.freeTrial === 0 && game.vassalage === 'PG') as Game;
let token = '';
beforeEach(async () => {
  await sim.post('/__sim/reset');
  token = await sim.tokenFor('demo01', 'Demo@2026');
});
afterAll(() => sim.app.close());

type Limit = { kind: string; period: string; limit: number | null; pending: { limit: number | null; from: string; confirmable: boolean } | null; used: number; left: number | null; resets: string };
type Limits = { limits: Limit[]; limitPrompt: boolean };
const getLimits = async (as = token) => (await sim.get<Limits>('/wps/member/rg/limits', as)).body.value;
const limitOf = async (kind: string, period: string, as = token) => (await getLimits(as)).limits.find((limit) => limit.kind === kind && limit.period === period) as Limit;
const setLimit = (kind: string, period: string, limit: unknown, as = token) => sim.post<Limits>('/wps/member/rg/limits', { kind, period, limit }, as);
const confirm = (kind: string, period: string) => sim.post<Limits>('/wps/member/rg/limits/confirm', { kind, period }, token);
const deposit = (amount: number, requestId?: string) => sim.post<{ orderNo: string }>('/wps/relay/PCS_deposit', { channelId: 11, amount, ...(requestId ? { requestId } : {}) }, token);
const advanceHours = (hours: number) => sim.post('/__sim/clock', { advanceMinutes: hours * 60 });
const login = (username = 'demo01', password = 'Demo@2026') => sim.login({ username, password });

async function gameSession(): Promise<string> {
  const { body } = await sim.post<{ url: string }>('/wps/game/launchGame', { nodeId: paidSlot.nodeId, vassalage: paidSlot.vassalage, gameType: paidSlot.gameType, gameCode: paidSlot.gameCode, language: 'EN', device: 'WEB' }, token);
  return new URL(body.value.url).searchParams.get('session') ?? '';
}

describe('deposit, loss and wager limits', () => {
  it('has nine, none set at first; a first limit and a lower one apply at once', async () => {
    const { limits } = await getLimits();
    expect(limits.map((limit) => `${limit.kind}:${limit.period}`)).toEqual(['deposit:day', 'deposit:week', 'deposit:month', 'loss:day', 'loss:week', 'loss:month', 'wager:day', 'wager:week', 'wager:month']);
    expect(limits.every((limit) => limit.limit === null && limit.pending === null && limit.left === null)).toBe(true);
    expect((await setLimit('loss', 'week', 5000)).body.value.limits[4]).toMatchObject({ limit: 5000, pending: null });
    expect((await setLimit('loss', 'week', '2000.50')).body.value.limits[4]).toMatchObject({ limit: 2000.5, pending: null });
  });

  it('a raise or a removal waits 24 hours, then applies only when confirmed', async () => {
    await setLimit('deposit', 'month', 2000);
    expect((await setLimit('deposit', 'month', 8000)).body.value.limits[2]).toMatchObject({ limit: 2000, pending: { limit: 8000, confirmable: false } });
    expect((await confirm('deposit', 'month')).body).toMatchObject({ success: false, code: 'PENDING_NOT_DUE' });
    await advanceHours(23);
    expect((await limitOf('deposit', 'month')).pending?.confirmable).toBe(false);
    await advanceHours(1.1);
    expect(await limitOf('deposit', 'month')).toMatchObject({ limit: 2000, pending: { limit: 8000, confirmable: true } });
    expect((await confirm('deposit', 'month')).body.value.limits[2]).toMatchObject({ limit: 8000, pending: null });
    expect((await confirm('deposit', 'month')).body).toMatchObject({ success: false, code: 'NO_PENDING_CHANGE' });
    await setLimit('deposit', 'month', null);
    await advanceHours(25);
    await confirm('deposit', 'month');
    expect(await limitOf('deposit', 'month')).toMatchObject({ limit: null, pending: null });
  });

  it('lowering drops a pending raise; the current value again cancels it', async () => {
    await setLimit('wager', 'day', 2000);
    await setLimit('wager', 'day', 9000);
    expect((await setLimit('wager', 'day', 2000)).body.value.limits[6]).toMatchObject({ limit: 2000, pending: null });
    await setLimit('wager', 'day', 9000);
    expect((await setLimit('wager', 'day', 1000)).body.value.limits[6]).toMatchObject({ limit: 1000, pending: null });
  });

  it('refuses a limit that is not an amount above 0, an unknown kind or period', async () => {
    for (const bad of [0, -5, 'abc', 1.234, 2_000_000]) {
      expect((await setLimit('deposit', 'day', bad)).body).toMatchObject({ success: false, code: 'INVALID_LIMIT', value: { errors: { limit: expect.any(String) } } });
    }
    expect((await sim.post('/wps/member/rg/limits', { kind: 'deposit', period: 'day' }, token)).statusCode).toBe(400);
    expect((await setLimit('bonus', 'day', 10)).statusCode).toBe(400);
    expect((await setLimit('deposit', 'year', 10)).statusCode).toBe(400);
  });

  it('refuses a deposit above what any deposit limit leaves; cancelled orders give their room back; a replay gets its first answer', async () => {
    const before = (await limitOf('deposit', 'week')).used;
    await setLimit('deposit', 'week', before + 3000);
    const first = await deposit(2000, 'rg-1');
    expect(first.body.success).toBe(true);
    expect((await deposit(2000, 'rg-1')).body.value.orderNo).toBe(first.body.value.orderNo);
    expect((await deposit(1500)).body).toMatchObject({ success: false, code: 'DEPOSIT_LIMIT_EXCEEDED', value: { kind: 'deposit', period: 'week', limit: before + 3000, used: before + 2000, left: 1000 } });
    await setLimit('deposit', 'day', (await limitOf('deposit', 'day')).used + 500);
    expect((await deposit(600)).body).toMatchObject({ success: false, code: 'DEPOSIT_LIMIT_EXCEEDED', value: { period: 'day', left: 500 } });
    await sim.post('/wps/relay/PCS_depositCancel', { orderNo: first.body.value.orderNo }, token);
    expect((await deposit(500)).body.success).toBe(true);
  });

  it('refuses a bet over the wager or loss limit, and a launch for money when one has nothing left', async () => {
    const session = await gameSession();
    const { used } = await limitOf('wager', 'day');
    await setLimit('wager', 'day', used + 20);
    expect((await sim.post('/sim/game/spin', { session })).body.success).toBe(true);
    expect((await sim.post('/sim/game/spin', { session })).body.success).toBe(true);
    expect((await sim.post('/sim/game/spin', { session })).body).toMatchObject({ success: false, code: 'WAGER_LIMIT_REACHED', value: { kind: 'wager', period: 'day', left: 0 } });
    expect((await sim.post('/wps/game/launchGame', { nodeId: paidSlot.nodeId }, token)).body).toMatchObject({ success: false, code: 'WAGER_LIMIT_REACHED' });
    expect((await sim.post('/wps/game/launchGame', { nodeId: paidSlot.nodeId, trial: 1 }, token)).body.code).not.toBe('WAGER_LIMIT_REACHED');
  });

  it('counts losses as stakes minus winnings', async () => {
    const before = (await limitOf('loss', 'month')).used;
    const session = await gameSession();
    await sim.post('/sim/game/spin', { session }); // +25
    await sim.post('/sim/game/spin', { session }); // −10
    await sim.post('/sim/game/spin', { session }); // +25
    expect((await limitOf('loss', 'month')).used).toBe(Math.max(0, before - 40));
    await setLimit('loss', 'month', (await limitOf('loss', 'month')).used + 5);
    expect((await sim.post('/sim/game/spin', { session })).body).toMatchObject({ success: false, code: 'LOSS_LIMIT_REACHED' });
  });

  it('prompts for a limit before the first deposit until answered; per account, needs a session', async () => {
    expect((await getLimits()).limitPrompt).toBe(false); // demo01 has deposited
    const fresh = await sim.tokenFor('fresh01', 'Fresh@2026');
    expect((await getLimits(fresh)).limitPrompt).toBe(true);
    expect((await sim.post<Limits>('/wps/member/rg/limitPrompt', {}, fresh)).body.value.limitPrompt).toBe(false);
    await setLimit('deposit', 'day', 1000);
    expect((await limitOf('deposit', 'day', fresh)).limit).toBeNull();
    expect((await sim.get('/wps/member/rg/limits')).statusCode).toBe(401);
  });
});

describe('time-out and self-exclusion', () => {
  const exclude = (choice: unknown, as = token) => sim.post<{ kind: string; until: string | null; endableFrom: string | null }>('/wps/member/rg/exclusion', { choice }, as);
  const askToEnd = async (password = 'Demo@2026') => sim.post<{ until: string }>('/wps/session/selfExclusion/end', { value: await encryptForSim({ username: 'demo01', password }) });

  it('a time-out ends the sessions, refuses every login until it ends, then ends by itself', async () => {
    const other = await sim.tokenFor('demo01', 'Demo@2026');
    const { body } = await exclude('7d');
    expect(body.value).toMatchObject({ kind: 'timeout', until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), endableFrom: null });
    expect((await sim.get('/wps/member/rg/limits', token)).statusCode).toBe(401);
    expect((await sim.get('/wps/member/rg/limits', other)).statusCode).toBe(401);
    expect((await login()).body).toMatchObject({ success: false, code: 'TIMED_OUT', value: { until: body.value.until } });
    await advanceHours(7 * 24 - 1);
    expect((await login()).body.code).toBe('TIMED_OUT');
    await advanceHours(1.1);
    expect((await login()).body.success).toBe(true);
    expect((await askToEnd()).body.code).toBe('NOT_SELF_EXCLUDED');
  });

  it('offers 24 hours, 7 days, 30 days and 6 weeks, and 6 months, 1 year, 5 years and permanent', async () => {
    for (const choice of ['24h', '7d', '30d', '6w', '6m', '1y', '5y', 'permanent']) {
      await sim.post('/__sim/reset');
      expect((await exclude(choice, await sim.tokenFor('demo01', 'Demo@2026'))).body.success).toBe(true);
    }
    expect((await exclude('2d', await sim.tokenFor('fresh01', 'Fresh@2026'))).body).toMatchObject({ success: false, code: 'INVALID_CHOICE' });
  });

  it('a self-exclusion cannot be undone in its first 6 months; asked later, it ends after 24 hours', async () => {
    await exclude('1y');
    expect((await login()).body).toMatchObject({ success: false, code: 'SELF_EXCLUDED', value: { kind: 'selfExclusion', until: expect.any(String), endableFrom: expect.any(String) } });
    expect((await askToEnd()).body).toMatchObject({ success: false, code: 'EXCLUSION_LOCKED' });
    expect((await askToEnd('wrong')).body.code).toBe('LOGIN_FAILED');
    await advanceHours(24 * 184);
    expect((await askToEnd()).body.success).toBe(true);
    expect((await login()).body.code).toBe('SELF_EXCLUDED');
    await advanceHours(24.1);
    expect((await login()).body.success).toBe(true);
  });

  it('a permanent self-exclusion never ends by itself; asked after 6 months, it ends after 7 days', async () => {
    await exclude('permanent');
    expect((await login()).body).toMatchObject({ code: 'SELF_EXCLUDED', value: { until: null } });
    await advanceHours(24 * 184);
    await askToEnd();
    await advanceHours(24 * 6);
    expect((await login()).body.code).toBe('SELF_EXCLUDED');
    await advanceHours(24.1);
    expect((await login()).body.success).toBe(true);
  });
});

describe('session reminder and summary', () => {
  it('stores the reminder with the account; only the offered intervals', async () => {
    expect((await sim.get<{ minutes: number }>('/wps/member/sessionReminder', token)).body.value.minutes).toBe(0);
    expect((await sim.post('/wps/member/sessionReminder', { minutes: 30 }, token)).body.value).toMatchObject({ minutes: 30 });
    const again = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await sim.get<{ minutes: number }>('/wps/member/sessionReminder', again)).body.value.minutes).toBe(30);
    expect((await sim.post('/wps/member/sessionReminder', { minutes: 7 }, token)).body).toMatchObject({ success: false, code: 'INVALID_REMINDER' });
    expect((await sim.post('/wps/member/sessionReminder', { minutes: '30' }, token)).body.code).toBe('INVALID_REMINDER');
  });

  it('summarises the session: time played since sign-in and the net result of bets settled since', async () => {
    await sim.post('/__sim/clock', { advanceMinutes: 45 });
    const summary = (await sim.get<{ startTime: string; playedSeconds: number; netResult: number; reminderMinutes: number }>('/wps/member/sessionSummary', token)).body.value;
    expect(summary.playedSeconds).toBeGreaterThanOrEqual(45 * 60);
    expect(summary.playedSeconds).toBeLessThan(46 * 60);
    expect(summary.netResult).toBe(0);
    expect(summary.startTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
