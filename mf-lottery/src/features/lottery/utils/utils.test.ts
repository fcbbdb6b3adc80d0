import type { GameVendorLane, Vendor } from '@gp/games-kit';
import { testVendor } from '@gp/games-kit/testing';
import { safeBackUrl } from './back-url';
import { vietnamPrizes } from './draw-layout';
import { pagePrizeModes } from './prize-modes';

const card = (vassalage: string, gameType: Vendor['gameType']): Vendor => testVendor(vassalage, vassalage, gameType, { iconUrl: '' });
const lane = (title: GameVendorLane['title'], ...vendors: Vendor[]): GameVendorLane => ({
  title,
  cards: Object.fromEntries(vendors.map((vendor) => [vendor.vassalage, vendor])),
});

describe('safeBackUrl', () => {
  const origin = 'https://site.test';

  it('keeps a URL or path of this site', () => {
    expect(safeBackUrl('https://site.test/rng?x=1', '/vnLottery', origin)).toBe('https://site.test/rng?x=1');
    expect(safeBackUrl('/index', '/vnLottery', origin)).toBe('https://site.test/index');
  });

  it('replaces another origin, a protocol-relative host and script URLs by the page itself', () => {
    expect(safeBackUrl('https://evil.test/phish', '/vnLottery', origin)).toBe('https://site.test/vnLottery');
    expect(safeBackUrl('//evil.test/x', '/vnLottery', origin)).toBe('https://site.test/vnLottery');
    expect(safeBackUrl('javascript:alert(1)', '/vnLottery', origin)).toBe('https://site.test/vnLottery');
    expect(safeBackUrl(null, '/lottery', origin)).toBe('https://site.test/lottery');
    for (const script of [' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'https://site.test@evil.test/']) {
      expect(safeBackUrl(script, '/vnLottery', origin)).toBe('https://site.test/vnLottery');
    }
  });
});

describe('pagePrizeModes', () => {
  it('fixes the Vietnam and SEA pages', () => {
    expect(pagePrizeModes('vnLottery', null)).toEqual(['LOTT', 'ZY']);
    expect(pagePrizeModes('seaLottery', null)).toEqual(['SEA']);
  });

  it('/lottery: lottery for the TCG_LOTTO_VN card, e-lottery for the LOTT card', () => {
    expect(pagePrizeModes('lottery', [lane('LOTT', card('TCG_LOTTO_VN', 'LOTT')), lane('ELOTT', card('LOTT', 'ELOTT'))])).toEqual(['LOTT', 'ZY', 'ELOTT']);
    expect(pagePrizeModes('lottery', [lane('ELOTT', card('LOTT', 'ELOTT'))])).toEqual(['ELOTT']);
    expect(pagePrizeModes('lottery', [lane('LOTT', card('TCG_LOTTO_VN', 'LOTT'))])).toEqual(['LOTT', 'ZY']);
    expect(pagePrizeModes('lottery', null)).toEqual(['LOTT', 'ZY']);
  });
});

describe('vietnamPrizes', () => {
  it('splits 27 numbers into the special prize and prizes one to seven', () => {
    const numbers = Array.from({ length: 27 }, (_, i) => String(i));
    const rows = vietnamPrizes(numbers);
    expect(rows.map((row) => [row.prize, row.numbers.length])).toEqual([
      ['special', 1],
      ['first', 1],
      ['second', 2],
      ['third', 6],
      ['fourth', 4],
      ['fifth', 6],
      ['sixth', 3],
      ['seventh', 4],
    ]);
    expect(rows[0]?.numbers).toEqual(['0']);
    expect(rows.at(-1)?.numbers).toEqual(['23', '24', '25', '26']);
  });
});
