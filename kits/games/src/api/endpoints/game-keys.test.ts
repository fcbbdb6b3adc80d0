import { expectKeyFactory } from '@gp/kernel/testing';
import { gameKeys } from './game-keys';

describe('the key factory of the game catalogue', () => {
  it('gameKeys: the menus per language and the vendor lanes, under the games area', async () => {
    expect(gameKeys.menus('EN')).toEqual(['games', 'menus', 'EN']);
    await expectKeyFactory(gameKeys.all, {
      menusEn: () => gameKeys.menus('EN'),
      menusTy: () => gameKeys.menus('TY'),
      vendors: gameKeys.vendors,
    });
  });
});
