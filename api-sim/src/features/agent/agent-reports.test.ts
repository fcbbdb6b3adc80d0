import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
let agent01 = '';
beforeAll(async () => {
  await sim.post('/__sim/reset');
  agent01 = await sim.tokenFor('agent01', 'Agent@2026');
});
afterAll(() => sim.app.close());

interface Page<T, F = unknown> {
  list: T[];
  page: number;
  size: number;
  totalPages: number;
  totalElements: number;
  footer: F;
  breadcrumb?: { account: string }[];
  parent?: { account: string } | null;
}
interface Row {
  account: string;
  level: number;
  directUpline: string;
  status: number;
  online: boolean;
  userType: string;
  remark: string;
}

describe('team management', () => {
  it('drills down two levels with a breadcrumb back up', async () => {
    const top = (await sim.get<Page<Row>>('/wps/relay/ODSFE2_subordinateList', agent01)).body.value;
    expect(top).toMatchObject({ page: 1, size: 13, parent: null, breadcrumb: [{ account: 'agent01' }] });
    expect(top.totalPages).toBeGreaterThan(1);
    const first = (await sim.get<Page<Row>>('/wps/relay/ODSFE2_subordinateList?parentAccount=agent03&userType=AGENT', agent01)).body.value;
    expect(first.parent).toMatchObject({ account: 'agent03' });
    expect(first.list.every((row) => row.level === 2 && row.directUpline === 'agent03')).toBe(true);
    const next = first.list[0]?.account ?? '';
    const second = (await sim.get<Page<Row>>(`/wps/relay/ODSFE2_subordinateList?parentAccount=${next}`, agent01)).body.value;
    expect(second.breadcrumb?.map((item) => item.account)).toEqual(['agent01', 'agent03', next]);
    expect(second.list.length).toBeGreaterThan(0);
    expect(second.list.every((row) => row.level === 3)).toBe(true);
  });

  it('filters by name (the whole team), status and online', async () => {
    const search = (await sim.get<Page<Row>>('/wps/relay/ODSFE2_subordinateList?account=TA3&size=100', agent01)).body.value;
    expect(search.totalElements).toBe(18);
    expect(search.list.every((row) => row.account.startsWith('ta3') && row.level === 3)).toBe(true);
    const blocked = (await sim.get<Page<Row>>('/wps/relay/ODSFE2_subordinateList?account=tm&status=0&size=100', agent01)).body.value;
    expect(blocked.totalElements).toBeGreaterThan(0);
    expect(blocked.list.every((row) => row.status === 0)).toBe(true);
    const online = (await sim.get<Page<Row>>('/wps/relay/ODSFE2_subordinateList?account=t&online=1&size=100', agent01)).body.value;
    expect(online.totalElements).toBeGreaterThan(0);
    expect(online.list.every((row) => row.online)).toBe(true);
    expect((await sim.get('/wps/relay/ODSFE2_subordinateList?status=3', agent01)).statusCode).toBe(400);
  });

  it('keeps an agent to its own team', async () => {
    const agent03 = await sim.tokenFor('agent03', 'Agent@2026');
    expect((await sim.get('/wps/relay/ODSFE2_subordinateList?parentAccount=ta101', agent03)).body).toMatchObject({ success: false, code: 'NOT_IN_TEAM' });
    expect((await sim.get('/wps/relay/ODSFE2_subordinateDetail?account=agent01', agent03)).body).toMatchObject({ success: false, code: 'NOT_IN_TEAM' });
    const demo = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await sim.get('/wps/relay/ODSFE2_agentTeamOverview', demo)).body).toMatchObject({ success: false, code: 'NOT_AN_AGENT' });
    expect((await sim.get('/wps/relay/ODSFE2_agentTeamOverview')).statusCode).toBe(401);
  });

  it('refuses the sign-in of blocked, login-forbidden and deleted downlines', async () => {
    const first = async (status: number) =>
      (await sim.get<Page<Row>>(`/wps/relay/ODSFE2_subordinateList?account=tm&status=${status}`, agent01)).body.value.list[0]?.account ?? '';
    expect((await sim.login({ username: await first(0), password: 'Team@2026' })).body).toMatchObject({ success: false, code: 'ACCOUNT_BLOCKED' });
    expect((await sim.login({ username: await first(2), password: 'Team@2026' })).body).toMatchObject({ success: false, code: 'LOGIN_FORBIDDEN' });
    expect((await sim.login({ username: await first(7), password: 'Team@2026' })).body).toMatchObject({ success: false, code: 'LOGIN_FAILED' });
    expect((await sim.login({ username: 'tm001', password: 'Team@2026' })).body.success).toBe(true);
  });

  it('shows a downline in detail with masked contacts, and keeps a remark', async () => {
    const detail = await sim.get<Row & { mobileNum: string; email: string; breadcrumb: { account: string }[]; last30Days: { betAmount: number } }>(
      '/wps/relay/ODSFE2_subordinateDetail?account=demo01',
      agent01,
    );
    expect(detail.body.value).toMatchObject({ account: 'demo01', level: 1, userType: 'MEMBER', mobileNum: '0917****567', email: 'de***@example.com' });
    expect(detail.body.value.last30Days.betAmount).toBeGreaterThan(0);
    const saved = await sim.post<Row>('/wps/relay/MCS2_updateSubordinateRemark', { account: 'demo01', remark: 'VIP player' }, agent01);
    expect(saved.body.value.remark).toBe('VIP player');
    expect((await sim.post('/wps/relay/MCS2_updateSubordinateRemark', { account: 'demo01', remark: 'x'.repeat(51) }, agent01)).statusCode).toBe(400);
  });

  it('answers the overview for a quick range with the daily counts of each day', async () => {
    const view = await sim.get<{ startDate: string; endDate: string; daily: { date: string; logins: number }[]; today: { online: number; logins: number } }>(
      '/wps/relay/ODSFE2_agentTeamOverview?range=LAST_WEEK',
      agent01,
    );
    expect(view.body.value.daily).toHaveLength(7);
    expect(view.body.value.daily[0]?.date).toBe(view.body.value.startDate);
    expect(new Date(`${view.body.value.startDate}T12:00:00Z`).getUTCDay()).toBe(0);
    expect(view.body.value.daily.some((day) => day.logins > 0)).toBe(true);
    expect(view.body.value.today.online).toBeGreaterThan(0);
    expect((await sim.get('/wps/relay/ODSFE2_agentTeamOverview?range=NEXT_YEAR', agent01)).statusCode).toBe(400);
    expect((await sim.get('/wps/relay/ODSFE2_agentTeamOverview?startDate=2020-01-01', agent01)).body).toMatchObject({ success: false, code: 'DATE_RANGE_EXCEEDED' });
  });
});

describe('reports', () => {
  it('team betting: pages of the team bets, one member by exact name, totals over every row', async () => {
    const all = (await sim.get<Page<{ account: string; directAgent: string }, { count: number }>>('/wps/relay/ODSFE2_teamBetDet?range=THIS_MONTH', agent01)).body.value;
    expect(all.totalPages).toBeGreaterThan(2);
    expect(all.footer.count).toBe(all.totalElements);
    const one = (await sim.get<Page<{ account: string; directAgent: string }, { count: number }>>('/wps/relay/ODSFE2_teamBetDet?range=THIS_MONTH&account=demo01&size=100', agent01)).body.value;
    expect(one.totalElements).toBeGreaterThan(0);
    expect(one.list.every((row) => row.account === 'demo01' && row.directAgent === 'agent01')).toBe(true);
  });

  it('transaction details: the team rows by type with their account', async () => {
    const deposits = (await sim.get<Page<{ account: string; typeId: number }, { count: number; income: number }>>('/wps/relay/ODSFE2_teamTransDet?range=THIS_MONTH&type=DEPOSIT&size=100', agent01)).body.value;
    expect(deposits.totalElements).toBeGreaterThan(0);
    expect(deposits.list.every((row) => row.typeId === 1101 && row.account !== '')).toBe(true);
    expect(deposits.footer.income).toBeGreaterThan(0);
  });

  it('user P&L: one row per downline with activity, filtered by account', async () => {
    const rows = (await sim.get<Page<{ account: string; betAmount: number }>>('/wps/relay/ODSFE2_teamPNLDet?range=THIS_MONTH&account=tm00', agent01)).body.value;
    expect(rows.list.length).toBeGreaterThan(0);
    expect(rows.list.every((row) => row.account.startsWith('tm00'))).toBe(true);
  });

  it('my income: weekly commission for an agent without contracts; every income of agent01 per day, newest first', async () => {
    const ta = await sim.tokenFor('ta301', 'Team@2026');
    const small = (await sim.get<Page<{ commission: number; dailySalary: number; total: number }, { total: number; commission: number }>>('/wps/relay/ODSFE2_agentIncome?range=LAST_MONTH', ta)).body.value;
    expect(small.list.every((row) => row.dailySalary === 0 && row.total === row.commission)).toBe(true);
    const top = (await sim.get<Page<{ date: string; commission: number; dailySalary: number; hourlySalary: number; total: number }, { count: number; commission: number; dailySalary: number; total: number }>>(
      '/wps/relay/ODSFE2_agentIncome?range=LAST_MONTH',
      agent01,
    )).body.value;
    expect(top.totalPages).toBeGreaterThan(1);
    expect(top.footer.commission).toBeGreaterThan(0);
    expect(top.footer.dailySalary).toBeGreaterThan(0);
    expect(top.list[0]?.date.localeCompare(top.list[1]?.date ?? '')).toBe(1);
  });
});
