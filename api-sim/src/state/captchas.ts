import { randomInt } from 'node:crypto';
import type { SimState } from './sim-state';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
/** Oldest answers are dropped beyond this many outstanding captchas. */
const MAX_OUTSTANDING = 1000;

/** Stores a new answer for the client's uuid (replacing an earlier one) and returns it. */
export function issueCaptcha(state: SimState, uuid: string): string {
  const answer = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  state.captchas.delete(uuid);
  state.captchas.set(uuid, answer);
  if (state.captchas.size > MAX_OUTSTANDING) {
    const oldest = state.captchas.keys().next().value;
    if (oldest !== undefined) state.captchas.delete(oldest);
  }
  return answer;
}

/** Checks and consumes the answer of a captcha (case-insensitive): every answer can be tried once. */
export function verifyCaptcha(state: SimState, uuid: string | undefined, answer: string): boolean {
  if (uuid === undefined) return false;
  const expected = state.captchas.get(uuid);
  state.captchas.delete(uuid);
  return expected !== undefined && expected.toUpperCase() === answer.trim().toUpperCase();
}
