import type { SimRoutes } from '../../context';
import { badRequest, ok } from '../../lib/envelope';
import { asPayload } from '../../lib/input';
import { relayPath } from '../../lib/relay';
import { nowOf } from '../../money/clock';
import type { Transaction } from '../../money/ledger';
import type { BetRecord } from '../../money/money-state';
import { isFailure, paginate, readPaging } from '../../money/requests';
import { TX } from '../../money/transaction-types';
import { toAmount, type Account } from '../../state/accounts';
import type { SimState } from '../../state/sim-state';
import {
  addFigures,
  childrenIndex,
  dayText,
  figuresOf,
  isEmptyFigures,
  readAgentRange,
  teamOf,
  toFigures,
  userTypeOf,
  zeroFigures,
  type TeamMember,
} from '../../team/team-figures';
import { betFooter, filterBets, filterTransactions, toBetRow, toTransactionRow, transactionFooter } from '../records/records';
import { agentOf, notAnAgent, notInTeam, teamAccount, textOf } from './agent-access';
import { AGENT_PAGE_SIZE } from './agent-team-routes';

/**
 * The members an `account` filter names: the one whose name matches exactly, else every team
 * member whose name contains it.
 */
function byAccountFilter(team: readonly TeamMember[], filter: string | undefined): TeamMember[] {
  if (filter === undefined) return [...team];
  const wanted = filter.toLowerCase();
  const exact = team.filter(({ account }) => account.username.toLowerCase() === wanted);
  return exact.length > 0 ? exact : team.filter(({ account }) => account.username.toLowerCase().includes(wanted));
}

const directUplineName = (state: SimState, account: Account): string =>
  account.uplineId === null ? '' : (state.accounts.get(account.uplineId)?.username ?? '');

export const agentReportRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  /** Team betting: the bets of the team, with who placed them and their direct agent. */
  app.get(relayPath('ODSFE2_teamBetDet'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const query = asPayload(request.query, 'query');
    const paging = readPaging(query, AGENT_PAGE_SIZE);
    const range = readAgentRange(query, nowOf(state.clock));
    if (isFailure(range)) return range;
    let members = byAccountFilter(teamOf(state, agent.id), textOf(query, 'account'));
    const directAgentName = textOf(query, 'directAgent');
    if (directAgentName !== undefined) {
      const directAgent = teamAccount(state, agent, directAgentName, true);
      if (!directAgent) return notInTeam();
      members = members.filter(({ account }) => account.uplineId === directAgent.id);
    }
    const owner = new Map<string, Account>();
    const bets: BetRecord[] = [];
    for (const { account } of members) {
      for (const bet of filterBets(state.money.bets.get(account.id) ?? [], query, range)) {
        bets.push(bet);
        owner.set(bet.orderNo, account);
      }
    }
    bets.sort((a, b) => b.betTime - a.betTime || b.orderNo.localeCompare(a.orderNo));
    const page = paginate(bets, paging);
    return ok({
      ...page,
      startDate: range.startDate,
      endDate: range.endDate,
      list: page.list.map((bet) => {
        const account = owner.get(bet.orderNo);
        return { ...toBetRow(bet), account: account?.username ?? '', directAgent: account ? directUplineName(state, account) : '' };
      }),
      footer: betFooter(bets),
    });
  });

  /** User P&L: each downline's own figures; the footer is the team's figures. */
  app.get(relayPath('ODSFE2_teamPNLDet'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const query = asPayload(request.query, 'query');
    const paging = readPaging(query, AGENT_PAGE_SIZE);
    const range = readAgentRange(query, nowOf(state.clock));
    if (isFailure(range)) return range;
    const parentName = textOf(query, 'parentAccount');
    const parent = parentName === undefined ? agent : teamAccount(state, agent, parentName, true);
    if (!parent) return notInTeam();
    const userType = textOf(query, 'userType')?.toUpperCase();
    if (userType !== undefined && userType !== 'AGENT' && userType !== 'MEMBER') throw badRequest('Invalid request: userType must be AGENT or MEMBER');
    const search = textOf(query, 'account')?.toLowerCase();
    const baseLevel = parent.id === agent.id ? 0 : (teamOf(state, agent.id).find((member) => member.account.id === parent.id)?.level ?? 0);
    const rows = teamOf(state, parent.id, childrenIndex(state.accounts))
      .filter(({ account }) => (search === undefined || account.username.toLowerCase().includes(search)) && (userType === undefined || userTypeOf(account) === userType))
      .map((member) => ({ member, figures: figuresOf(state.money, member.account.id, range) }))
      .filter(({ figures }) => !isEmptyFigures(figures))
      .sort((a, b) => b.figures.betAmount - a.figures.betAmount || a.member.account.id - b.member.account.id);
    const footer = rows.reduce((total, row) => addFigures(total, row.figures), zeroFigures());
    const page = paginate(rows, paging);
    return ok({
      ...page,
      startDate: range.startDate,
      endDate: range.endDate,
      list: page.list.map(({ member, figures }) => ({
        account: member.account.username,
        userType: userTypeOf(member.account),
        level: member.level + baseLevel,
        directUpline: directUplineName(state, member.account),
        ...toFigures(figures),
      })),
      footer: toFigures(footer),
    });
  });

  /** My income: the agent's own commission, dividend and salaries per site day. */
  app.get(relayPath('ODSFE2_agentIncome'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const query = asPayload(request.query, 'query');
    const paging = readPaging(query, AGENT_PAGE_SIZE);
    const range = readAgentRange(query, nowOf(state.clock));
    if (isFailure(range)) return range;
    const keys = new Map<number, 'commission' | 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary'>([
      [TX.commission, 'commission'],
      [TX.contractDividend, 'dividend'],
      [TX.dailySalary, 'dailySalary'],
      [TX.hourlySalary, 'hourlySalary'],
      [TX.realtimeSalary, 'realtimeSalary'],
    ]);
    const empty = () => ({ commission: 0, dividend: 0, dailySalary: 0, hourlySalary: 0, realtimeSalary: 0, total: 0 });
    const byDay = new Map<string, ReturnType<typeof empty>>();
    const footer = empty();
    for (const row of state.money.ledgers.get(agent.id)?.transactions ?? []) {
      const key = keys.get(row.typeId);
      if (key === undefined || row.time < range.from || row.time > range.to) continue;
      const date = dayText(row.time);
      const entry = byDay.get(date) ?? empty();
      byDay.set(date, entry);
      entry[key] += row.amountCents;
      entry.total += row.amountCents;
      footer[key] += row.amountCents;
      footer.total += row.amountCents;
    }
    const rows = [...byDay].sort(([a], [b]) => b.localeCompare(a));
    const amounts = (entry: ReturnType<typeof empty>) => Object.fromEntries(Object.entries(entry).map(([key, cents]) => [key, toAmount(cents)]));
    const page = paginate(rows, paging);
    return ok({
      ...page,
      startDate: range.startDate,
      endDate: range.endDate,
      list: page.list.map(([date, entry]) => ({ date, ...amounts(entry) })),
      footer: { ...amounts(footer), count: rows.length },
    });
  });

  /** Transaction details: the team's ledger rows by type. */
  app.get(relayPath('ODSFE2_teamTransDet'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const query = asPayload(request.query, 'query');
    const paging = readPaging(query, AGENT_PAGE_SIZE);
    const range = readAgentRange(query, nowOf(state.clock));
    if (isFailure(range)) return range;
    const members = byAccountFilter(teamOf(state, agent.id), textOf(query, 'account'));
    const owner = new Map<number, TeamMember>();
    const rows: Transaction[] = [];
    for (const member of members) {
      for (const row of filterTransactions(state.money.ledgers.get(member.account.id)?.transactions ?? [], query, range)) {
        rows.push(row);
        owner.set(row.id, member);
      }
    }
    rows.sort((a, b) => b.time - a.time || b.id - a.id);
    const page = paginate(rows, paging);
    return ok({
      ...page,
      startDate: range.startDate,
      endDate: range.endDate,
      list: page.list.map((row) => ({ ...toTransactionRow(state.money, row), account: owner.get(row.id)?.account.username ?? '', level: owner.get(row.id)?.level ?? 0 })),
      footer: transactionFooter(rows),
    });
  });
};
