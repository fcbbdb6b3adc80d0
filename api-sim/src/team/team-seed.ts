import type { Catalogue } from '../catalogue/catalogue';
import { GAME_TYPES, type Game, type GameType } from '../catalogue/types';
import { SEED } from '../config';
import { createRng, type Rng } from '../lib/prng';
import { DAY_MS, startOfSiteDay } from '../money/clock';
import { nextOrderNo } from '../money/ledger';
import { ledgerOf, type MoneyState } from '../money/money-state';
import { placeBet, postMain, settleBet } from '../money/operations';
import { rebateRate } from '../money/rebate-rates';
import { TX } from '../money/transaction-types';
import { MAIN_WALLET_ID } from '../money/wallets';
import { MEMBER_TYPE, newAccount, type Account } from '../state/accounts';
import { recordLogin, type TeamState } from './team-state';

/**
 * agent01's seeded team (api-sim/README.md, "Agent centre"): agent03 and ta101–ta105 directly
 * under agent01, three agents under each of those (ta201–ta218), one under each of those
 * (ta301–ta318), and members (tm001…) at every level: 213 downlines with demo01. Every team
 * account's password is TEAM_PASSWORD. Deterministic for a given clock.
 */
export const TEAM_PASSWORD = 'Team@2026';
export const TEAM_TOP_USERNAME = 'agent01';
export const TEAM_SECOND_AGENT = 'agent03';
export const FIRST_TEAM_ID = 2001;
/** Days of team history before today (today's part up to the clock is seeded too). */
export const TEAM_HISTORY_DAYS = 90;

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const FIRST_NAMES = ['Ana', 'Ben', 'Carla', 'Dan', 'Ella', 'Faye', 'Gio', 'Hana', 'Ivan', 'Jo', 'Kim', 'Leo', 'Mia', 'Nico', 'Olga', 'Paolo', 'Rina', 'Sam', 'Tess', 'Vince'];
const LAST_INITIALS = 'ABCDEFGHJKLMNPRSTV';
const STAKES = [1000, 2000, 5000, 10_000, 20_000] as const;
const ODDS: Readonly<Record<GameType, { chance: number; min: number; max: number }>> = {
  LOTT: { chance: 0.2, min: 3, max: 6 },
  ELOTT: { chance: 0.3, min: 2, max: 4.2 },
  LIVE: { chance: 0.47, min: 1.9, max: 2.1 },
  SPORTS: { chance: 0.47, min: 1.7, max: 2.3 },
  ESPORTS: { chance: 0.46, min: 1.7, max: 2.4 },
  FISH: { chance: 0.4, min: 1.2, max: 3.3 },
  RNG: { chance: 0.35, min: 1.2, max: 4.0 },
  PVP: { chance: 0.48, min: 1.9, max: 2.0 },
};

interface Counters {
  member: number;
  agent: Record<1 | 2 | 3, number>;
}

/** The team accounts under agent01 (agent03 is a seed account; its downlines are generated here). */
export function seedTeamAccounts(top: Account, second: Account, now: number): Account[] {
  const rng = createRng(SEED ^ 0x7ea3);
  const accounts: Account[] = [];
  const counters: Counters = { member: 0, agent: { 1: 0, 2: 0, 3: 0 } };
  let nextId = FIRST_TEAM_ID;
  const today = startOfSiteDay(now);

  const create = (upline: Account, kind: 'agent' | 'member', level: 1 | 2 | 3 | 4): Account => {
    const username = kind === 'agent' ? `ta${level}${String(++counters.agent[level as 1 | 2 | 3]).padStart(2, '0')}` : `tm${String(++counters.member).padStart(3, '0')}`;
    const daysAgo = kind === 'agent' ? rng.int(200, 400) : rng.int(1, 360);
    const isNew = kind === 'member' && counters.member % 40 === 7;
    const registerTime = isNew ? Math.max(today, now - rng.int(1, 6) * HOUR) : today - daysAgo * DAY_MS + rng.int(9, 20) * HOUR;
    const status: Account['status'] = kind === 'agent' ? 1 : counters.member % 29 === 11 ? 0 : counters.member % 37 === 5 ? 2 : counters.member % 53 === 20 ? 7 : 1;
    const account = newAccount(nextId++, {
      username,
      password: TEAM_PASSWORD,
      nickname: `${rng.pick(FIRST_NAMES)} ${rng.pick([...LAST_INITIALS])}.`,
      type: kind === 'agent' ? MEMBER_TYPE.agent : MEMBER_TYPE.member,
      vipLevel: rng.int(0, 3),
      vipName: 'Normal',
      uplineId: upline.id,
      rebateRate: Math.max(0, Math.round((upline.rebateRate - (kind === 'agent' ? 0.2 : rng.int(2, 6) / 10)) * 10) / 10),
      registerTime,
      status,
      paymentPassword: '135790',
      affiliateCode: kind === 'agent' ? username.toUpperCase() : null,
      consolidated: kind === 'agent' ? { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 } : null,
    });
    accounts.push(account);
    return account;
  };

  const members = (upline: Account, count: number, level: 1 | 2 | 3 | 4): void => {
    for (let index = 0; index < count; index += 1) create(upline, 'member', level);
  };

  const level1 = [second, ...Array.from({ length: 5 }, () => create(top, 'agent', 1))];
  members(top, 14, 1);
  for (const agent1 of level1) {
    members(agent1, 8, 2);
    for (let a = 0; a < 3; a += 1) {
      const agent2 = create(agent1, 'agent', 2);
      members(agent2, 4, 3);
      const agent3 = create(agent2, 'agent', 3);
      members(agent3, 2, 4);
    }
  }
  return accounts;
}

function playableGames(catalogue: Catalogue): Map<GameType, Game[]> {
  const closed = new Set(catalogue.vendors.filter((vendor) => vendor.maintenance).map((vendor) => `${vendor.vassalage}:${vendor.gameType}`));
  return new Map(
    GAME_TYPES.map((type) => [type, (catalogue.gamesByType.get(type) ?? []).filter((game) => !closed.has(`${game.vassalage}:${game.gameType}`)).slice(0, 40)]),
  );
}

/**
 * Each team account's history on its main wallet, through the money operations the member
 * centre uses (so every balance is the sum of its ledger): a first deposit when it registered,
 * sessions of bets on active days (a login each), deposits when short, some withdrawals and
 * bonuses, and daily rebates at 00:30 for the previous day's settled valid bets.
 */
export function seedTeamHistory(money: MoneyState, team: TeamState, catalogue: Catalogue, accounts: readonly Account[], now: number): void {
  const games = playableGames(catalogue);
  const today = startOfSiteDay(now);
  const firstDay = today - TEAM_HISTORY_DAYS * DAY_MS;
  for (const account of accounts) seedAccountHistory(money, team, games, account, { now, today, firstDay }, createRng(SEED ^ (account.id * 2654435761)));
}

interface Days {
  now: number;
  today: number;
  firstDay: number;
}

function seedAccountHistory(money: MoneyState, team: TeamState, games: Map<GameType, Game[]>, account: Account, days: Days, rng: Rng): void {
  const { now, today, firstDay } = days;
  const latest = now - MINUTE;
  const ledger = ledgerOf(money, account.id);
  const balance = (): number => ledger.balances.get(MAIN_WALLET_ID) ?? 0;
  const deposit = (time: number, cents: number): void => {
    postMain(money, account.id, TX.deposit, cents, time, { orderNo: nextOrderNo(money, 'D'), remark: 'GCash' });
  };
  if (account.registerTime > latest) return;
  const registerDay = startOfSiteDay(account.registerTime);
  const start = Math.max(registerDay, firstDay - DAY_MS);
  const opening = Math.max(account.registerTime, start) + 10 * MINUTE;
  if (opening > latest) return;
  deposit(opening, rng.int(5, 50) * 10_000);
  const activity = account.type === MEMBER_TYPE.member ? 0.1 + rng.next() * 0.25 : 0.05 + rng.next() * 0.1;
  const stakeScale = rng.pick([1, 1, 2, 5]);
  const favourite = rng.pick(GAME_TYPES);
  let lastLogin: number | null = null;
  let validYesterday = new Map<GameType, number>();
  const firstActive = Math.max(registerDay, firstDay);
  for (let day = firstActive; day <= today; day += DAY_MS) {
    for (const [gameType, validCents] of validYesterday) {
      const rebate = Math.floor((validCents * rebateRate(gameType, account.vipLevel)) / 100);
      if (rebate > 0 && day + 30 * MINUTE <= latest) postMain(money, account.id, TX.betRebate, rebate, day + 30 * MINUTE, { orderNo: nextOrderNo(money, 'R'), remark: `${gameType} rebate`, gameType });
    }
    validYesterday = new Map();
    const registeredToday = day === registerDay;
    if (account.status !== 1 || !(registeredToday || rng.chance(activity))) continue;
    let time = Math.max(day + rng.int(10 * 60, 21 * 60) * MINUTE, opening + MINUTE);
    if (time > latest) continue;
    lastLogin = time;
    recordLogin(team, account.id, time);
    if (balance() < 50_000 || rng.chance(0.1)) deposit(time, rng.int(5, 30) * 10_000);
    if (rng.chance(0.03)) postMain(money, account.id, TX.bonus, rng.int(50, 200) * 100, time, { orderNo: nextOrderNo(money, 'P'), remark: 'Reload bonus' });
    const gameType = rng.chance(0.6) ? favourite : rng.pick(GAME_TYPES);
    const game = rng.pick(games.get(gameType) ?? []);
    const bets = rng.int(2, 6);
    for (let n = 0; n < bets; n += 1) {
      time += rng.int(1, 4) * MINUTE;
      const stake = rng.pick(STAKES) * stakeScale;
      if (time > latest || balance() < stake) break;
      const bet = placeBet(money, account.id, game, MAIN_WALLET_ID, stake, time);
      const odds = ODDS[gameType];
      const settleAt = time + (gameType === 'SPORTS' || gameType === 'ESPORTS' ? 2 * HOUR : rng.int(1, 3) * MINUTE);
      const win = rng.chance(odds.chance) ? Math.round((stake * (odds.min + rng.next() * (odds.max - odds.min))) / 100) * 100 : 0;
      if (settleAt <= latest) {
        settleBet(money, bet, win, settleAt);
        validYesterday.set(gameType, (validYesterday.get(gameType) ?? 0) + bet.validBetCents);
      }
    }
    if (balance() > 800_000 && rng.chance(0.2) && time + HOUR <= latest) {
      postMain(money, account.id, TX.withdraw, -Math.floor(balance() / 20_000) * 10_000, time + HOUR, { orderNo: nextOrderNo(money, 'W'), remark: 'BDO Unibank' });
    }
  }
  account.lastLoginTime = lastLogin;
  money.rebatePaidThrough.set(account.id, now >= today + 30 * MINUTE ? today : today - DAY_MS);
}

/** About one team account in eight shows online (seeded; a live session shows online too). */
export function seedOnline(team: TeamState, accounts: readonly Account[]): void {
  const rng = createRng(SEED ^ 0x0411);
  for (const account of accounts) if (account.status === 1 && rng.chance(0.12)) team.seededOnline.add(account.id);
}
