// Amounts in the page's language (issue 23). English (the default) is formatted by hand (en-US:
// comma thousands, point decimals), not with Intl: the first Intl object a page makes loads the
// browser's locale data, tens of ms on a phone, in the middle of whatever render first shows an
// amount. Rounding works as Intl's does: half up, on the number's shortest decimal form (1.005 →
// 1.01), so the digits are the same. Every other language goes through Intl with its tag
// (./locale.ts): its separators and the symbol's placement, the site's symbol.
import { currentLanguage } from '@gp/kernel';
import { formatCurrencyIn, intlLocale, numberFormat } from './locale';

export const NO_VALUE = '—';

/** From here on a number's decimal form is written with an exponent. */
const PLAIN_LIMIT = 1e21;
/** Below this it is written with an exponent too (1e-7), and rounds to 0 at any precision used here. */
const TINY = 1e-6;

/** '1234567.891' → '1,234,567.891'. */
function groupThousands(digits: string): string {
  const point = digits.indexOf('.');
  const whole = point === -1 ? digits : digits.slice(0, point);
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (point === -1 ? '' : digits.slice(point));
}

/** Adds one to the last digit of a digit string: '0999' → '1000'. */
function increment(digits: string): string {
  const out = digits.split('');
  let i = out.length - 1;
  for (; i >= 0 && out[i] === '9'; i -= 1) out[i] = '0';
  if (i < 0) return `1${out.join('')}`;
  out[i] = String(Number(out[i]) + 1);
  return out.join('');
}

/** A non-negative number's decimal form rounded half up to `decimals` places: (1.005, 2) → '1.01'. */
function roundHalfUp(value: number, decimals: number): string {
  const [whole = '0', fraction = ''] = (value < TINY ? '0' : String(value)).split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if (fraction.charAt(decimals) >= '5') digits = increment(digits);
  const point = digits.length - decimals;
  return decimals === 0 ? digits : `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A non-negative number with `decimals` digits after the point and thousands separators. */
function fixed(value: number, decimals: number): string {
  if (value >= PLAIN_LIMIT) {
    return new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  }
  return groupThousands(roundHalfUp(value, decimals));
}

function toFinite(amount: number | string | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? value : null;
}

function localised(value: number, symbol: string, decimals: number, locale: string): string {
  // -0.001 rounds to 0.00, which must not show a minus sign.
  const rounded = Math.abs(value) < 0.5 * 10 ** -decimals ? 0 : value;
  if (symbol) return formatCurrencyIn(locale, rounded, symbol, decimals);
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, roundingMode: 'halfExpand' }).format(rounded);
}

function format(amount: number | string | null | undefined, symbol: string, decimals: number): string {
  const value = toFinite(amount);
  if (value === null) return NO_VALUE;
  const language = currentLanguage();
  if (language !== 'EN') return localised(value, symbol, decimals, intlLocale(language));
  const digits = fixed(Math.abs(value), decimals);
  // -0.001 rounds to 0.00, which must not show a minus sign.
  const negative = value < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${symbol}${digits}`;
}

export type BalanceOptions = {
  /**
   * Signed, as records and results write an amount won or lost: '+₱120.00', '−₱50.00' (the
   * typographic minus), '₱0.00'. The sign stands before the locale's pattern ('−12.345,67 ₱' in vi).
   */
  sign?: boolean;
};

/**
 * '₱12,345.67'; negatives '-₱1,000.00'; null, NaN or non-numeric → '—'. The site's symbol in the
 * active language's pattern (its separators and the symbol's place): the one amount formatter.
 */
export function formatBalance(amount: number | string | null | undefined, currencySymbol: string, options: BalanceOptions = {}): string {
  if (!options.sign) return format(amount, currencySymbol, 2);
  const value = toFinite(amount);
  if (value === null) return NO_VALUE;
  const shown = format(Math.abs(value), currencySymbol, 2);
  // What rounds to 0.00 takes no sign.
  if (!/[1-9]/.test(shown)) return shown;
  return `${value < 0 ? '\u2212' : '+'}${shown}`;
}

/** '12,345.67' (no currency symbol); negatives '-1,000.00'; null, NaN → '—'. */
export function formatAmount(amount: number | string | null | undefined): string {
  return format(amount, '', 2);
}

/** A whole number with thousands separators: 10000 → '10,000', 2.5 → '3'; null, NaN → '—'. */
export function formatCount(count: number | string | null | undefined): string {
  return format(count, '', 0);
}
