import type { Catalogue } from '../catalogue/catalogue';
import type { Game } from '../catalogue/types';
import { SEED } from '../config';
import { createRng, type Rng } from '../lib/prng';
import { createClock, nowOf, type SimClock } from '../money/clock';
import { createMoneyState, type MoneyState } from '../money/money-state';
import { openAccountMoney, seedMoney } from '../money/seed-money';
import { createTeamState, type TeamState } from '../team/team-state';
import { seedContracts } from '../team/contract-seed';
import { seedOnline, seedTeamAccounts, seedTeamHistory, TEAM_SECOND_AGENT, TEAM_TOP_USERNAME } from '../team/team-seed';
import { createMessageState, type MessageState } from '../features/messages/message-state';
import { createPointsState, type PointsState } from '../features/points/points-state';
import { createPromoState, type PromoState } from '../features/promotions/promotion-state';
import { createRgState, type RgState } from '../features/responsible-gaming/rg-state';
import { createMissionState, type MissionState } from '../features/missions/mission-state';
import { markBetsCounted } from '../features/points/bet-points';
import { createReferralState, type ReferralState } from '../features/referral/referral-state';
import { createCspReportState, type CspReportState } from '../features/csp-reports/csp-report-state';
import { createRemoteLoadState, type RemoteLoadState } from '../features/remote-loads/remote-load-state';
import { seedAccounts, type Account } from './accounts';
import { defaultFeatures, type Features } from './features';
import { registerSettings, type RegisterFieldRule } from './register-settings';

/** System status (SPEC §4): 0 normal, 1 maintenance, 2 region restricted. */
export type SystemStatus = 0 | 1 | 2;

/** Injected by the control API: delay, HTTP status or malformed body for matching paths. */
export interface Fault {
  id: number;
  path: string;
  status?: number;
  delayMs?: number;
  malformed?: boolean | 'invalid-json';
  /** Requests left before the fault removes itself; undefined = unlimited. */
  remaining?: number;
}

/** Planted by the control API: property values set in the JSON answers of matching paths. */
export interface Plant {
  id: number;
  path: string;
  /** property name → value set wherever that property occurs in the answer */
  set: Record<string, unknown>;
  /** properties whose value is a list handed out one per occurrence, in order */
  each?: string[];
}

/** The last SMS code sent to a mobile number (state/sms.ts). */
export interface SmsCode {
  code: string;
  sentAt: number;
}

/** A password login from an unregistered IP waiting for its extra verification. */
export interface PendingIpVerification {
  accountId: number;
  ip: string;
  methods: readonly string[];
}

/** A launched game (the simulator's demo game page plays it). */
export interface GameSession {
  /** null for a free trial launched without an account. */
  accountId: number | null;
  gameName: string;
  spins: number;
  /** Free-trial (fun) sessions play with virtual money, never the wallet. */
  funBalanceCents: number | null;
  /** Real-money sessions: the game their bets are recorded under and the wallet they play on. */
  game: Game | null;
  walletId: number | null;
}

export interface FeedbackEntry {
  id: number;
  accountId: number | null;
  type: string;
  content: string;
  contact: string | null;
  createdAt: string;
}

export interface PasswordResetEmail {
  username: string;
  email: string;
  sentAt: string;
}

/** Everything requests can change; `resetState` brings it back to the seed. */
export interface SimState {
  accounts: Map<number, Account>;
  /** token → account id */
  sessions: Map<string, number>;
  /** lower-cased usernames whose next login needs a captcha */
  captchaRequired: Set<string>;
  /** captcha uuid → answer */
  captchas: Map<string, string>;
  status: SystemStatus;
  features: Features;
  /** Registration field rules served by /wps/system/setting/register and enforced on register. */
  registerSettings: Record<string, RegisterFieldRule>;
  faults: Fault[];
  plants: Plant[];
  /** mobile key (state/mobile.ts) → last code sent */
  smsCodes: Map<string, SmsCode>;
  /** Extra verification for logins from unregistered IPs (POST /__sim/ip-check). */
  ipCheck: boolean;
  /** account id → IPs that passed verification (or registered from) */
  knownIps: Map<number, Set<string>>;
  /** verifyToken → pending verification */
  ipVerifications: Map<string, PendingIpVerification>;
  /** account id → favourite nodeIds, newest first */
  favorites: Map<number, number[]>;
  /** account id → launched nodeIds, newest first */
  recentGames: Map<number, number[]>;
  /** account id → launched lottery game codes, newest first */
  recentLottery: Map<number, string[]>;
  /** demo game session id → session */
  gameSessions: Map<string, GameSession>;
  feedback: FeedbackEntry[];
  passwordResetEmails: PasswordResetEmail[];
  nextAccountId: number;
  nextFaultId: number;
  nextPlantId: number;
  nextFeedbackId: number;
  /** Drives generated values (trial names) so a run after reset repeats itself. */
  rng: Rng;
  /** The simulator clock (money times, expiries, day ranges); the control API moves it. */
  clock: SimClock;
  /** Ledgers, bets, orders, cards (src/money). */
  money: MoneyState;
  /** The agent centre: contracts, salary records, affiliate links, logins (src/team). */
  team: TeamState;
  /** Promotions: participations, applications and their images, tickets, claim history. */
  promo: PromoState;
  /** The points mall: points ledgers, reward stock, redeem orders. */
  points: PointsState;
  /** Every account's mailbox: platform messages in, messages to customer service out. */
  messages: MessageState;
  /** Responsible gaming: deposit limits, session reminders, session start times. */
  rg: RgState;
  /** Referral: the REFERRAL switch, own codes, invitees. */
  referral: ReferralState;
  /** Missions: each account's progress records and claimed milestones. */
  missions: MissionState;
  /** Content-Security-Policy violations the site's pages reported (POST /csp-report), the newest ones. */
  cspReports: CspReportState;
  /** Remote loads and failures by release the shells reported (POST /wps/v2/metrics/remote-loads; issue 25). */
  remoteLoads: RemoteLoadState;
}

/** Seed accounts exist since long before the team's history. */
const SEED_ACCOUNT_AGE_MS = 400 * 24 * 60 * 60 * 1000;

export function createSeedState(catalogue: Catalogue): SimState {
  const clock = createClock();
  const now = nowOf(clock);
  const seeded = seedAccounts();
  for (const account of seeded) account.registerTime = now - SEED_ACCOUNT_AGE_MS;
  const byName = (username: string): Account => {
    const found = seeded.find((account) => account.username === username);
    if (!found) throw new Error(`seed account ${username} missing`);
    return found;
  };
  const teamAccounts = seedTeamAccounts(byName(TEAM_TOP_USERNAME), byName(TEAM_SECOND_AGENT), now);
  const accounts = [...seeded, ...teamAccounts];
  const money = createMoneyState(catalogue);
  const team = createTeamState();
  seedMoney(money, catalogue, seeded, now);
  seedTeamHistory(money, team, catalogue, teamAccounts, now);
  seedOnline(team, teamAccounts);
  const everyone = new Map(accounts.map((account) => [account.username, account]));
  const anyByName = (username: string): Account => {
    const found = everyone.get(username);
    if (!found) throw new Error(`seed account ${username} missing`);
    return found;
  };
  const state: SimState = {
    accounts: new Map(accounts.map((account) => [account.id, account])),
    sessions: new Map(),
    captchaRequired: new Set(),
    captchas: new Map(),
    status: 0,
    features: defaultFeatures(),
    registerSettings: registerSettings(),
    faults: [],
    plants: [],
    smsCodes: new Map(),
    ipCheck: false,
    knownIps: new Map(),
    ipVerifications: new Map(),
    favorites: new Map(),
    recentGames: new Map(),
    recentLottery: new Map(),
    gameSessions: new Map(),
    feedback: [],
    passwordResetEmails: [],
    nextAccountId: Math.max(...accounts.map((account) => account.id)) + 1,
    nextFaultId: 1,
    nextPlantId: 1,
    nextFeedbackId: 1,
    rng: createRng(SEED ^ 0x5eed),
    clock,
    money,
    team,
    promo: createPromoState(now, everyone.get('demo01')),
    points: createPointsState(seeded, now),
    messages: createMessageState(accounts, now),
    rg: createRgState(),
    referral: createReferralState(seeded, now),
    missions: createMissionState(seeded, now),
    cspReports: createCspReportState(),
    remoteLoads: createRemoteLoadState(),
  };
  seedContracts(state, anyByName, now);
  // Points from bets start with the simulator: the seeded history has its points already.
  markBetsCounted(state.points, money);
  return state;
}

/** Resets in place, so every module holding the state object sees the seed again. */
export function resetState(state: SimState, catalogue: Catalogue): void {
  Object.assign(state, createSeedState(catalogue));
}

export function findAccountByUsername(state: SimState, username: string): Account | undefined {
  const wanted = username.toLowerCase();
  for (const account of state.accounts.values()) {
    if (account.username.toLowerCase() === wanted) return account;
  }
  return undefined;
}

export function addAccount(state: SimState, create: (id: number) => Account): Account {
  const account = create(state.nextAccountId);
  account.registerTime = nowOf(state.clock);
  state.nextAccountId += 1;
  state.accounts.set(account.id, account);
  openAccountMoney(state.money, account, nowOf(state.clock));
  return account;
}

/** Puts a value first in a per-account list of ids (no duplicates), keeping at most `max`. */
export function pushRecent<T>(lists: Map<number, T[]>, accountId: number, value: T, max: number): T[] {
  const list = [value, ...(lists.get(accountId) ?? []).filter((item) => item !== value)].slice(0, max);
  lists.set(accountId, list);
  return list;
}
