import { fail, type Envelope } from '../../lib/envelope';
import { DAY_MS, formatTime, siteTime } from '../../money/clock';

/**
 * Time-outs and self-exclusion (issue 24; PAGCOR's self-exclusion of 6 months, 1 year or 5 years
 * with the first 6 months irrevocable). Either one ends every session of the account at once and
 * refuses every login until it ends.
 *
 * - A time-out (24 hours, 7 days, 30 days, 6 weeks) ends by itself and cannot be ended early.
 * - A self-exclusion (6 months, 1 year, 5 years, permanent) ends by itself at its end (never, when
 *   permanent). After its first 6 months the member may ask to end it early: it then ends after a
 *   cooling-off of 24 hours (7 days after a permanent one).
 * - A new one is refused while one runs (a signed-in member has none).
 */
export const TIMEOUT_CHOICES = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSION_CHOICES = ['6m', '1y', '5y', 'permanent'] as const;
export type TimeoutChoice = (typeof TIMEOUT_CHOICES)[number];
export type ExclusionChoice = (typeof EXCLUSION_CHOICES)[number];

export interface Exclusion {
  kind: 'timeout' | 'selfExclusion';
  choice: TimeoutChoice | ExclusionChoice;
  since: number;
  /** null = permanent */
  until: number | null;
  /** Self-exclusion: from when the member may ask to end it. */
  endableFrom: number | null;
}

/** account id → the running time-out or self-exclusion */
export type ExclusionState = Map<number, Exclusion>;
export const createExclusionState = (): ExclusionState => new Map();

export const COOLING_OFF_MS = DAY_MS;
export const PERMANENT_COOLING_OFF_MS = 7 * DAY_MS;

export const EXCLUSION_MESSAGES = {
  choiceInvalid: 'Choose a time-out of 24h, 7d, 30d or 6w, or a self-exclusion of 6m, 1y, 5y or permanent',
  timedOut: 'Your account is in a time-out. You cannot log in until it ends',
  selfExcluded: 'Your account is self-excluded. You cannot log in until it ends',
  notExcluded: 'This account is not self-excluded',
  locked: 'The first 6 months of a self-exclusion cannot be undone',
} as const;

const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T => (choices as readonly unknown[]).includes(value);
export const isTimeoutChoice = (value: unknown): value is TimeoutChoice => isOneOf(TIMEOUT_CHOICES, value);
export const isExclusionChoice = (value: unknown): value is ExclusionChoice => isOneOf(EXCLUSION_CHOICES, value);

const DURATIONS = {
  '24h': { hours: 24 },
  '7d': { days: 7 },
  '30d': { days: 30 },
  '6w': { weeks: 6 },
  '6m': { months: 6 },
  '1y': { years: 1 },
  '5y': { years: 5 },
} as const;

const after = (now: number, choice: keyof typeof DURATIONS): number => siteTime(now).plus(DURATIONS[choice]).toMillis();

/** The running exclusion, dropping one that has ended. */
export function exclusionOf(exclusions: ExclusionState, accountId: number, now: number): Exclusion | null {
  const exclusion = exclusions.get(accountId);
  if (!exclusion) return null;
  if (exclusion.until !== null && exclusion.until <= now) {
    exclusions.delete(accountId);
    return null;
  }
  return exclusion;
}

export function startExclusion(exclusions: ExclusionState, accountId: number, choice: TimeoutChoice | ExclusionChoice, now: number): Exclusion {
  const exclusion: Exclusion = isTimeoutChoice(choice)
    ? { kind: 'timeout', choice, since: now, until: after(now, choice), endableFrom: null }
    : { kind: 'selfExclusion', choice, since: now, until: choice === 'permanent' ? null : after(now, choice), endableFrom: after(now, '6m') };
  exclusions.set(accountId, exclusion);
  return exclusion;
}

export interface ExclusionView {
  kind: 'timeout' | 'selfExclusion';
  choice: string;
  since: string;
  until: string | null;
  endableFrom: string | null;
}

export const exclusionView = (exclusion: Exclusion): ExclusionView => ({
  kind: exclusion.kind,
  choice: exclusion.choice,
  since: formatTime(exclusion.since),
  until: exclusion.until === null ? null : formatTime(exclusion.until),
  endableFrom: exclusion.endableFrom === null ? null : formatTime(exclusion.endableFrom),
});

/** The refusal of a login during a time-out or a self-exclusion (value: when it ends). */
export function loginRefusal(exclusions: ExclusionState, accountId: number, now: number): Envelope<ExclusionView> | null {
  const exclusion = exclusionOf(exclusions, accountId, now);
  if (!exclusion) return null;
  return exclusion.kind === 'timeout'
    ? fail(EXCLUSION_MESSAGES.timedOut, exclusionView(exclusion), 'TIMED_OUT')
    : fail(EXCLUSION_MESSAGES.selfExcluded, exclusionView(exclusion), 'SELF_EXCLUDED');
}

/**
 * Asks to end a self-exclusion early: refused in its first 6 months; otherwise it ends after the
 * cooling-off (24 hours, 7 days after a permanent one), or at its own end if that comes first.
 */
export function requestExclusionEnd(exclusions: ExclusionState, accountId: number, now: number): Envelope<ExclusionView | null> {
  const exclusion = exclusionOf(exclusions, accountId, now);
  if (!exclusion || exclusion.kind !== 'selfExclusion') return fail(EXCLUSION_MESSAGES.notExcluded, null, 'NOT_SELF_EXCLUDED');
  if (exclusion.endableFrom !== null && exclusion.endableFrom > now) return fail(EXCLUSION_MESSAGES.locked, exclusionView(exclusion), 'EXCLUSION_LOCKED');
  const end = now + (exclusion.choice === 'permanent' ? PERMANENT_COOLING_OFF_MS : COOLING_OFF_MS);
  exclusion.until = exclusion.until === null ? end : Math.min(exclusion.until, end);
  return { success: true, value: exclusionView(exclusion), message: null };
}
