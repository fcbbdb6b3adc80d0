import type { GameType } from '../../catalogue/types';

/** The missions of the simulator (issue 12, chosen content). */
export type Language = 'EN' | 'TY';
type Texts = Readonly<Record<Language, string>>;

/** DAILY: a site day; WEEKLY: Sunday to Saturday (site days); EVENT: fixed dates (seeded relative to the start). */
export type MissionPeriod = 'DAILY' | 'WEEKLY' | 'EVENT';
/** What moves a mission: the settled valid bet (pesos) or the number of settled bets. */
export type MissionMetric = 'VALID_BET' | 'BET_COUNT';

export interface MilestoneDefinition {
  target: number;
  /** Pesos paid to the main wallet when claimed. */
  reward: number;
}

export interface MissionDefinition {
  missionId: number;
  name: Texts;
  description: Texts;
  period: MissionPeriod;
  metric: MissionMetric;
  /** Only bets of this category count; null: every category. */
  gameType: GameType | null;
  milestones: readonly MilestoneDefinition[];
  /** EVENT missions: start and end relative to the simulator's start (days; the end is exclusive). */
  eventDays?: { from: number; to: number };
}

export const MISSIONS: readonly MissionDefinition[] = [
  {
    missionId: 1,
    name: { EN: 'Daily bettor', TY: 'Araw-araw na taya' },
    description: { EN: 'Place valid bets today on any game.', TY: 'Tumaya ngayong araw sa kahit anong laro.' },
    period: 'DAILY', metric: 'VALID_BET', gameType: null,
    milestones: [{ target: 100, reward: 5 }, { target: 500, reward: 10 }, { target: 2000, reward: 30 }],
  },
  {
    missionId: 2,
    name: { EN: 'Slots spinner', TY: 'Slots spinner' },
    description: { EN: 'Bet 1,000 on slots today.', TY: 'Tumaya ng 1,000 sa slots ngayong araw.' },
    period: 'DAILY', metric: 'VALID_BET', gameType: 'RNG',
    milestones: [{ target: 1000, reward: 20 }],
  },
  {
    missionId: 3,
    name: { EN: 'Live table regular', TY: 'Suki ng live table' },
    description: { EN: 'Play 3 live casino bets today.', TY: 'Maglaro ng 3 taya sa live casino ngayong araw.' },
    period: 'DAILY', metric: 'BET_COUNT', gameType: 'LIVE',
    milestones: [{ target: 3, reward: 15 }],
  },
  {
    missionId: 4,
    name: { EN: 'Weekly high roller', TY: 'High roller ng linggo' },
    description: { EN: 'Valid bets this week, Sunday to Saturday.', TY: 'Mga taya ngayong linggo, Linggo hanggang Sabado.' },
    period: 'WEEKLY', metric: 'VALID_BET', gameType: null,
    milestones: [{ target: 1000, reward: 20 }, { target: 5000, reward: 50 }, { target: 20000, reward: 150 }],
  },
  {
    missionId: 5,
    name: { EN: 'Weekly player', TY: 'Manlalaro ng linggo' },
    description: { EN: 'Place bets this week.', TY: 'Tumaya ngayong linggo.' },
    period: 'WEEKLY', metric: 'BET_COUNT', gameType: null,
    milestones: [{ target: 10, reward: 10 }, { target: 50, reward: 30 }],
  },
  {
    missionId: 6,
    name: { EN: 'Fishing hunter', TY: 'Mangingisda' },
    description: { EN: 'Bet 500 on fishing games today.', TY: 'Tumaya ng 500 sa fishing ngayong araw.' },
    period: 'DAILY', metric: 'VALID_BET', gameType: 'FISH',
    milestones: [{ target: 500, reward: 10 }],
  },
  {
    missionId: 7,
    name: { EN: 'Launch week challenge', TY: 'Hamon ng launch week' },
    description: { EN: 'Place 5 bets during launch week.', TY: 'Tumaya nang 5 beses sa launch week.' },
    period: 'EVENT', metric: 'BET_COUNT', gameType: null,
    milestones: [{ target: 5, reward: 25 }],
    eventDays: { from: -8, to: -1 },
  },
];

export const findMission = (missionId: number): MissionDefinition | undefined => MISSIONS.find((mission) => mission.missionId === missionId);

/** The weekly leaderboard's other players (chosen): masked names and their valid bet this week. */
export const LEADERBOARD_PLAYERS: readonly { username: string; value: number }[] = [
  { username: 'lu***88', value: 98_000 },
  { username: 'ma***ph', value: 76_500 },
  { username: 'bi***on', value: 54_000 },
  { username: 'ro***23', value: 33_210 },
  { username: 'ch***ie', value: 12_800 },
  { username: 'ki***07', value: 4_000 },
  { username: 'je***ay', value: 1_100 },
  { username: 'an***la', value: 900 },
  { username: 'ra***ck', value: 640 },
  { username: 'to***ny', value: 300 },
  { username: 'el***sa', value: 150 },
];

/** How many rows the leaderboard shows (chosen). */
export const LEADERBOARD_SIZE = 10;
