import { expectKeyFactory } from 'shared/testing';
import { gameKeys, memberKeys, promotionKeys } from 'shared';

describe('the key factories of server state several apps share', () => {
  it('memberKeys: the cross-app member resources, under the member area', async () => {
    expect(memberKeys.all).toEqual(['member']);
    expect(memberKeys.unreadCount()).toEqual(['member', 'unread-count']);
    await expectKeyFactory(memberKeys.all, { unreadCount: memberKeys.unreadCount, points: memberKeys.points });
  });

  it('gameKeys: the menus per language and the vendor lanes, under the games area', async () => {
    expect(gameKeys.menus('EN')).toEqual(['games', 'menus', 'EN']);
    await expectKeyFactory(gameKeys.all, {
      menusEn: () => gameKeys.menus('EN'),
      menusTy: () => gameKeys.menus('TY'),
      vendors: gameKeys.vendors,
    });
  });

  it('promotionKeys: one area, distinct from the others', () => {
    const areas = [memberKeys.all, gameKeys.all, promotionKeys.all].map((all) => JSON.stringify(all));
    expect(new Set(areas).size).toBe(areas.length);
  });
});
