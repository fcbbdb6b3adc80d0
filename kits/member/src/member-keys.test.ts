import { expectKeyFactory } from '@gp/kernel/testing';
import { memberKeys } from './member-keys';
import { promotionKeys } from './promotion-keys';

describe('the key factories of the member state several apps share', () => {
  it('memberKeys: the cross-app member resources, under the member area', async () => {
    expect(memberKeys.all).toEqual(['member']);
    expect(memberKeys.unreadCount()).toEqual(['member', 'unread-count']);
    await expectKeyFactory(memberKeys.all, { unreadCount: memberKeys.unreadCount, points: memberKeys.points });
  });

  it('promotionKeys: one area, distinct from the others', () => {
    const areas = [memberKeys.all, promotionKeys.all].map((all) => JSON.stringify(all));
    expect(new Set(areas).size).toBe(areas.length);
  });
});
