import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/envelope';
import { nowOf } from '../money/clock';
import { recordLogin } from '../team/team-state';
import { toMemberInfo, type Account, type MemberInfo } from './accounts';
import type { SimState } from './sim-state';

export const TOKEN_HEADER = 'token';

/** docs/api-contract.md: MemberInfo & { token, firstTimeLogin, passwordExpired }. */
export type LoginResult = MemberInfo & { token: string; firstTimeLogin: boolean; passwordExpired: boolean };

export const randomToken = (): string => randomBytes(24).toString('base64url');

export function createSession(state: SimState, account: Account): string {
  const token = randomToken();
  state.sessions.set(token, account.id);
  state.rg.sessionStarts.set(token, nowOf(state.clock));
  return token;
}

/** Starts a session and answers the login result; the first login clears firstTimeLogin. */
export function startSession(state: SimState, account: Account): LoginResult {
  const result: LoginResult = {
    ...toMemberInfo(account),
    token: createSession(state, account),
    firstTimeLogin: account.firstTimeLogin,
    passwordExpired: account.passwordExpired,
  };
  account.firstTimeLogin = false;
  const now = nowOf(state.clock);
  account.lastLoginTime = now;
  recordLogin(state.team, account.id, now);
  return result;
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  return token ? token : undefined;
}

/** The account of the request's token; a missing or unknown token is a 401. */
export function requireAccount(state: SimState, request: FastifyRequest): Account {
  const token = tokenOf(request);
  const accountId = token === undefined ? undefined : state.sessions.get(token);
  const account = accountId === undefined ? undefined : state.accounts.get(accountId);
  if (!account) throw unauthorized();
  return account;
}

/** For calls open to guests: no token → undefined; an unknown token is still a 401. */
export function optionalAccount(state: SimState, request: FastifyRequest): Account | undefined {
  return tokenOf(request) === undefined ? undefined : requireAccount(state, request);
}

export function endSession(state: SimState, request: FastifyRequest): void {
  requireAccount(state, request);
  const token = tokenOf(request);
  if (token !== undefined) {
    state.sessions.delete(token);
    state.rg.sessionStarts.delete(token);
  }
}
