import { i18n } from '@gp/kernel';
import { initI18n, setLanguage } from '@gp/kernel/host';
import { formatAmount, formatBalance, formatCount } from './format-balance';
import { formatDate, formatRelative, formatTime } from './format-date';
import { formatNumber, formatPercent, intlLocale } from './locale';

const AT = '2026-11-28T15:07:00+08:00';

beforeAll(() => {
  initI18n('EN');
});

afterEach(async () => {
  await i18n.changeLanguage('EN');
});

describe('formatting in the active language', () => {
  it('keeps the hand-made English amounts', () => {
    expect(formatBalance(12345.675, '₱')).toBe('₱12,345.68');
    expect(formatCount(10000)).toBe('10,000');
  });

  it("uses the language's separators and placement with the site's symbol", async () => {
    await setLanguage('TY');
    expect(intlLocale()).toBe('tl-u-ca-gregory-nu-latn');
    expect(formatBalance(12345.675, '₱')).toBe('₱12,345.68');
    expect(formatBalance(-0.001, '₱')).toBe('₱0.00');
    expect(formatAmount(1234.5)).toBe('1,234.50');
    await setLanguage('VI');
    expect(formatBalance(-12345.675, '₱')).toBe('-12.345,68\u00a0₱');
    expect(formatCount(10000)).toBe('10.000');
    expect(formatBalance(-50, '₱', { sign: true })).toBe('\u221250,00\u00a0₱');
    await setLanguage('ID');
    expect(formatBalance(12345.675, '₱')).toBe('₱12.345,68');
  });

  it('formats numbers, percentages, dates, times and relative times by the tag', () => {
    expect(formatNumber(12345.5)).toBe('12,345.5');
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatDate(AT, { zone: 'Asia/Manila' })).toBe('Nov 28, 2026');
    expect(formatDate(AT, { zone: 'Asia/Manila', language: 'VI' })).toMatch(/28.*11.*2026/);
    expect(formatTime(AT, { zone: 'Asia/Manila', language: 'KO' })).toMatch(/3:07/);
    expect(formatRelative('2026-11-28T12:00:00+08:00', { base: undefined, language: 'CN' })).toMatch(/[前后]/);
  });

  it('shows Thai years in the Gregorian calendar, as every other language', () => {
    expect(formatDate(AT, { zone: 'Asia/Manila', language: 'TH' })).toContain('2026');
    expect(formatDate(AT, { zone: 'Asia/Manila', language: 'TH' })).not.toContain('2569');
  });
});
