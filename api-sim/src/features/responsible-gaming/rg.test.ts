import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
let token = '';
beforeEach(async () => {
  await sim.post('/__sim/reset');
  token = await sim.tokenFor('demo01', 'Demo@2026');
});
afterAll(() => sim.app.close());

type Limit = { limit: number | null; pending: { limit: number | null; from: string } | null; usedToday: number; leftToday: number | null };
const getLimit = async () => (await sim.get<Limit>('/wps/member/depositLimit', token)).body.value;
const setLimit = (limit: unknown) => sim.post<Limit>('/wps/member/depositLimit', { limit }, token);
const deposit = (amount: number, requestId?: string) => sim.post<{ orderNo: string }>('/wps/relay/PCS_deposit', { channelId: 11, amount, ...(requestId ? { requestId } : {}) }, token);

describe('daily deposit limit', () => {
  it('has none at first; a first limit and a lower one apply at once', async () => {
    expect(await getLimit()).toEqual({ limit: null, pending: null, usedToday: 0, leftToday: null });
    expect((await setLimit(5000)).body.value).toMatchObject({ limit: 5000, pending: null, leftToday: 5000 });
    expect((await setLimit('2000.50')).body.value).toMatchObject({ limit: 2000.5, pending: null, leftToday: 2000.5 });
  });

  it('a raise or a removal waits 24 hours, the old limit holding until then', async () => {
    await setLimit(2000);
    const raised = (await setLimit(8000)).body.value;
    expect(raised).toMatchObject({ limit: 2000, pending: { limit: 8000, from: expect.any(String) } });
    const removed = (await setLimit(null)).body.value;
    expect(removed).toMatchObject({ limit: 2000, pending: { limit: null } });
    await sim.post('/__sim/clock', { advanceMinutes: 23 * 60 });
    expect((await getLimit()).limit).toBe(2000);
    await sim.post('/__sim/clock', { advanceMinutes: 61 });
    expect(await getLimit()).toMatchObject({ limit: null, pending: null });
  });

  it('lowering drops a pending raise', async () => {
    await setLimit(2000);
    await setLimit(9000);
    expect((await setLimit(1000)).body.value).toMatchObject({ limit: 1000, pending: null });
  });

  it('refuses a limit that is not an amount above 0', async () => {
    for (const bad of [0, -5, 'abc', 1.234, 2_000_000]) {
      expect((await setLimit(bad)).body).toMatchObject({ success: false, code: 'INVALID_LIMIT', value: { errors: { limit: expect.any(String) } } });
    }
    expect((await sim.post('/wps/member/depositLimit', {}, token)).statusCode).toBe(400);
  });

  it('refuses a deposit above what is left today with its own code; cancelled orders give their room back', async () => {
    await setLimit(3000);
    const first = await deposit(2000);
    expect(first.body.success).toBe(true);
    const refused = await deposit(1500);
    expect(refused.body).toMatchObject({ success: false, code: 'DEPOSIT_LIMIT_EXCEEDED', value: { limit: 3000, usedToday: 2000, leftToday: 1000 } });
    expect((await deposit(1000)).body.success).toBe(true);
    expect(await getLimit()).toMatchObject({ usedToday: 3000, leftToday: 0 });
    await sim.post('/wps/relay/PCS_depositCancel', { orderNo: first.body.value.orderNo }, token);
    expect(await getLimit()).toMatchObject({ usedToday: 1000, leftToday: 2000 });
    expect((await deposit(1500)).body.success).toBe(true);
  });

  it('a replayed request gets its first answer, not a refusal', async () => {
    await setLimit(2500);
    const first = await deposit(2000, 'rg-1');
    expect((await deposit(2000, 'rg-1')).body.value.orderNo).toBe(first.body.value.orderNo);
  });

  it('is per account and needs a session', async () => {
    await setLimit(1000);
    const other = await sim.tokenFor('fresh01', 'Fresh@2026');
    expect((await sim.get<Limit>('/wps/member/depositLimit', other)).body.value.limit).toBeNull();
    expect((await sim.get('/wps/member/depositLimit')).statusCode).toBe(401);
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
