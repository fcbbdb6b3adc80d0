import * as v from 'valibot';

/** A percentage typed as text: digits with up to 2 decimals. */
export const RATE_PATTERN = /^\d+(\.\d{1,2})?$/;

export type RateMessages = { required: string; format: string; range: string };

/** A rate between `min` and `max` (both allowed), kept as text so what was typed stays. */
export function rateSchema(messages: RateMessages, min: number, max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.required),
    v.regex(RATE_PATTERN, messages.format),
    v.check((value) => Number(value) >= min && Number(value) <= max, messages.range),
  );
}
