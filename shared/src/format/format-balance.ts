// Made on first use: the browser's first Intl object loads its locale data (tens of ms on a
// phone), which a visitor's start-up does not need.
let twoDecimals: Intl.NumberFormat | null = null;

function formatTwoDecimals(value: number): string {
  twoDecimals ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
  return twoDecimals.format(value);
}

export const NO_VALUE = '—';

function toFinite(amount: number | string | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? value : null;
}

function format(amount: number | string | null | undefined, symbol: string): string {
  const value = toFinite(amount);
  if (value === null) return NO_VALUE;
  const digits = formatTwoDecimals(Math.abs(value));
  // -0.001 rounds to 0.00, which must not show a minus sign.
  const negative = value < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${symbol}${digits}`;
}

/** '₱12,345.67'; negatives '-₱1,000.00'; null, NaN or non-numeric → '—'. */
export function formatBalance(amount: number | string | null | undefined, currencySymbol: string): string {
  return format(amount, currencySymbol);
}

/** '12,345.67' (no currency symbol); negatives '-1,000.00'; null, NaN → '—'. */
export function formatAmount(amount: number | string | null | undefined): string {
  return format(amount, '');
}
