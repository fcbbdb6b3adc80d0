import { TEST_HOT_GAMES, TEST_MENUS } from '../test-data';
import { pickHotVendors } from './hot-vendors';

it('takes up to 3 slot, 1 fishing and 1 live vendor of the hot games, in order, skipping maintenance', () => {
  expect(pickHotVendors(TEST_HOT_GAMES, TEST_MENUS).map((v) => `${v.gameType}:${v.vassalage}`)).toEqual([
    'RNG:PG',
    'RNG:JILI',
    'RNG:FC',
    'FISH:KA',
    'LIVE:EVO',
  ]);
});

it('takes fewer when the hot games name fewer vendors, and none it does not know', () => {
  const games = TEST_HOT_GAMES.filter((game) => game.gameType === 'RNG' && game.vassalage === 'PG');
  expect(pickHotVendors(games, TEST_MENUS).map((v) => v.vassalage)).toEqual(['PG']);
  expect(pickHotVendors(TEST_HOT_GAMES, [])).toEqual([]);
});
