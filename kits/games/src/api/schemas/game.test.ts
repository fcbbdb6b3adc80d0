import * as v from 'valibot';
import { gameMenusSchema, gameVendorLanesSchema, lotteryMenuSchema } from './game';

const vendor = {
  vassalage: 'PG',
  name: 'PG Soft',
  gameType: 'RNG',
  iconUrl: '/assets/v.png',
  maintenance: false,
  hasRooms: false,
  isCockfight: false,
};

describe('catalogue schemas', () => {
  it('parse the menus, vendor lanes and lottery shapes of the contract', () => {
    expect(v.parse(gameMenusSchema, [{ gameType: 'RNG', name: 'Slots', vendors: [vendor] }])).toHaveLength(1);
    expect(v.parse(gameVendorLanesSchema, { lanes: [{ title: 'RNG', cards: { PG: vendor } }] }).lanes[0]?.cards.PG?.name).toBe(
      'PG Soft',
    );
    expect(
      v.safeParse(lotteryMenuSchema, {
        games: [{ gameCode: 'VN1', gameName: 'N', prizeMode: 'LOTT', drawIntervalSec: 60, nextDrawTime: 'soon' }],
      }).success,
    ).toBe(false);
  });
});
