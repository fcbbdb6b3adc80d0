import { formatAmount, formatBalance } from './format-balance';

describe('formatBalance', () => {
  it.each([
    [12345.67, '₱12,345.67'],
    [0, '₱0.00'],
    [1234567.891, '₱1,234,567.89'],
    [0.005, '₱0.01'],
    [-1000, '-₱1,000.00'],
    [-0.001, '₱0.00'],
    ['2500.5', '₱2,500.50'],
    [null, '—'],
    [undefined, '—'],
    [Number.NaN, '—'],
    ['abc', '—'],
  ])('%p → %s', (amount, expected) => {
    expect(formatBalance(amount, '₱')).toBe(expected);
  });

  it('uses the given symbol', () => {
    expect(formatBalance(5, '$')).toBe('$5.00');
  });
});

describe('formatAmount', () => {
  it('formats without a symbol', () => {
    expect(formatAmount(12345.678)).toBe('12,345.68');
    expect(formatAmount(-1000)).toBe('-1,000.00');
    expect(formatAmount(null)).toBe('—');
  });
});
