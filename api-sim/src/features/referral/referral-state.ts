import { DAY_MS, formatTime, startOfSiteDay } from '../../money/clock';
import type { MoneyState } from '../../money/money-state';
import { toAmount, type Account } from '../../state/accounts';

/** What a referrer earns (chosen): 0.5 % of the settled valid bets of every invitee, per site day. */
export const REFERRAL_RATE_PERCENT = 0.5;
/** The invitee list's page size (PLATFORM-FACTS: 7 a page). */
export const REFERRAL_PAGE_SIZE = 7;

/** A seeded valid bet of a seeded invitee (seeded invitees have no account of their own). */
interface SeededBet {
  time: number;
  validCents: number;
}

export interface Invitee {
  id: number;
  referrerId: number;
  /** The invitee's account when it registered through the simulator; null for the seeded ones. */
  accountId: number | null;
  username: string;
  registerTime: number;
  seededBets: SeededBet[];
}

export interface ReferralState {
  /** The REFERRAL promotion switch (on for the seed): off hides the page, the header's invite and the REFERRAL notice. */
  enabled: boolean;
  /** account id → its own referral code (made on first use for accounts without a seeded one). */
  codes: Map<number, string>;
  invitees: Invitee[];
  nextId: number;
}

export const REFERRAL_MESSAGES = {
  off: 'Referral is not available',
} as const;

/** The seeded invitees of demo01: nine (two pages of 7), some who bet today and yesterday. */
const SEED_INVITEES: readonly { username: string; daysAgo: number; today: number; yesterday: number }[] = [
  { username: 'juan2026', daysAgo: 40, today: 2_000, yesterday: 3_500 },
  { username: 'mariac88', daysAgo: 33, today: 0, yesterday: 1_200 },
  { username: 'pedro_ph', daysAgo: 25, today: 5_000, yesterday: 0 },
  { username: 'anarose', daysAgo: 20, today: 0, yesterday: 0 },
  { username: 'kikolucky', daysAgo: 14, today: 800, yesterday: 2_300 },
  { username: 'bongbet', daysAgo: 9, today: 0, yesterday: 600 },
  { username: 'lizaspin', daysAgo: 6, today: 1_500, yesterday: 0 },
  { username: 'migsph', daysAgo: 3, today: 0, yesterday: 0 },
  { username: 'joyjoy77', daysAgo: 1, today: 700, yesterday: 400 },
];

/** Seed: every account with a `referralCode` keeps it as its own code; demo01 has nine invitees. */
export function createReferralState(accounts: readonly Account[], now: number): ReferralState {
  const state: ReferralState = { enabled: true, codes: new Map(), invitees: [], nextId: 1 };
  for (const account of accounts) if (account.referralCode) state.codes.set(account.id, account.referralCode);
  const demo = accounts.find((account) => account.username === 'demo01');
  if (!demo) return state;
  const today = startOfSiteDay(now);
  for (const seed of SEED_INVITEES) {
    const seededBets: SeededBet[] = [];
    // At the very start of today's and in the middle of yesterday's site day: inside "today" whatever the hour.
    if (seed.today > 0) seededBets.push({ time: today, validCents: seed.today * 100 });
    if (seed.yesterday > 0) seededBets.push({ time: today - DAY_MS / 2, validCents: seed.yesterday * 100 });
    state.invitees.push({ id: state.nextId++, referrerId: demo.id, accountId: null, username: seed.username, registerTime: Math.min(now, today - seed.daysAgo * DAY_MS + DAY_MS / 3), seededBets });
  }
  return state;
}

/** An account's own code: the seeded one, else `R` and its id (chosen), kept for the session of the simulator. */
export function referralCodeOf(state: ReferralState, account: Account): string {
  let code = state.codes.get(account.id);
  if (!code) {
    code = `R${String(account.id).padStart(6, '0')}`;
    state.codes.set(account.id, code);
  }
  return code;
}

/** The account whose own code this is (case-insensitive), if any. */
export function referrerOf(state: ReferralState, accounts: ReadonlyMap<number, Account>, code: string): Account | undefined {
  const wanted = code.trim().toUpperCase();
  for (const [accountId, own] of state.codes) if (own.toUpperCase() === wanted) return accounts.get(accountId);
  // Accounts without a stored code still own their generated one.
  const match = /^R0*(\d+)$/.exec(wanted);
  return match ? accounts.get(Number(match[1])) : undefined;
}

export function addInvitee(state: ReferralState, referrer: Account, invitee: Account, now: number): Invitee {
  const stored: Invitee = { id: state.nextId++, referrerId: referrer.id, accountId: invitee.id, username: invitee.username, registerTime: now, seededBets: [] };
  state.invitees.push(stored);
  return stored;
}

export const inviteesOf = (state: ReferralState, referrer: Account): Invitee[] =>
  state.invitees.filter((invitee) => invitee.referrerId === referrer.id).sort((a, b) => b.registerTime - a.registerTime || b.id - a.id);

/** An invitee's settled valid bets placed in [from, to), in cents. */
export function validBetCents(invitee: Invitee, money: MoneyState, from: number, to: number): number {
  let cents = 0;
  for (const bet of invitee.seededBets) if (bet.time >= from && bet.time < to) cents += bet.validCents;
  if (invitee.accountId !== null) {
    for (const bet of money.bets.get(invitee.accountId) ?? []) if (bet.winCents !== null && bet.betTime >= from && bet.betTime < to) cents += bet.validBetCents;
  }
  return cents;
}

/** My share of valid bets, in cents (rounded down). */
export const shareCents = (validCents: number): number => Math.floor((validCents * REFERRAL_RATE_PERCENT) / 100);

/** `ab***yz`: the referrer sees who joined without the full username (chosen). */
export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

export function referralSummary(state: ReferralState, money: MoneyState, account: Account, now: number) {
  const today = startOfSiteDay(now);
  const yesterday = today - DAY_MS;
  const invitees = inviteesOf(state, account);
  let todayCents = 0;
  let yesterdayCents = 0;
  let activeToday = 0;
  for (const invitee of invitees) {
    const todayValid = validBetCents(invitee, money, today, today + DAY_MS);
    todayCents += shareCents(todayValid);
    yesterdayCents += shareCents(validBetCents(invitee, money, yesterday, today));
    if (todayValid > 0) activeToday += 1;
  }
  const code = referralCodeOf(state, account);
  return {
    enabled: true,
    referralCode: code,
    ratePercent: REFERRAL_RATE_PERCENT,
    todayEarnings: toAmount(todayCents),
    yesterdayEarnings: toAmount(yesterdayCents),
    inviteeCount: invitees.length,
    newToday: invitees.filter((invitee) => invitee.registerTime >= today).length,
    activeToday,
  };
}

export function toInviteeView(invitee: Invitee, money: MoneyState, now: number) {
  const today = startOfSiteDay(now);
  const validToday = validBetCents(invitee, money, today, today + DAY_MS);
  return {
    id: invitee.id,
    username: maskUsername(invitee.username),
    registerTime: formatTime(invitee.registerTime),
    validBetToday: toAmount(validToday),
    earningsToday: toAmount(shareCents(validToday)),
  };
}
