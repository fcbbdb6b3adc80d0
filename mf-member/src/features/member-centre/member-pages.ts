import type { MemberPageId } from '@gp/kernel';

/**
 * mf-member's own facts about the member centre's pages. The pages themselves (ids, paths, title
 * keys, menu order) are the federation contract's MEMBER_PAGES in the kernel, which the shell reads
 * too; `module` is the whitelabel switch of a page (the platform's module ids); `wallet` and
 * `upline` are the two per-account switches.
 */
export const DEFAULT_MEMBER_PAGE: MemberPageId = 'securityCenter';

export type PageSwitch =
  /** Whitelabel module: on when the module and its ancestors are enabled. */
  | { kind: 'module'; modId: string }
  /** transferFund: the site has sub-wallets (GCS_merchantWallet isSingle 0) and FUNDTRANS3 is on. */
  | { kind: 'multi-wallet'; modId: string }
  /** transferUpline: the member's upline allows transfers (MCS2_transferUplineInfo). */
  | { kind: 'upline' }
  /** referral: the REFERRAL promotion is on (MCSFE_getReferralInfo `enabled`). */
  | { kind: 'referral' };

/** Pages without an entry are always shown (they have no switch of their own). */
export const PAGE_SWITCHES: Partial<Record<MemberPageId, PageSwitch>> = {
  transferFund: { kind: 'multi-wallet', modId: 'FUNDTRANS3' },
  transferUpline: { kind: 'upline' },
  transactionHistory: { kind: 'module', modId: 'MEMTRANS3' },
  rewardCenter: { kind: 'module', modId: 'REWCEN3' },
  referral: { kind: 'referral' },
  missionLeaderboard: { kind: 'module', modId: 'MISSIONLB3' },
  messageV2: { kind: 'module', modId: 'INBOX3' },
};

/** Pages whose menu entry carries an unread badge (SPEC §2). */
export const BADGE_PAGES = ['rewardCenter', 'missionLeaderboard', 'messageV2'] as const satisfies readonly MemberPageId[];

export type BadgePageId = (typeof BADGE_PAGES)[number];
