import type { FastifyRequest } from 'fastify';
import { badRequest, fail, type Envelope } from '../../lib/envelope';
import type { Payload } from '../../lib/input';
import { formatTime } from '../../money/clock';
import { totalBalance } from '../../money/ledger';
import { ledgerOf } from '../../money/money-state';
import { isAgent, toAmount, type Account } from '../../state/accounts';
import { requireAccount } from '../../state/sessions';
import { findAccountByUsername, type SimState } from '../../state/sim-state';
import { chainTo, teamOf, userTypeOf, type TeamMember } from '../../team/team-figures';

/** Access rules and row shapes shared by the agent-centre routes. */

export const AGENT_MESSAGES = {
  notAgent: 'This page is for agents only',
  notInTeam: 'This account is not in your team',
} as const;

export const notAnAgent = (): Envelope<null> => fail(AGENT_MESSAGES.notAgent, null, 'NOT_AN_AGENT');
export const notInTeam = (): Envelope<null> => fail(AGENT_MESSAGES.notInTeam, null, 'NOT_IN_TEAM');

/** The signed-in agent, or undefined for members and trial accounts (answer notAnAgent()). */
export function agentOf(state: SimState, request: FastifyRequest): Account | undefined {
  const account = requireAccount(state, request);
  return isAgent(account) ? account : undefined;
}

export const textOf = (payload: Payload, key: string): string | undefined => {
  const raw = payload[key];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number') throw badRequest(`Invalid request: ${key} must be text`);
  const text = String(raw).trim();
  return text === '' ? undefined : text;
};

/**
 * An account named in a request that must be the agent itself (when `allowSelf`) or in its team;
 * undefined when it is not (answer notInTeam()).
 */
export function teamAccount(state: SimState, agent: Account, username: string, allowSelf = false): Account | undefined {
  const account = findAccountByUsername(state, username);
  if (!account) return undefined;
  if (account.id === agent.id) return allowSelf ? account : undefined;
  return chainTo(state, agent.id, account.id) ? account : undefined;
}

export const isOnline = (state: SimState, account: Account): boolean =>
  state.team.seededOnline.has(account.id) || [...state.sessions.values()].includes(account.id);

export interface DownlineRow {
  id: number;
  account: string;
  nickname: string;
  userType: 'AGENT' | 'MEMBER';
  type: number;
  level: number;
  directUpline: string;
  balance: number;
  rebateRate: number;
  online: boolean;
  status: Account['status'];
  registerTime: string;
  lastLoginTime: string | null;
  remark: string;
  directCount: number;
  teamSize: number;
}

export function toDownlineRow(state: SimState, member: TeamMember, index?: Map<number, Account[]>): DownlineRow {
  const { account, level } = member;
  const upline = account.uplineId === null ? undefined : state.accounts.get(account.uplineId);
  return {
    id: account.id,
    account: account.username,
    nickname: account.nickname,
    userType: userTypeOf(account),
    type: account.type,
    level,
    directUpline: upline?.username ?? '',
    balance: toAmount(totalBalance(ledgerOf(state.money, account.id))),
    rebateRate: account.rebateRate,
    online: isOnline(state, account),
    status: account.status,
    registerTime: formatTime(account.registerTime),
    lastLoginTime: account.lastLoginTime === null ? null : formatTime(account.lastLoginTime),
    remark: account.remark,
    directCount: index?.get(account.id)?.length ?? 0,
    teamSize: index ? teamOf(state, account.id, index).length : 0,
  };
}

/** From the agent (first) down to `account` (last). */
export function breadcrumb(state: SimState, agent: Account, account: Account): { account: string; nickname: string }[] {
  return (chainTo(state, agent.id, account.id) ?? [agent]).map((item) => ({ account: item.username, nickname: item.nickname }));
}

/** The level of `account` below `agent` (0 for the agent itself). */
export const levelBelow = (state: SimState, agent: Account, account: Account): number => (chainTo(state, agent.id, account.id)?.length ?? 1) - 1;

export const maskMobile = (mobile: string | null): string | null => (mobile === null ? null : mobile.length <= 7 ? '****' : `${mobile.slice(0, 4)}****${mobile.slice(-3)}`);

export const maskEmail = (email: string | null): string | null => {
  if (email === null) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};
