import type { SimRoutes } from '../../context';
import { badRequest, ok } from '../../lib/envelope';
import { asPayload, requiredText } from '../../lib/input';
import { relayPath } from '../../lib/relay';
import { DAY_MS, nowOf, startOfSiteDay } from '../../money/clock';
import { totalBalance } from '../../money/ledger';
import { ledgerOf } from '../../money/money-state';
import { isFailure, paginate, readPaging } from '../../money/requests';
import { TX } from '../../money/transaction-types';
import { isAgent, toAmount, type Account } from '../../state/accounts';
import type { SimState } from '../../state/sim-state';
import { contractsOfAccount, toContractView } from '../../team/contracts';
import {
  childrenIndex,
  dayText,
  daysOf,
  figuresOf,
  readAgentRange,
  teamFigures,
  teamOf,
  toFigures,
  userTypeOf,
  type TeamMember,
} from '../../team/team-figures';
import { agentOf, breadcrumb, levelBelow, maskEmail, maskMobile, notAnAgent, notInTeam, rowContext, teamAccount, textOf, toDownlineRow } from './agent-access';

/** Page size of the agent centre's lists (chosen, as the member centre's record pages). */
export const AGENT_PAGE_SIZE = 13;

const STATUSES = new Set(['0', '1', '2', '7']);

/** The day index of a time among `days` (site day starts, ascending), or -1. */
function dayIndexOf(days: readonly number[], time: number): number {
  const first = days[0];
  if (first === undefined || time < first || time >= (days[days.length - 1] ?? 0) + DAY_MS) return -1;
  let low = 0;
  let high = days.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((days[middle] ?? 0) <= time) low = middle;
    else high = middle - 1;
  }
  return low;
}

interface DayCounts {
  date: string;
  registrations: number;
  logins: number;
  firstBets: number;
  firstDeposits: number;
  activeMembers: number;
}

/** Registrations, logins, first bets, first deposits and betting members per site day. */
function dailyCounts(state: SimState, team: readonly TeamMember[], days: readonly number[]): DayCounts[] {
  const counts = days.map((day) => ({ date: dayText(day), registrations: 0, logins: 0, firstBets: 0, firstDeposits: 0, activeMembers: 0 }));
  const bump = (time: number | undefined, key: Exclude<keyof DayCounts, 'date'>): void => {
    if (time === undefined) return;
    const entry = counts[dayIndexOf(days, time)];
    if (entry) entry[key] += 1;
  };
  for (const { account } of team) {
    bump(account.registerTime, 'registrations');
    const loginDays = new Set((state.team.logins.get(account.id) ?? []).map((time) => dayIndexOf(days, time)));
    for (const index of loginDays) if (counts[index]) counts[index].logins += 1;
    const bets = state.money.bets.get(account.id) ?? [];
    bump(bets.reduce<number | undefined>((first, bet) => (first === undefined || bet.betTime < first ? bet.betTime : first), undefined), 'firstBets');
    const firstDeposit = state.money.ledgers.get(account.id)?.transactions.find((row) => row.typeId === TX.deposit);
    bump(firstDeposit?.time, 'firstDeposits');
    const betDays = new Set(bets.map((bet) => dayIndexOf(days, bet.betTime)));
    for (const index of betDays) if (counts[index]) counts[index].activeMembers += 1;
  }
  return counts;
}

export const agentTeamRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  /** Team figures for a range, today's counts and the daily counts of the range (the chart). */
  app.get(relayPath('ODSFE2_agentTeamOverview'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const now = nowOf(state.clock);
    const range = readAgentRange(asPayload(request.query, 'query'), now);
    if (isFailure(range)) return range;
    const { index, online } = rowContext(state);
    const team = teamOf(state, agent.id, index);
    const today = dailyCounts(state, team, [startOfSiteDay(now)])[0];
    return ok({
      startDate: range.startDate,
      endDate: range.endDate,
      teamSize: team.length,
      directCount: team.filter((member) => member.level === 1).length,
      agentCount: team.filter((member) => isAgent(member.account)).length,
      memberCount: team.filter((member) => !isAgent(member.account)).length,
      teamBalance: toAmount(team.reduce((sum, { account }) => sum + totalBalance(ledgerOf(state.money, account.id)), 0)),
      figures: toFigures(teamFigures(state, team, range)),
      today: {
        registrations: today?.registrations ?? 0,
        logins: today?.logins ?? 0,
        firstBets: today?.firstBets ?? 0,
        firstDeposits: today?.firstDeposits ?? 0,
        online: team.filter((member) => online.has(member.account.id)).length,
      },
      daily: dailyCounts(state, team, daysOf(range)),
    });
  });

  /** Team management: the direct downlines of a parent (or a search of its whole team), filtered and paged. */
  app.get(relayPath('ODSFE2_subordinateList'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const query = asPayload(request.query, 'query');
    const paging = readPaging(query, AGENT_PAGE_SIZE);
    const parentName = textOf(query, 'parentAccount');
    const parent = parentName === undefined ? agent : teamAccount(state, agent, parentName, true);
    if (!parent) return notInTeam();
    const search = textOf(query, 'account')?.toLowerCase();
    const status = textOf(query, 'status');
    if (status !== undefined && !STATUSES.has(status)) throw badRequest('Invalid request: status must be 0, 1, 2 or 7');
    const online = textOf(query, 'online');
    if (online !== undefined && online !== '0' && online !== '1') throw badRequest('Invalid request: online must be 1 or 0');
    const userType = textOf(query, 'userType')?.toUpperCase();
    if (userType !== undefined && userType !== 'AGENT' && userType !== 'MEMBER') throw badRequest('Invalid request: userType must be AGENT or MEMBER');
    const context = rowContext(state);
    const { index } = context;
    const baseLevel = levelBelow(state, agent, parent);
    const candidates: TeamMember[] =
      search === undefined ? (index.get(parent.id) ?? []).map((account) => ({ account, level: 1 })) : teamOf(state, parent.id, index);
    const matching = candidates
      .filter(
        ({ account }) =>
          (search === undefined || account.username.toLowerCase().includes(search)) &&
          (status === undefined || String(account.status) === status) &&
          (online === undefined || context.online.has(account.id) === (online === '1')) &&
          (userType === undefined || userTypeOf(account) === userType),
      )
      .map((member) => ({ account: member.account, level: member.level + baseLevel }))
      .sort((a, b) => b.account.registerTime - a.account.registerTime || b.account.id - a.account.id);
    const page = paginate(matching, paging);
    const balance = matching.reduce((sum, { account }) => sum + totalBalance(ledgerOf(state.money, account.id)), 0);
    return ok({
      ...page,
      list: page.list.map((member) => toDownlineRow(state, member, context)),
      footer: { count: matching.length, balance: toAmount(balance) },
      parent: parent.id === agent.id ? null : toDownlineRow(state, { account: parent, level: baseLevel }, context),
      breadcrumb: breadcrumb(state, agent, parent),
    });
  });

  /** The downline picker (PLATFORM-FACTS): SELF or DIRECT downlines by name. */
  app.get(relayPath('ODSFE2_subordinateSimple'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const query = asPayload(request.query, 'query');
    const paging = readPaging(query, 100);
    const type = (textOf(query, 'subordinateType') ?? 'DIRECT').toUpperCase();
    if (type !== 'SELF' && type !== 'DIRECT') throw badRequest('Invalid request: subordinateType must be SELF or DIRECT');
    const name = textOf(query, 'subordinateName')?.toLowerCase();
    const accounts: Account[] = type === 'SELF' ? [agent] : (childrenIndex(state.accounts).get(agent.id) ?? []);
    const matching = accounts.filter((account) => name === undefined || account.username.toLowerCase().includes(name));
    const page = paginate(matching, paging);
    return ok({
      ...page,
      list: page.list.map((account) => ({ id: account.id, account: account.username, nickname: account.nickname, userType: userTypeOf(account) })),
      footer: null,
    });
  });

  /** One downline: its row, contact (masked), its own figures of the last 30 days, its contracts. */
  app.get(relayPath('ODSFE2_subordinateDetail'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const account = teamAccount(state, agent, requiredText(asPayload(request.query, 'query'), 'account', { maxLength: 64 }));
    if (!account) return notInTeam();
    const now = nowOf(state.clock);
    return ok({
      ...toDownlineRow(state, { account, level: levelBelow(state, agent, account) }),
      vipLevel: account.vipLevel,
      vipName: account.vipName,
      realName: account.realName,
      mobileNum: maskMobile(account.mobileNum),
      email: maskEmail(account.email),
      breadcrumb: breadcrumb(state, agent, account),
      last30Days: toFigures(figuresOf(state.money, account.id, { from: startOfSiteDay(now) - 29 * DAY_MS, to: now })),
      contracts: contractsOfAccount(state, account.id).map((contract) => toContractView(state, contract)),
    });
  });

  /** The upline's note on a downline. */
  app.post(relayPath('MCS2_updateSubordinateRemark'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const body = asPayload(request.body, 'body');
    const account = teamAccount(state, agent, requiredText(body, 'account', { maxLength: 64 }));
    if (!account) return notInTeam();
    const remark = typeof body.remark === 'string' ? body.remark.trim() : undefined;
    if (remark === undefined || remark.length > 50) throw badRequest('Invalid request: remark must be text of up to 50 characters');
    account.remark = remark;
    return ok(toDownlineRow(state, { account, level: levelBelow(state, agent, account) }));
  });
};
