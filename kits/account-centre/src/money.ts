import { formatBalance } from '@gp/ui-kit';

/**
 * A signed amount in the site's currency, through the UI kit's one amount formatter (the active
 * language's separators and the symbol's place): −₱50.00, ₱50.00 (or +₱50.00 with `sign`);
 * '−50,00 ₱' in Vietnamese.
 */
export function formatMoney(amount: number, symbol: string, options: { sign?: boolean } = {}): string {
  return formatBalance(amount, symbol, { sign: options.sign === true || amount < 0 });
}
