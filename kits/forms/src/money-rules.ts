import * as v from 'valibot';
import { formatAmount } from '@gp/ui-kit';

/** Digits with up to 2 decimals; no sign, no exponent, no separators. */
export const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** A withdrawal (payment) password: six digits (PLATFORM-FACTS). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

export type AmountMessages = {
  required: string;
  format: string;
  positive: string;
  /** With {{amount}}. */
  above: (max: string) => string;
  below?: (min: string) => string;
};

export type AmountLimits = { max?: number; min?: number };

/**
 * An amount typed as text (SPEC §5 issue 11): digits with up to 2 decimals, above 0, within the
 * limits; the value stays text so what was typed is kept, `toAmount` turns it into a number.
 */
export function amountSchema(messages: AmountMessages, limits: AmountLimits = {}) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.required),
    v.regex(AMOUNT_PATTERN, messages.format),
    v.check((value) => Number(value) > 0, messages.positive),
    v.check((value) => limits.min === undefined || Number(value) >= limits.min, messages.below?.(formatAmount(limits.min ?? 0)) ?? messages.positive),
    v.check((value) => limits.max === undefined || Number(value) <= limits.max, messages.above(formatAmount(limits.max ?? 0))),
  );
}

export function toAmount(value: string): number {
  return Math.round(Number(value.trim()) * 100) / 100;
}

export type AmountMessageKey = 'amount.required' | 'amount.format' | 'amount.positive' | 'amount.above' | 'amount.below';

/** An app's amount messages in the current language, from its catalogue's `amount.*` texts. */
export function amountMessages(t: (key: AmountMessageKey, values?: Record<string, string>) => string): AmountMessages {
  return {
    required: t('amount.required'),
    format: t('amount.format'),
    positive: t('amount.positive'),
    above: (amount) => t('amount.above', { amount }),
    below: (amount) => t('amount.below', { amount }),
  };
}

/** The withdrawal password of a money form: required, then six digits. */
export function paymentPasswordSchema(messages: { required: string; format: string }) {
  return v.pipe(v.string(), v.nonEmpty(messages.required), v.regex(PAYMENT_PASSWORD_PATTERN, messages.format));
}
