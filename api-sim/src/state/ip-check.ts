import type { Account } from './accounts';
import type { SimState } from './sim-state';

/** Extra verification methods (SPEC §3 "Login extra verification"), in the order offered. */
export const VERIFY_METHODS = ['SMS', 'EMAIL', 'BANK', 'GOOGLE'] as const;
export type VerifyMethod = (typeof VERIFY_METHODS)[number];

/** The methods an account can use: the ones whose data it has bound. */
export function verifyMethodsOf(account: Account): VerifyMethod[] {
  const offered: Record<VerifyMethod, boolean> = {
    SMS: account.mobileNum !== null,
    EMAIL: account.email !== null,
    BANK: account.bankAccountName !== null,
    GOOGLE: account.googleSecret !== null,
  };
  return VERIFY_METHODS.filter((method) => offered[method]);
}

export function rememberIp(state: SimState, accountId: number, ip: string): void {
  const known = state.knownIps.get(accountId) ?? new Set<string>();
  known.add(ip);
  state.knownIps.set(accountId, known);
}

/** True when the check is off or the IP is registered for the account. */
export const ipAllowed = (state: SimState, accountId: number, ip: string): boolean =>
  !state.ipCheck || (state.knownIps.get(accountId)?.has(ip) ?? false);
