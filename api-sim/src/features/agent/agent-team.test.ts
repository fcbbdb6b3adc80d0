import { checkLedger } from '../../money/ledger';
import { createTestClient } from '../../testing/sim-test-client';
import { TEAM_PASSWORD } from '../../team/team-seed';

const sim = createTestClient();
let agent01 = '';
beforeAll(async () => {
  await sim.post('/__sim/reset');
  agent01 = await sim.tokenFor('agent01', 'Agent@2026');
});
afterAll(() => sim.app.close());

type Figures = Record<'deposit' | 'withdrawal' | 'betAmount' | 'validBet' | 'winning' | 'rebate' | 'promotion' | 'commission' | 'dividend' | 'salary' | 'profitLoss', number>;
interface Page<T, F> {
  list: T[];
  totalPages: number;
  totalElements: number;
  footer: F;
}
interface Overview {
  teamSize: number;
  directCount: number;
  agentCount: number;
  memberCount: number;
  teamBalance: number;
  figures: Figures;
  today: Record<string, number>;
  daily: { date: string; registrations: number; logins: number; activeMembers: number }[];
  startDate: string;
  endDate: string;
}
interface DownlineRow {
  account: string;
  userType: string;
  level: number;
  balance: number;
  status: number;
  online: boolean;
  directCount: number;
}

const cents = (amount: number): number => Math.round(amount * 100);
const FIGURE_KEYS = ['deposit', 'withdrawal', 'betAmount', 'validBet', 'winning', 'rebate', 'promotion', 'commission', 'dividend', 'salary', 'profitLoss'] as const;
const centsOf = (figures: Figures): Record<string, number> => Object.fromEntries(FIGURE_KEYS.map((key) => [key, cents(figures[key])]));
const sumFigures = (rows: readonly Figures[]): Record<string, number> => {
  const total: Record<string, number> = {};
  for (const row of rows) for (const [key, value] of Object.entries(centsOf(row))) total[key] = (total[key] ?? 0) + value;
  return total;
};

async function allPages<T, F>(path: string, token: string): Promise<{ rows: T[]; footer: F }> {
  const rows: T[] = [];
  let footer: F | undefined;
  for (let page = 1; ; page += 1) {
    const { body } = await sim.get<Page<T, F>>(`${path}${path.includes('?') ? '&' : '?'}size=100&page=${page}`, token);
    if (!body.success) throw new Error(`${path}: ${body.message ?? ''}`);
    rows.push(...body.value.list);
    footer = body.value.footer;
    if (page >= body.value.totalPages) break;
  }
  return { rows, footer: footer as F };
}

const overview = async (token: string, query: string) => (await sim.get<Overview>(`/wps/relay/ODSFE2_agentTeamOverview?${query}`, token)).body.value;

const RANGES = ['range=TODAY', 'range=YESTERDAY', 'range=THIS_WEEK', 'range=LAST_MONTH', 'startDate=' + 'DAYS60'];
const withDates = async (query: string): Promise<string> => {
  if (!query.includes('DAYS60')) return query;
  const { body } = await sim.get<{ serverTime: string }>('/wps/system/status');
  const end = body.value.serverTime.slice(0, 10);
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - 59 * 86_400_000).toISOString().slice(0, 10);
  return `startDate=${start}&endDate=${end}`;
};

describe('the seeded team', () => {
  it('has about 200 downlines of agents and members over at least three levels of agents', async () => {
    const view = await overview(agent01, 'range=THIS_MONTH');
    expect(view.teamSize).toBeGreaterThanOrEqual(200);
    expect(view.agentCount).toBeGreaterThan(20);
    expect(view.memberCount).toBeGreaterThan(150);
    const { rows } = await allPages<DownlineRow, unknown>('/wps/relay/ODSFE2_subordinateList?account=t', agent01);
    expect(Math.max(...rows.map((row) => row.level))).toBeGreaterThanOrEqual(4);
  });

  it('has agent03 directly under agent01, with its own team', async () => {
    const direct = await allPages<DownlineRow, unknown>('/wps/relay/ODSFE2_subordinateList', agent01);
    expect(direct.rows.map((row) => row.account)).toEqual(expect.arrayContaining(['agent03', 'demo01', 'ta101']));
    expect(direct.rows.every((row) => row.level === 1)).toBe(true);
    const agent03 = await sim.tokenFor('agent03', 'Agent@2026');
    expect((await overview(agent03, 'range=TODAY')).teamSize).toBeGreaterThan(20);
  });
});

describe('team totals equal the sum of their members', () => {
  const nodes: [string, string][] = [
    ['agent01', 'Agent@2026'],
    ['agent03', 'Agent@2026'],
    ['ta101', TEAM_PASSWORD],
    ['ta201', TEAM_PASSWORD],
  ];

  it.each(nodes)('for %s: the overview equals the user P&L rows, their footer and the team betting footer, in every range', async (username, password) => {
    const token = await sim.tokenFor(username, password);
    for (const raw of RANGES) {
      const query = await withDates(raw);
      const view = await overview(token, query);
      const pnl = await allPages<Figures & { account: string }, Figures>(`/wps/relay/ODSFE2_teamPNLDet?${query}`, token);
      expect(sumFigures(pnl.rows)).toEqual(centsOf(view.figures));
      expect(centsOf(pnl.footer)).toEqual(centsOf(view.figures));
      const bets = (await sim.get<Page<unknown, { betAmount: number; validBet: number; winAmount: number }>>(`/wps/relay/ODSFE2_teamBetDet?${query}`, token)).body.value.footer;
      expect(cents(bets.betAmount)).toBe(cents(view.figures.betAmount));
      expect(cents(bets.validBet)).toBe(cents(view.figures.validBet));
      expect(cents(bets.winAmount)).toBe(cents(view.figures.winning));
    }
  });

  it("agent01's figures are its direct downlines' own figures plus their teams' figures", async () => {
    const query = await withDates(RANGES[4] ?? '');
    const top = await overview(agent01, query);
    const direct = (await allPages<Figures & { account: string; level: number; userType: string }, Figures>(`/wps/relay/ODSFE2_teamPNLDet?${query}`, agent01)).rows.filter((row) => row.level === 1);
    const teams: Figures[] = [];
    const directAgents = (await allPages<DownlineRow, unknown>('/wps/relay/ODSFE2_subordinateList?userType=AGENT', agent01)).rows;
    expect(directAgents.length).toBe(6);
    for (const row of directAgents) {
      const token = await sim.tokenFor(row.account, row.account === 'agent03' ? 'Agent@2026' : TEAM_PASSWORD);
      teams.push((await overview(token, query)).figures);
    }
    expect(sumFigures([...direct, ...teams])).toEqual(centsOf(top.figures));
    expect(top.figures.betAmount).toBeGreaterThan(0);
  });

  it("the team balance is the direct downlines' balances plus their teams' balances", async () => {
    const view = await overview(agent01, 'range=TODAY');
    const direct = await allPages<DownlineRow, { balance: number }>('/wps/relay/ODSFE2_subordinateList', agent01);
    let total = cents(direct.footer.balance);
    expect(total).toBe(direct.rows.reduce((sum, row) => sum + cents(row.balance), 0));
    for (const row of direct.rows.filter((item) => item.userType === 'AGENT')) {
      const token = await sim.tokenFor(row.account, row.account === 'agent03' ? 'Agent@2026' : TEAM_PASSWORD);
      total += cents((await overview(token, 'range=TODAY')).teamBalance);
    }
    expect(cents(view.teamBalance)).toBe(total);
  });
});

describe('ledger invariant', () => {
  it('every account balance is the sum of its ledger', async () => {
    const { createSeedState } = await import('../../state/sim-state');
    const { buildCatalogue } = await import('../../catalogue/catalogue');
    const { SEED } = await import('../../config');
    const state = createSeedState(buildCatalogue(SEED));
    for (const ledger of state.money.ledgers.values()) expect(checkLedger(ledger)).toEqual([]);
    expect(state.money.ledgers.size).toBeGreaterThan(200);
  });
});
