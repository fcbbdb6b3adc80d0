import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

describe('/__sim/clock', () => {
  it('sets, freezes and advances the clock, and reset puts it back to real time', async () => {
    const set = await sim.post<{ now: string; frozen: boolean; timeZone: string }>('/__sim/clock', { time: '2026-12-31T23:59:00+08:00', frozen: true });
    expect(set.body.value).toMatchObject({ now: '2026-12-31T23:59:00+08:00', frozen: true, timeZone: 'Asia/Manila' });
    expect((await sim.post<{ now: string }>('/__sim/clock', { advanceMinutes: 2 })).body.value.now).toBe('2027-01-01T00:01:00+08:00');
    expect((await sim.post<{ now: string }>('/__sim/clock', { advanceMs: 60_000 })).body.value.now).toBe('2027-01-01T00:02:00+08:00');
    expect((await sim.get<{ serverTime: string }>('/wps/system/status')).body.value.serverTime).toBe('2027-01-01T00:02:00+08:00');
    await sim.post('/__sim/reset');
    expect((await sim.get<{ frozen: boolean }>('/__sim/clock')).body.value.frozen).toBe(false);
    expect((await sim.post('/__sim/clock', { time: 'tomorrow' })).statusCode).toBe(400);
    expect((await sim.post('/__sim/clock', {})).statusCode).toBe(400);
  });
});

describe('/__sim/ledger and /__sim/orders', () => {
  it('answer a member ledger with the invariant check, and the orders; unknown members are a 400', async () => {
    const ledger = await sim.get<{ balance: number; mainBalance: number; wallets: { walletName: string; balance: number }[]; transactionCount: number; transactions: unknown[]; invariant: string[] }>(
      '/__sim/ledger?username=DEMO01&limit=3',
    );
    expect(ledger.body.value).toMatchObject({ balance: 12345.67, mainBalance: 11875.17, invariant: [] });
    expect(ledger.body.value.transactions).toHaveLength(3);
    expect(ledger.body.value.transactionCount).toBeGreaterThan(5000);
    expect(ledger.body.value.wallets.map((wallet) => [wallet.walletName, wallet.balance])).toEqual([
      ['Main wallet', 11875.17],
      ['Evolve Live', 320.5],
      ['Pocket Games', 150],
    ]);
    const orders = await sim.get<{ deposits: { state: number }[]; withdrawals: { status: number }[] }>('/__sim/orders?username=demo01');
    expect(orders.body.value.deposits.length).toBeGreaterThan(20);
    expect(orders.body.value.withdrawals.length).toBeGreaterThan(3);
    expect((await sim.get('/__sim/ledger?username=nobody')).statusCode).toBe(400);
    expect((await sim.post('/__sim/deposits/D0/approve')).statusCode).toBe(400);
    expect((await sim.post('/__sim/deposits/D0/maybe')).statusCode).toBe(400);
    expect((await sim.post('/__sim/withdrawals/W0/payout')).statusCode).toBe(400);
  });

  it('every seeded account has a sound ledger, opening balances included', async () => {
    const state = await sim.get<{ accounts: { username: string; balance: number }[] }>('/__sim/state');
    for (const { username, balance } of state.body.value.accounts) {
      const ledger = await sim.get<{ balance: number; invariant: string[] }>(`/__sim/ledger?username=${username}&limit=0`);
      expect(ledger.body.value).toMatchObject({ balance, invariant: [] });
    }
    expect(state.body.value.accounts.find((account) => account.username === 'agent01')?.balance).toBe(50000);
  });
});

describe('/__sim/money-settings', () => {
  it('merges settings and refuses unknown or out-of-range ones', async () => {
    expect((await sim.post('/__sim/money-settings', { confirmMinutes: 5 })).body.value).toMatchObject({ confirmMinutes: 5, isSingle: false });
    expect((await sim.post('/__sim/money-settings', { confirmMinutes: 0 })).statusCode).toBe(400);
    expect((await sim.post('/__sim/money-settings', { bogus: true })).statusCode).toBe(400);
    await sim.post('/__sim/reset');
    expect((await sim.post('/__sim/money-settings', { isSingle: false })).body.value).toMatchObject({ confirmMinutes: 30 });
  });
});
