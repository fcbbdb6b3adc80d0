import { CURRENCY, DEFAULT_WEAK_PASSWORD, TRIAL_BALANCE } from '../config';
import type { Rng } from '../lib/prng';
import { DEMO_GOOGLE_SECRET } from './google-auth';

/** Member types (docs/api-contract.md): 0 member, 1 | 2 | 41 | 42 agent, 4 trial. */
export const MEMBER_TYPE = { member: 0, agent: 1, trial: 4 } as const;

export interface Account {
  id: number;
  username: string;
  /** null for trial accounts: they cannot log in with a password. */
  password: string | null;
  nickname: string;
  type: number;
  /** The Firebase user linked by social login or a phone verified through Firebase (null: none). */
  firebaseUid: string | null;
  vipLevel: number;
  vipName: string;
  avatarUrl: string | null;
  mobileNum: string | null;
  /** Dialing code of `mobileNum` without '+', e.g. '63'. */
  countryDialingCode: string | null;
  email: string | null;
  /** Extra login verification (SPEC §3): bound bank account name. */
  bankAccountName: string | null;
  /** The bound Google authenticator's secret (base32); codes are TOTP (src/state/google-auth.ts). */
  googleSecret: string | null;
  /** The secret handed out for binding, until a code from it binds it. */
  googlePendingSecret: string | null;
  /** Agents: the code new members register with (GET /wps/agent/affiliate). */
  affiliateCode: string | null;
  /** The agent a member registered under (by affiliate code). */
  uplineId: number | null;
  /** Seed: the account's own referral code (features/referral); a registered account: the code it registered with. */
  referralCode: string | null;
  /**
   * The balance the account starts with (cents). The money itself lives in the ledger
   * (src/money): the seed writes this as the first transaction.
   */
  openingBalanceCents: number;
  /** Withdrawal password (6 digits); null until set in the security centre. */
  paymentPassword: string | null;
  realName: string | null;
  /** yyyy-MM-dd */
  birthday: string | null;
  /** Agents: whether direct downlines may transfer to them (transferUpline). */
  allowDownlineTransfer: boolean;
  points: number;
  /** How many unread platform messages the seed puts in the inbox (the mailbox then keeps the count). */
  unreadMessages: number;
  availablePromotions: number;
  /** Agents: contract requirement types (GET /wps/member/info/funds/consolidated). */
  consolidated: ConsolidatedInfo | null;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** Member status (PLATFORM-FACTS): 0 blocked, 1 normal, 2 login forbidden, 7 deleted. */
  status: 0 | 1 | 2 | 7;
  /** Rebate rate (%) the upline gave it; an agent's downlines get at most this much. */
  rebateRate: number;
  /** The upline's note on this downline (team management). */
  remark: string;
  /** When the account was created (ms); set by the seed and by addAccount. */
  registerTime: number;
  lastLoginTime: number | null;
}

/** SPEC §3 "Consolidated contract info"; members answer zeros. */
export interface ConsolidatedInfo {
  dailysalreqtype: number;
  divtypereq: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
}

export const NO_CONTRACTS: ConsolidatedInfo = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };

/** The seed's dialing code (Philippines). */
export const DEFAULT_DIALING_CODE = '63';

export interface MemberInfo {
  id: number;
  account: string;
  userName: string;
  nickname: string;
  type: number;
  vipLevel: number;
  vipName: string;
  avatarUrl: string | null;
  currency: string;
  mobileNum: string | null;
  email: string | null;
}

export interface Balance {
  balance: number;
  mainBalance: number;
  currency: string;
  currencySymbol: string;
}

export const avatarPath = (n: number): string => `/assets/avatars/${n}.svg`;

/** Fields every account starts with unless its seed says otherwise. */
const ACCOUNT_DEFAULTS = {
  firebaseUid: null,
  vipLevel: 0,
  vipName: 'Normal',
  avatarUrl: null,
  mobileNum: null,
  countryDialingCode: null,
  email: null,
  bankAccountName: null,
  googleSecret: null,
  googlePendingSecret: null,
  affiliateCode: null,
  uplineId: null,
  referralCode: null,
  openingBalanceCents: 0,
  paymentPassword: null,
  realName: null,
  birthday: null,
  allowDownlineTransfer: false,
  points: 0,
  unreadMessages: 0,
  availablePromotions: 0,
  consolidated: null,
  firstTimeLogin: false,
  passwordExpired: false,
  status: 1,
  rebateRate: 0,
  remark: '',
  registerTime: 0,
  lastLoginTime: null,
} as const satisfies Partial<Account>;

export type NewAccount = Pick<Account, 'username' | 'password' | 'nickname' | 'type'> & Partial<Omit<Account, 'id'>>;

export const newAccount = (id: number, fields: NewAccount): Account => ({ ...ACCOUNT_DEFAULTS, ...fields, id });

const SEED_ACCOUNTS: readonly NewAccount[] = [
  {
    username: 'demo01', password: 'Demo@2026', nickname: 'Demo Player', type: MEMBER_TYPE.member,
    vipLevel: 3, vipName: 'Gold', avatarUrl: avatarPath(1), mobileNum: '09171234567', countryDialingCode: DEFAULT_DIALING_CODE,
    email: 'demo01@example.com', bankAccountName: 'DEMO PLAYER', googleSecret: DEMO_GOOGLE_SECRET, referralCode: 'DEMO01REF',
    openingBalanceCents: 1_234_567, points: 1280,
    paymentPassword: '135790', realName: 'Demo Player', birthday: '1990-05-17', uplineId: 1002, unreadMessages: 3, availablePromotions: 2,
  },
  {
    username: 'agent01', password: 'Agent@2026', nickname: 'Agent One', type: MEMBER_TYPE.agent,
    vipLevel: 5, vipName: 'Diamond', avatarUrl: avatarPath(2), mobileNum: '09181234567', countryDialingCode: DEFAULT_DIALING_CODE,
    email: 'agent01@example.com', affiliateCode: 'AGT001', paymentPassword: '135790', rebateRate: 2,
    openingBalanceCents: 5_000_000, points: 300, unreadMessages: 1, allowDownlineTransfer: true,
    consolidated: { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 },
  },
  {
    username: 'agent02', password: 'Agent@2026', nickname: 'Agent Two', type: 41,
    vipLevel: 4, vipName: 'Platinum', avatarUrl: avatarPath(3), email: 'agent02@example.com', affiliateCode: 'AGT002',
    openingBalanceCents: 8_000_000,
    consolidated: { dailysalreqtype: 2, divtypereq: 1, contracthoursalreq: 0, realtimesalreqtype: 0 },
  },
  {
    username: 'weak01', password: DEFAULT_WEAK_PASSWORD, nickname: 'Weak Password', type: MEMBER_TYPE.member,
    vipLevel: 1, vipName: 'Bronze',
    openingBalanceCents: 50_000,
  },
  {
    username: 'expired01', password: 'Expired@2026', nickname: 'Expired Password', type: MEMBER_TYPE.member,
    vipLevel: 2, vipName: 'Silver', avatarUrl: avatarPath(4), email: 'expired01@example.com',
    openingBalanceCents: 75_000, passwordExpired: true,
  },
  {
    username: 'fresh01', password: 'Fresh@2026', nickname: 'Fresh Player', type: MEMBER_TYPE.member,
    avatarUrl: avatarPath(5), email: 'fresh01@example.com',
    openingBalanceCents: 10_000, firstTimeLogin: true,
  },
  {
    username: 'weakagent01', password: DEFAULT_WEAK_PASSWORD, nickname: 'Weak Agent', type: MEMBER_TYPE.agent,
    vipLevel: 1, vipName: 'Bronze', affiliateCode: 'AGT009',
    openingBalanceCents: 100_000,
  },
  {
    // A direct downline agent of agent01 (the contract flow between two accounts).
    username: 'agent03', password: 'Agent@2026', nickname: 'Agent Three', type: MEMBER_TYPE.agent,
    vipLevel: 2, vipName: 'Silver', avatarUrl: avatarPath(6), email: 'agent03@example.com', affiliateCode: 'AGT003',
    paymentPassword: '135790', rebateRate: 1.8, uplineId: 1002,
    openingBalanceCents: 2_000_000,
    consolidated: { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 },
  },
];

const FIRST_ACCOUNT_ID = 1001;

export function seedAccounts(): Account[] {
  return SEED_ACCOUNTS.map((seed, index) => newAccount(FIRST_ACCOUNT_ID + index, seed));
}

const TRIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function createTrialAccount(id: number, rng: Rng, taken: (username: string) => boolean): Account {
  let username: string;
  do {
    username = `trial_${Array.from({ length: 4 }, () => rng.pick([...TRIAL_ALPHABET])).join('')}`;
  } while (taken(username));
  return newAccount(id, {
    username,
    password: null,
    nickname: username,
    type: MEMBER_TYPE.trial,
    vipName: 'Trial',
    openingBalanceCents: TRIAL_BALANCE * 100,
  });
}

export function toMemberInfo(account: Account): MemberInfo {
  return {
    id: account.id,
    account: account.username,
    userName: account.username,
    nickname: account.nickname,
    type: account.type,
    vipLevel: account.vipLevel,
    vipName: account.vipName,
    avatarUrl: account.avatarUrl,
    currency: CURRENCY.code,
    mobileNum: account.mobileNum,
    email: account.email,
  };
}

export const isTrial = (account: Account): boolean => account.type === MEMBER_TYPE.trial;

/** Agent types (SPEC §6): 1, 2, 41, 42. */
export const isAgent = (account: Account): boolean => [1, 2, 41, 42].includes(account.type);

/** Cents to the platform's amounts (2 decimals). */
export const toAmount = (cents: number): number => cents / 100;

/** The header balance: `balance` is the total of every wallet, `mainBalance` the main wallet's. */
export function toBalance(totalCents: number, mainCents: number): Balance {
  return { balance: toAmount(totalCents), mainBalance: toAmount(mainCents), currency: CURRENCY.code, currencySymbol: CURRENCY.symbol };
}
