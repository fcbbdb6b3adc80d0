import type { FastifyRequest } from 'fastify';
import { badRequest, fail, type Envelope } from '../../lib/envelope';
import type { Payload } from '../../lib/input';
import { formatTime } from '../../money/clock';
import { totalBalance } from '../../money/ledger';
import { ledgerOf } from '../../money/money-state';
import { isAgent, toAmount, type Account } from '../../state/accounts';
import { requireAccount } from '../../state/sessions';
import { findAccountByUsername, type SimState } from '../../state/sim-state';
import { chainTo, childrenIndex, userTypeOf, type TeamMember } from '../../team/team-figures';

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

/** Accounts with a live session or seeded online. */
export function onlineIds(state: SimState): Set<number> {
  return new Set([...state.team.seededOnline, ...state.sessions.values()]);
}

/** Team sizes of every account with downlines, from the children index. */
export function teamSizes(index: ReadonlyMap<number, readonly Account[]>): Map<number, number> {
  const sizes = new Map<number, number>();
  const sizeOf = (id: number, seen: Set<number>): number => {
    const known = sizes.get(id);
    if (known !== undefined) return known;
    seen.add(id);
    const size = (index.get(id) ?? []).reduce((sum, child) => sum + (seen.has(child.id) ? 0 : 1 + sizeOf(child.id, seen)), 0);
    sizes.set(id, size);
    return size;
  };
  for (const id of index.keys()) sizeOf(id, new Set());
  return sizes;
}

/** What the rows of one answer share (computed once per request). */
export interface RowContext {
  index: Map<number, Account[]>;
  sizes: Map<number, number>;
  online: Set<number>;
}

export function rowContext(state: SimState): RowContext {
  const index = childrenIndex(state.accounts);
  return { index, sizes: teamSizes(index), online: onlineIds(state) };
}

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

export function toDownlineRow(state: SimState, member: TeamMember, context: RowContext = rowContext(state)): DownlineRow {
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
    online: context.online.has(account.id),
    status: account.status,
    registerTime: formatTime(account.registerTime),
    lastLoginTime: account.lastLoginTime === null ? null : formatTime(account.lastLoginTime),
    remark: account.remark,
    directCount: context.index.get(account.id)?.length ?? 0,
    teamSize: context.sizes.get(account.id) ?? 0,
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
