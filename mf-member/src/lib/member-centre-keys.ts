import { memberKeys } from '@gp/member-kit';

/**
 * The member centre's keys that more than one feature reads or changes, under the member kit's member
 * area (what the shell reads too — unread count, points — is in `memberKeys` itself): a money
 * move invalidates every record list (`records()`), the wallets and the profile, a claimed
 * mission the summary. Each feature's key factory extends these.
 */
export const memberCentreKeys = {
  all: memberKeys.all,
  /** Every record list (bets, transactions, orders, logs): each feature's list extends it. */
  records: () => [...memberCentreKeys.all, 'records'] as const,
  wallets: () => [...memberCentreKeys.all, 'wallets'] as const,
  profile: () => [...memberCentreKeys.all, 'profile'] as const,
  missionSummary: () => [...memberCentreKeys.all, 'mission-summary'] as const,
};
