import { createHash } from 'node:crypto';
import { badRequest, fail, type Envelope } from '../lib/envelope';
import type { Payload } from '../lib/input';
import { DAY_MS, parseSiteTime, startOfSiteDay } from './clock';
import type { MoneyCallName } from './money-calls';
import type { MoneyState } from './money-state';

/** Request helpers of the money endpoints: amounts, paging, date ranges, idempotency. */

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** A positive amount with up to 2 decimals (number or text) in cents; anything else is a 400. */
export function readAmountCents(payload: Payload, key = 'amount'): number {
  const raw = payload[key];
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!AMOUNT.test(text)) throw badRequest(`Invalid request: ${key} must be a positive amount with up to 2 decimals`);
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0) throw badRequest(`Invalid request: ${key} must be above 0`);
  return cents;
}

export interface Paging {
  page: number;
  size: number;
}

export interface Page<T> {
  list: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

const MAX_PAGE_SIZE = 100;

/** `page` (or `pageNo`), 1-based, and `size` (or `pageSize`) up to 100; the endpoint's size by default. */
export function readPaging(query: Payload, defaultSize: number): Paging {
  const number = (keys: readonly string[], fallback: number, max: number): number => {
    const raw = keys.map((key) => query[key]).find((value) => value !== undefined && value !== '');
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > max) throw badRequest(`Invalid request: ${keys[0] ?? ''} must be an integer from 1 to ${max}`);
    return value;
  };
  return { page: number(['page', 'pageNo'], 1, 1_000_000), size: number(['size', 'pageSize'], defaultSize, MAX_PAGE_SIZE) };
}

export function paginate<T>(items: readonly T[], { page, size }: Paging): Page<T> {
  return {
    list: items.slice((page - 1) * size, page * size),
    page,
    size,
    totalElements: items.length,
    totalPages: Math.ceil(items.length / size),
  };
}

export interface TimeRange {
  from: number;
  to: number;
}

export const RANGE_EXCEEDED = 'DATE_RANGE_EXCEEDED';

/**
 * `startDate` / `endDate` (site days `yyyy-MM-dd`, inclusive, or date-times); today by default.
 * The range may reach back `maxDays` site days counting today; otherwise a business failure.
 */
export function readRange(query: Payload, now: number, maxDays: number): TimeRange | Envelope<null> {
  const text = (key: string): string | undefined => {
    const raw = query[key];
    return typeof raw === 'string' && raw.trim() !== '' ? raw : undefined;
  };
  const startText = text('startDate') ?? text('startTime');
  const endText = text('endDate') ?? text('endTime');
  const today = startOfSiteDay(now);
  const from = startText === undefined ? today : parseSiteTime(startText, false);
  const to = endText === undefined ? today + DAY_MS - 1 : parseSiteTime(endText, true);
  if (from === undefined || to === undefined) throw badRequest('Invalid request: startDate and endDate are yyyy-MM-dd or ISO date-times');
  if (to < from) throw badRequest('Invalid request: endDate is before startDate');
  if (from < today - (maxDays - 1) * DAY_MS) return fail(`Records can be searched for the last ${maxDays} days only`, null, RANGE_EXCEEDED);
  return { from, to };
}

export const isFailure = <T>(value: T | Envelope<null>): value is Envelope<null> =>
  typeof value === 'object' && value !== null && 'success' in value && (value as Envelope<null>).success === false;

/**
 * The calls of MONEY_CALLS accept a `requestId`: a repeat of the same id answers the first answer
 * and moves nothing; the same id with other fields is refused. Failures are not remembered (a
 * retry may succeed, e.g. after a mistyped withdrawal password). Without a requestId the call
 * simply runs.
 */
export function idempotent<T>(money: MoneyState, accountId: number, call: MoneyCallName, payload: Payload, run: () => Envelope<T>): Envelope<T | null> {
  const raw = payload.requestId;
  if (raw === undefined || raw === null || raw === '') return run();
  if (typeof raw !== 'string' || raw.length > 100) throw badRequest('Invalid request: requestId must be a string of up to 100 characters');
  const key = `${accountId}:${call}:${raw}`;
  // A digest: an application's payload holds up to 20 MB of images.
  const fields = Object.entries(payload).filter(([name]) => name !== 'requestId' && name !== 'paymentPassword').sort();
  const fingerprint = createHash('sha256').update(JSON.stringify(fields)).digest('base64');
  const previous = money.idempotency.get(key);
  if (previous) {
    if (previous.fingerprint !== fingerprint) return fail('This requestId was already used for another request', null, 'DUPLICATE_REQUEST');
    return previous.answer as Envelope<T>;
  }
  const answer = run();
  if (answer.success) money.idempotency.set(key, { fingerprint, answer });
  return answer;
}
