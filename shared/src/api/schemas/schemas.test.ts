import * as v from 'valibot';
import { balanceSchema, loginResultSchema, memberInfoSchema } from './member';
import { gameMenusSchema, gameSchema, gameVendorLanesSchema, lotteryMenuSchema } from './game';
import { registerSettingsSchema, systemStatusSchema, whitelabelSchema } from './system';

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

const vendor = {
  vassalage: 'PG',
  name: 'PG Soft',
  gameType: 'RNG',
  iconUrl: '/assets/v.png',
  maintenance: false,
  hasRooms: false,
  isCockfight: false,
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
    expect(v.safeParse(loginResultSchema, { ...member, firstTimeLogin: true, passwordExpired: false }).success).toBe(false);
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

  it('parse the system, register, menus, vendor lanes and lottery shapes of the contract', () => {
    expect(
      v.parse(systemStatusSchema, {
        status: 1,
        maintenance: { info: 'Back soon' },
        regionRestriction: { info: '' },
        location: { ip: '1.2.3.4' },
        customerService: 'https://cs',
        mainDomain: 'example.com',
        gtagId: 'G-1',
        imageCDNs: ['https://cdn1'],
        launchGameCDNs: [],
        resources: [{ labelNameEn: 'Blog', url: 'https://blog', resourceType: 'BLOG' }],
      }),
    ).toMatchObject({ status: 1, maintenance: { info: 'Back soon' } });
    expect(
      v.parse(registerSettingsSchema, {
        email: { enabled: true, required: false, acceptedPattern: '*', patternId: 4, minLength: 0, maxLength: 50 },
      }).email?.patternId,
    ).toBe(4);
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
