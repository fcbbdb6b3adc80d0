import { expectKeyFactory } from '@gp/kernel/testing';
import { gameKeys, lotteryArea } from './game-keys';

describe('the key factory of the game catalogue', () => {
  it('gameKeys: the menus per language and the vendor lanes, under the games area', async () => {
    expect(gameKeys.menus('EN')).toEqual(['games', 'menus', 'EN']);
    await expectKeyFactory(gameKeys.all, {
      menusEn: () => gameKeys.menus('EN'),
      menusTy: () => gameKeys.menus('TY'),
      vendors: gameKeys.vendors,
      catalogueEn: () => gameKeys.catalogue('EN'),
      catalogueCn: () => gameKeys.catalogue('CN'),
      recent: gameKeys.recent,
    });
  });

  it('lotteryArea: one area apart from the games, which the lottery pages and the recent lottery games extend', () => {
    expect(lotteryArea).toEqual(['lottery']);
    expect(lotteryArea[0]).not.toBe(gameKeys.all[0]);
  });
});
