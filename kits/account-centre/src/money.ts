import { formatAmount } from '@gp/ui-kit';

/** A signed amount with the currency symbol: −₱50.00, ₱50.00 (or +₱50.00 with `sign`). */
export function formatMoney(amount: number, symbol: string, options: { sign?: boolean } = {}): string {
  const prefix = amount < 0 ? '−' : options.sign && amount > 0 ? '+' : '';
  return `${prefix}${symbol}${formatAmount(Math.abs(amount))}`;
}
