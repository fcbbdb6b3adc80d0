import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
let agent01 = '';
let agent03 = '';
beforeEach(async () => {
  await sim.post('/__sim/reset');
  agent01 = await sim.tokenFor('agent01', 'Agent@2026');
  agent03 = await sim.tokenFor('agent03', 'Agent@2026');
});
afterAll(() => sim.app.close());

interface ContractView {
  id: number;
  kind: string;
  status: string;
  uplineAccount: string;
  downlineAccount: string;
  topRate: number;
  downlineHigherRate: 'Y' | 'N';
  affectedDownlines: string[];
  terminationBy: string | null;
  endReason: string | null;
}
interface Consolidated {
  dailysalreqtype: number;
  pendingOffers: ContractView[];
  dailysalinfotype: ContractView | null;
  divtypeinfo: ContractView | null;
}

const offer = (payload: Record<string, unknown>, token = agent01) => sim.post<ContractView>('/wps/relay/MCS2_offerContract', payload, token);
const consolidated = async (token: string) => (await sim.get<Consolidated>('/wps/member/info/funds/consolidated', token)).body.value;
const daily = (rate: number) => ({ account: 'agent03', kind: 'DAILY', rows: [{ minimumBet: 0, activeMember: 0, rate }] });

describe('contracts', () => {
  it('agent01 offers a daily contract to agent03, who sees it and accepts it; agent01 sees it signed', async () => {
    const offered = await offer(daily(1.5));
    expect(offered.body.value).toMatchObject({ status: 'P', uplineAccount: 'agent01', downlineAccount: 'agent03', topRate: 1.5, downlineHigherRate: 'N' });
    const seen = await consolidated(agent03);
    expect(seen.dailysalreqtype).toBe(1);
    expect(seen.pendingOffers).toEqual([expect.objectContaining({ id: offered.body.value.id, status: 'P' })]);
    const accepted = await sim.post<ContractView>('/wps/relay/MCS2_processDailySalContract', { id: offered.body.value.id, status: 'A' }, agent03);
    expect(accepted.body.value.status).toBe('A');
    expect((await consolidated(agent03)).dailysalinfotype).toMatchObject({ id: offered.body.value.id, status: 'A' });
    const given = await sim.get<{ list: ContractView[] }>('/wps/relay/MCS2_contractList?kind=DAILY&account=agent03', agent01);
    expect(given.body.value.list[0]).toMatchObject({ id: offered.body.value.id, status: 'A' });
  });

  it('a rejected offer is R; offers go to direct downline agents only, within the rate range, one pending per kind', async () => {
    const offered = await offer(daily(1.5));
    expect((await offer(daily(1.4))).body).toMatchObject({ success: false, code: 'CONTRACT_PENDING' });
    expect((await sim.post<ContractView>('/wps/relay/MCS2_processDailySalContract', { id: offered.body.value.id, status: 'R' }, agent03)).body.value).toMatchObject({ status: 'R', endReason: 'REJECTED' });
    expect((await offer({ ...daily(1), account: 'ta201' })).body).toMatchObject({ success: false, code: 'NOT_DIRECT_DOWNLINE' });
    expect((await offer({ ...daily(1), account: 'demo01' })).body).toMatchObject({ success: false, code: 'NOT_AN_AGENT' });
    expect((await offer(daily(2.5))).body).toMatchObject({ success: false, code: 'RATE_OUT_OF_RANGE', value: { minRate: 0.01, maxRate: 2 } });
    expect((await offer({ ...daily(1), rows: [] })).body).toMatchObject({ success: false, code: 'INVALID_ROWS' });
    expect((await sim.get('/wps/relay/MCS2_contractRateRange?kind=DAILY', agent03)).body.value).toMatchObject({ minRate: 0.01, maxRate: 2 });
  });

  it('refuses an offer to a blocked or deleted downline agent (DOWNLINE_INACTIVE) and creates nothing', async () => {
    for (const status of [0, 7]) {
      expect((await sim.post('/__sim/account-status', { username: 'agent03', status })).body).toMatchObject({ success: true, value: { username: 'agent03', status } });
      expect((await offer(daily(1))).body).toMatchObject({ success: false, code: 'DOWNLINE_INACTIVE', message: 'Contracts cannot be offered to a blocked or deleted account' });
    }
    const listed = await sim.get<{ list: ContractView[] }>('/wps/relay/MCS2_contractList?kind=DAILY&account=agent03&status=P', agent01);
    expect(listed.body.value.list).toEqual([]);
    await sim.post('/__sim/account-status', { username: 'agent03', status: 1 });
    expect((await offer(daily(1))).body.value).toMatchObject({ status: 'P', downlineAccount: 'agent03' });
    expect((await sim.post('/__sim/account-status', { username: 'agent03', status: 5 })).statusCode).toBe(400);
  });

  it('accepting a rate below a downline contract warns (downlineHigherRate) and, confirmed, ends that contract', async () => {
    const offered = await offer(daily(1));
    expect(offered.body.value).toMatchObject({ downlineHigherRate: 'Y', affectedDownlines: ['ta201'] });
    const refused = await sim.post('/wps/relay/MCS2_processDailySalContract', { id: offered.body.value.id, status: 'A' }, agent03);
    expect(refused.body).toMatchObject({ success: false, code: 'DOWNLINE_HIGHER_RATE', value: { downlineHigherRate: 'Y', affectedDownlines: ['ta201'] } });
    const accepted = await sim.post<ContractView>('/wps/relay/MCS2_processDailySalContract', { id: offered.body.value.id, status: 'A', downlineHigherRate: 'Y' }, agent03);
    expect(accepted.body.value.status).toBe('A');
    const ended = await sim.get<{ list: ContractView[] }>('/wps/relay/MCS2_contractList?kind=DAILY&account=ta201', agent03);
    expect(ended.body.value.list[0]).toMatchObject({ downlineAccount: 'ta201', status: 'C', endReason: 'UPLINE_RATE_BELOW' });
  });

  it('either side asks to terminate and the other confirms (or refuses)', async () => {
    const offered = await offer(daily(1.5));
    await sim.post('/wps/relay/MCS2_processDailySalContract', { id: offered.body.value.id, status: 'A' }, agent03);
    const asked = await sim.post<ContractView>('/wps/relay/MCS2_terminateContract', { id: offered.body.value.id }, agent01);
    expect(asked.body.value).toMatchObject({ status: 'V', terminationBy: 'UPLINE' });
    expect((await sim.post('/wps/relay/MCS2_processDailySalContract', { id: offered.body.value.id, status: 'A' }, agent01)).body).toMatchObject({ code: 'CONTRACT_STATE' });
    expect((await consolidated(agent03)).pendingOffers).toEqual([expect.objectContaining({ status: 'V', terminationBy: 'UPLINE' })]);
    expect((await sim.post<ContractView>('/wps/relay/MCS2_processDailySalContract', { id: offered.body.value.id, status: 'R' }, agent03)).body.value.status).toBe('A');
    await sim.post('/wps/relay/MCS2_terminateContract', { id: offered.body.value.id }, agent03);
    const ended = await sim.post<ContractView>('/wps/relay/MCS2_processDailySalContract', { id: offered.body.value.id, status: 'A' }, agent01);
    expect(ended.body.value).toMatchObject({ status: 'C', endReason: 'TERMINATED' });
    expect((await consolidated(agent03)).dailysalinfotype).toBeNull();
  });

  it('the answer calls keep to their kind; the dividend answer finds the offer by period', async () => {
    const ta102 = await sim.tokenFor('ta102', 'Team@2026');
    const offers = (await consolidated(ta102)).pendingOffers;
    expect(offers).toEqual([expect.objectContaining({ kind: 'DIVIDEND', status: 'P', uplineAccount: 'agent01' })]);
    expect((await sim.post('/wps/relay/MCS2_processDailySalContract', { id: offers[0]?.id, status: 'A' }, ta102)).body).toMatchObject({ code: 'CONTRACT_NOT_FOUND' });
    const answered = await sim.post<ContractView>('/wps/relay/MCS2_processDividendReq', { productType: 'ALL', computationPeriod: 'W', status: 'A' }, ta102);
    expect(answered.body.value).toMatchObject({ kind: 'DIVIDEND', status: 'A' });
  });
});

describe('salaries and dividends', () => {
  interface Record {
    kind: string;
    amount: number;
    status: string;
    teamValidBet: number;
    rate: number;
  }

  it('agent01 has paid daily, hourly, real-time and dividend records from its platform contracts, and keeps its ₱50,000', async () => {
    for (const kind of ['DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND']) {
      const records = await sim.get<{ list: Record[]; totalElements: number; footer: { amount: number } }>(`/wps/relay/MCS2_salaryRecords?kind=${kind}&range=THIS_MONTH`, agent01);
      expect(records.body.value.totalElements).toBeGreaterThan(0);
      expect(records.body.value.list.every((record) => record.kind === kind)).toBe(true);
    }
    const dailies = await sim.get<{ list: Record[] }>('/wps/relay/MCS2_salaryRecords?kind=DAILY&range=LAST_MONTH&size=100', agent01);
    expect(new Set(dailies.body.value.list.map((record) => record.status))).toEqual(new Set(['A', 'R', 'M']));
    const ledger = await sim.get<{ balance: number; invariant: string[] }>('/__sim/ledger?username=agent01&limit=0');
    expect(ledger.body.value).toMatchObject({ balance: 50000, invariant: [] });
    const income = await sim.get<{ footer: { dailySalary: number; total: number } }>('/wps/relay/ODSFE2_agentIncome?range=LAST_MONTH', agent01);
    expect(income.body.value.footer.dailySalary).toBeGreaterThan(0);
  });

  it('settles real-time salary every 5 minutes of simulated time, from the rate rows and the period bets', async () => {
    const before = await sim.get<{ totalElements: number }>('/wps/relay/MCS2_salaryRecords?kind=REALTIME&range=TODAY', agent01);
    const summary = await sim.get<{ contract: ContractView; current: { estimatedAmount: number }; nextSettlementAt: string }>('/wps/relay/MCS2_contractSummary?kind=REALTIME', agent01);
    expect(summary.body.value.contract).toMatchObject({ kind: 'REALTIME', uplineAccount: 'PLATFORM', status: 'A' });
    await sim.post('/__sim/clock', { advanceMinutes: 15 });
    const after = await sim.get<{ totalElements: number; list: Record[] }>('/wps/relay/MCS2_salaryRecords?kind=REALTIME&range=TODAY', agent01);
    expect(after.body.value.totalElements - before.body.value.totalElements).toBe(3);
    expect(after.body.value.list[0]?.status).toBe('A');
  });

  it('a signed real-time contract pays its downline every 5 minutes from its team bets and the rate rows', async () => {
    const clock = (await sim.get<{ epochMs: number }>('/__sim/clock')).body.value;
    await sim.post('/__sim/clock', { time: new Date(Math.floor(clock.epochMs / 300_000) * 300_000 + 60_000).toISOString(), frozen: true });
    const offered = await offer({ account: 'agent03', kind: 'REALTIME', rows: [{ minimumBet: 0, activeMember: 0, rate: 0.1 }, { minimumBet: 30, activeMember: 1, rate: 0.25 }] });
    expect(offered.body.success).toBe(true);
    await sim.post('/wps/relay/MCSFE_processRealTimeSalaryContract', { contractId: offered.body.value.id, status: 'A' }, agent03);
    await sim.post('/__sim/clock', { advanceMinutes: 5 });
    const player = await sim.tokenFor('tm015', 'Team@2026');
    const game = (await sim.get<{ games: { nodeId: number; vassalage: string; gameType: string; gameCode: string }[] }>('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=1')).body.value.games[0];
    const launched = await sim.post<{ url: string }>('/wps/game/launchGame', { ...game, language: 'EN', device: 'WEB' }, player);
    const session = new URL(launched.body.value.url).searchParams.get('session') ?? '';
    for (let spin = 0; spin < 4; spin += 1) expect((await sim.post('/sim/game/spin', { session })).body.success).toBe(true);
    await sim.post('/__sim/clock', { advanceMinutes: 10 });
    const records = (await sim.get<{ list: Record[] }>('/wps/relay/MCS2_salaryRecords?kind=REALTIME&range=TODAY&size=100', agent03)).body.value.list;
    const paid = records.filter((record) => record.teamValidBet > 0);
    expect(paid).toEqual([expect.objectContaining({ teamValidBet: 40, rate: 0.25, amount: 0.1, status: 'A' })]);
    expect(records.length).toBeGreaterThanOrEqual(2);
  });
});

describe('weekly commission', () => {
  interface LedgerRow {
    typeId: number;
    amount: number;
    createTime: string;
  }
  const commissions = async () =>
    (await sim.get<{ transactions: LedgerRow[] }>('/__sim/ledger?username=agent01&limit=100000')).body.value.transactions.filter((row) => row.typeId === 4401);

  it('is paid by the clock once per finished week: 0.1 % of the team\'s settled valid bet, never twice', async () => {
    const clock = (await sim.get<{ epochMs: number }>('/__sim/clock')).body.value;
    await sim.post('/__sim/clock', { time: new Date(clock.epochMs).toISOString(), frozen: true });
    const seeded = await commissions();
    expect(seeded.length).toBeGreaterThan(10);
    // Seven days hold exactly one pay time (03:00 each Sunday): the week the clock was in.
    await sim.post('/__sim/clock', { advanceMinutes: 7 * 24 * 60 });
    for (let request = 0; request < 3; request += 1) await sim.get('/__sim/clock');
    const paid = await commissions();
    expect(paid).toHaveLength(seeded.length + 1);
    const week = await sim.get<{ footer: { validBet: number } }>('/wps/relay/ODSFE2_teamBetDet?range=LAST_WEEK&size=1', agent01);
    const validCents = Math.round(week.body.value.footer.validBet * 100);
    expect(validCents).toBeGreaterThan(0);
    expect(paid[0]?.amount).toBe(Math.floor(validCents * 0.1 / 100) / 100);
    // Hours later, still within the next week: nothing more.
    await sim.post('/__sim/clock', { advanceMinutes: 6 * 60 });
    expect(await commissions()).toHaveLength(paid.length);
    const ledger = await sim.get<{ invariant: string[] }>('/__sim/ledger?username=agent01&limit=0');
    expect(ledger.body.value.invariant).toEqual([]);
  });
});

describe('control', () => {
  it('switches an agent\'s contract flags', async () => {
    await sim.post('/__sim/agent-flags', { username: 'agent01', dailysalreqtype: 0, divtypereq: 0 });
    expect(await consolidated(agent01)).toMatchObject({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 1 });
    expect((await offer(daily(1))).body).toMatchObject({ success: false, code: 'KIND_DISABLED' });
    expect((await sim.post('/__sim/agent-flags', { username: 'nobody', divtypereq: 1 })).statusCode).toBe(400);
  });
});
