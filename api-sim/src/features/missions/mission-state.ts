import { fail, ok } from '../../lib/envelope';
import { DAY_MS, formatTime, startOfSiteDay } from '../../money/clock';
import { mainBalance } from '../../money/ledger';
import { ledgerOf, type MoneyState } from '../../money/money-state';
import { postMain } from '../../money/operations';
import { TX } from '../../money/transaction-types';
import { toAmount, type Account } from '../../state/accounts';
import { periodEnd, periodStart } from '../../team/contract-rules';
import { findMission, LEADERBOARD_PLAYERS, LEADERBOARD_SIZE, MISSIONS, type Language, type MissionDefinition } from './mission-catalogue';

/** Reward status (PLATFORM-FACTS): A received, I claimable, E expired, F finished, null in progress. */
export type RewardStatus = 'A' | 'I' | 'E' | 'F' | null;

/** One account's run of one mission in one period. */
export interface MissionRecord {
  periodStart: number;
  /** Progress set by the seed or the operator, added to what bets brought since `countFrom`. */
  base: number;
  /** Settled bets placed from this instant on count. */
  countFrom: number;
  /** Indexes of the milestones whose reward was paid. */
  claimed: Set<number>;
}

export interface MissionState {
  /** The simulator's start: bets of the seeded history never count. */
  startedAt: number;
  /** `${accountId}:${missionId}` → the current (or last) period's record. */
  records: Map<string, MissionRecord>;
}

export const MISSION_MESSAGES = {
  off: 'Missions are not available',
  notFound: 'Mission not found',
  nothingToClaim: 'There is no reward to claim for this mission',
  expired: 'This mission has ended',
} as const;

/** Missions a page (PLATFORM-FACTS: 5). */
export const MISSION_PAGE_SIZE = 5;

const key = (account: Account, mission: MissionDefinition) => `${account.id}:${mission.missionId}`;

export function periodOf(state: MissionState, mission: MissionDefinition, now: number): { start: number; end: number } {
  if (mission.period === 'DAILY') {
    const start = startOfSiteDay(now);
    return { start, end: start + DAY_MS };
  }
  if (mission.period === 'WEEKLY') {
    const start = periodStart('DIVIDEND', 'W', now);
    return { start, end: periodEnd('DIVIDEND', 'W', start) };
  }
  const day = startOfSiteDay(state.startedAt);
  return { start: day + (mission.eventDays?.from ?? 0) * DAY_MS, end: day + (mission.eventDays?.to ?? 0) * DAY_MS };
}

/** The record of the period on now (a new period starts from nothing). */
export function recordOf(state: MissionState, account: Account, mission: MissionDefinition, now: number): MissionRecord {
  const { start } = periodOf(state, mission, now);
  const known = state.records.get(key(account, mission));
  if (known && known.periodStart === start) return known;
  const fresh: MissionRecord = { periodStart: start, base: 0, countFrom: Math.max(start, state.startedAt), claimed: new Set() };
  state.records.set(key(account, mission), fresh);
  return fresh;
}

/** Progress: the record's base plus the settled bets of the mission's category since `countFrom` (pesos or a count). */
export function progressOf(state: MissionState, money: MoneyState, account: Account, mission: MissionDefinition, now: number): number {
  const record = recordOf(state, account, mission, now);
  const { end } = periodOf(state, mission, now);
  let value = 0;
  for (const bet of money.bets.get(account.id) ?? []) {
    if (bet.winCents === null || bet.betTime < record.countFrom || bet.betTime >= end) continue;
    if (mission.gameType !== null && bet.gameType !== mission.gameType) continue;
    value += mission.metric === 'VALID_BET' ? bet.validBetCents : 1;
  }
  return record.base + (mission.metric === 'VALID_BET' ? toAmount(value) : value);
}

export function toMissionView(state: MissionState, money: MoneyState, account: Account, mission: MissionDefinition, now: number, language: Language) {
  const record = recordOf(state, account, mission, now);
  const period = periodOf(state, mission, now);
  const ended = now >= period.end;
  const progress = progressOf(state, money, account, mission, now);
  const milestones = mission.milestones.map((milestone, index) => {
    const reached = progress >= milestone.target;
    const rewardStatus: RewardStatus = record.claimed.has(index) ? 'A' : ended ? 'E' : reached ? 'I' : null;
    return { index, target: milestone.target, reward: milestone.reward, reached, rewardStatus };
  });
  const statuses = milestones.map((milestone) => milestone.rewardStatus);
  const rewardStatus: RewardStatus = statuses.every((status) => status === 'A')
    ? 'F'
    : statuses.includes('I')
      ? 'I'
      : ended
        ? 'E'
        : statuses.includes('A')
          ? 'A'
          : null;
  return {
    missionId: mission.missionId,
    missionName: mission.name[language],
    description: mission.description[language],
    period: mission.period,
    metric: mission.metric,
    gameType: mission.gameType,
    startTime: formatTime(period.start),
    endTime: formatTime(period.end),
    progress,
    target: mission.milestones[mission.milestones.length - 1]?.target ?? 0,
    rewardStatus,
    claimableAmount: milestones.filter((milestone) => milestone.rewardStatus === 'I').reduce((sum, milestone) => sum + milestone.reward, 0),
    milestones,
  };
}

export const missionViews = (state: MissionState, money: MoneyState, account: Account, now: number, language: Language) =>
  MISSIONS.map((mission) => toMissionView(state, money, account, mission, now, language));

/** The member centre's badge and CSP_unreadCount.missionCount: missions with a reward to claim. */
export const claimableCount = (state: MissionState, money: MoneyState, account: Account, now: number): number =>
  missionViews(state, money, account, now, 'EN').filter((mission) => mission.rewardStatus === 'I').length;

/** Pays every claimable milestone of the mission at once, to the main wallet (5101); a second claim finds nothing. */
export function claimMission(state: MissionState, money: MoneyState, account: Account, missionId: number, now: number, language: Language) {
  const mission = findMission(missionId);
  if (!mission) return fail(MISSION_MESSAGES.notFound, null, 'NOT_FOUND');
  const view = toMissionView(state, money, account, mission, now, language);
  if (view.rewardStatus === 'E') return fail(MISSION_MESSAGES.expired, null, 'MISSION_EXPIRED');
  const claimable = view.milestones.filter((milestone) => milestone.rewardStatus === 'I');
  if (claimable.length === 0) return fail(MISSION_MESSAGES.nothingToClaim, null, 'NOTHING_TO_CLAIM');
  const record = recordOf(state, account, mission, now);
  const amount = claimable.reduce((sum, milestone) => sum + milestone.reward, 0);
  for (const milestone of claimable) record.claimed.add(milestone.index);
  const row = postMain(money, account.id, TX.bonus, Math.round(amount * 100), now, { remark: `Mission reward: ${mission.name.EN}` });
  return ok({
    orderNo: row.orderNo,
    amount,
    mainBalance: toAmount(mainBalance(ledgerOf(money, account.id))),
    mission: toMissionView(state, money, account, mission, now, language),
  });
}

/** The operator sets a mission's progress for the current period (bets from now on add to it). */
export function setProgress(state: MissionState, account: Account, mission: MissionDefinition, progress: number, now: number): void {
  const record = recordOf(state, account, mission, now);
  record.base = progress;
  record.countFrom = now;
}

/** The weekly leaderboard (mission 4's measure, the valid bet this week): the top 10 and my rank. */
export function leaderboard(state: MissionState, money: MoneyState, account: Account, now: number) {
  const weekly = findMission(4) ?? MISSIONS[0];
  const mine = weekly ? progressOf(state, money, account, weekly, now) : 0;
  const rows = [...LEADERBOARD_PLAYERS.map((player) => ({ username: player.username, value: player.value, me: false })), { username: account.username, value: mine, me: true }]
    // Ties: the other player first (chosen).
    .sort((a, b) => b.value - a.value || Number(a.me) - Number(b.me))
    .map((row, index) => ({ rank: index + 1, ...row }));
  const me = rows.find((row) => row.me);
  const period = weekly ? periodOf(state, weekly, now) : { start: now, end: now };
  return {
    period: 'WEEKLY',
    startTime: formatTime(period.start),
    endTime: formatTime(period.end),
    list: rows.slice(0, LEADERBOARD_SIZE),
    myRank: me?.rank ?? null,
    myValue: mine,
  };
}

/** Seed: demo01 has two missions to claim (1 and 2), one finished (3), one received (4), one in progress (5), one expired (7). */
export function createMissionState(accounts: readonly Account[], now: number): MissionState {
  const state: MissionState = { startedAt: now, records: new Map() };
  const demo = accounts.find((account) => account.username === 'demo01');
  if (!demo) return state;
  const seed = (missionId: number, base: number, claimed: number[]) => {
    const mission = findMission(missionId);
    if (!mission) return;
    const record = recordOf(state, demo, mission, now);
    record.base = base;
    for (const index of claimed) record.claimed.add(index);
  };
  seed(1, 600, [0]);
  seed(2, 1000, []);
  seed(3, 3, [0]);
  seed(4, 1250, [0]);
  seed(5, 4, []);
  seed(7, 2, []);
  return state;
}
