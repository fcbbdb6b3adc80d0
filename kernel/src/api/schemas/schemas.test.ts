import * as v from 'valibot';
import { balanceSchema, memberInfoSchema } from './member';
import { gameSchema } from './game';
import { whitelabelSchema } from './system';

const member = {
  id: 1,
  account: 'a',
  userName: 'a',
  nickname: 'A',
  type: 0,
  vipLevel: 2,
  vipName: 'VIP 2',
  avatarUrl: null,
  currency: 'PHP',
  mobileNum: null,
  email: null,
};

describe('schemas', () => {
  it('accept ids and numbers sent as strings', () => {
    const parsed = v.parse(memberInfoSchema, { ...member, id: '42', type: '41', vipLevel: '3' });
    expect(parsed).toMatchObject({ id: 42, type: 41, vipLevel: 3 });
    expect(v.parse(balanceSchema, { balance: '1234.50', currency: 'PHP', currencySymbol: '₱' }).balance).toBe(1234.5);
  });

  it('stay strict on required fields', () => {
    const { account: _account, ...withoutAccount } = member;
    expect(v.safeParse(memberInfoSchema, withoutAccount).success).toBe(false);
    expect(v.safeParse(memberInfoSchema, { ...member, id: 'abc' }).success).toBe(false);
  });

  it('reject an unknown game type', () => {
    const game = {
      nodeId: 1,
      nodeName: 'n',
      gameName: 'g',
      displayName: 'g',
      vassalage: 'PG',
      gameType: 'CASINO',
      isHot: 0,
      showIcon: 1,
      iconUrl: '',
      url: null,
      lagerIcon: null,
      gameCode: 'c',
      isGame: 1,
      freeTrial: 1,
    };
    expect(v.safeParse(gameSchema, game).success).toBe(false);
    expect(v.parse(gameSchema, { ...game, gameType: 'fish' }).gameType).toBe('FISH');
  });

  it('parse a recursive whitelabel tree', () => {
    const tree = v.parse(whitelabelSchema, [
      { modId: 'ROOT', enabled: 1, childrenNodes: [{ modId: 'FREEPLAY3', enabled: 'true', childrenNodes: null }] },
    ]);
    expect(tree).toEqual([
      { modId: 'ROOT', enabled: true, childrenNodes: [{ modId: 'FREEPLAY3', enabled: true, childrenNodes: [] }] },
    ]);
  });
});
