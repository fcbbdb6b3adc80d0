import { formatAmount, formatBalance, formatCount } from './format-balance';

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

  it.each([
    [120, '+₱120.00'],
    [-50, '\u2212₱50.00'],
    [0, '₱0.00'],
    [-0.001, '₱0.00'],
    [null, '—'],
  ])('signed: %p → %s', (amount, expected) => {
    expect(formatBalance(amount, '₱', { sign: true })).toBe(expected);
  });
});

describe('formatAmount', () => {
  it('formats without a symbol', () => {
    expect(formatAmount(12345.678)).toBe('12,345.68');
    expect(formatAmount(-1000)).toBe('-1,000.00');
    expect(formatAmount(null)).toBe('—');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [10000, '10,000'],
    [1234567, '1,234,567'],
    [2.5, '3'],
    [0.5, '1'],
    [-1500, '-1,500'],
    ['42', '42'],
    [null, '—'],
  ])('%p → %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });
});

describe('same digits as Intl (en-US), which is not used for them', () => {
  const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  it.each([1e-7, 0.0000049, 0.005, 1.005, 2.675, 0.125, 0.994999, 9.995, 999.995, 1234567.891, 1e15 + 0.25, 123456789012345680000, 5e21])('%p', (value) => {
    expect(formatAmount(value)).toBe(intl.format(value));
  });

  it('on a spread of amounts with up to 3 decimals', () => {
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const value = Math.round((seed / 2147483648) * 10 ** (i % 12) * 1000) / 1000;
      expect(formatAmount(value)).toBe(intl.format(value));
    }
  });
});
