import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
afterAll(() => sim.app.close());

const UNAUTHORIZED_BODY = {
  success: false,
  code: 'UNAUTHORIZED',
  message: 'You are not logged in, please log in',
  value: null,
};

describe.each(['/wps/member/info', '/wps/v2/wallets/balance'])('%s', (url) => {
  it('answers the 401 envelope without a token', async () => {
    const { statusCode, body } = await sim.get(url);
    expect(statusCode).toBe(401);
    expect(body).toEqual(UNAUTHORIZED_BODY);
  });

  it('answers the 401 envelope for an unknown token', async () => {
    const { statusCode, body } = await sim.get(url, 'not-a-session');
    expect(statusCode).toBe(401);
    expect(body).toEqual(UNAUTHORIZED_BODY);
  });
});

describe('with a session', () => {
  it('serves the member info', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const { body } = await sim.get('/wps/member/info', token);
    expect(body).toEqual({
      success: true,
      message: null,
      value: {
        id: 1001,
        account: 'demo01',
        userName: 'demo01',
        nickname: 'Demo Player',
        type: 0,
        vipLevel: 3,
        vipName: 'Gold',
        avatarUrl: '/assets/avatars/1.svg',
        currency: 'PHP',
        mobileNum: '09171234567',
        email: 'demo01@example.com',
      },
    });
  });

  it('serves the balance with currency and symbol', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const { body } = await sim.get('/wps/v2/wallets/balance', token);
    expect(body.value).toEqual({ balance: 12345.67, mainBalance: 11875.17, currency: 'PHP', currencySymbol: '₱' });
  });
});

describe('member extras', () => {
  it('serves the avatar', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await sim.get('/wps/member/info/icon', token)).body.value).toEqual({ avatarUrl: '/assets/avatars/1.svg' });
    const weak = await sim.tokenFor('weak01', 'Gp@123456');
    expect((await sim.get('/wps/member/info/icon', weak)).body.value).toEqual({ avatarUrl: null });
  });

  it('serves the consolidated contract info: agents have types, offers and contracts, members zeros', async () => {
    const agent = await sim.tokenFor('agent01', 'Agent@2026');
    expect((await sim.get('/wps/member/info/funds/consolidated', agent)).body.value).toMatchObject({
      dailysalreqtype: 1,
      divtypereq: 1,
      contracthoursalreq: 1,
      realtimesalreqtype: 1,
      pendingOffers: [],
      dailysalinfotype: { kind: 'DAILY', status: 'A', uplineAccount: 'PLATFORM', downlineAccount: 'agent01' },
      divtypeinfo: { kind: 'DIVIDEND', computationPeriod: 'W' },
    });
    const member = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await sim.get('/wps/member/info/funds/consolidated', member)).body.value).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      pendingOffers: [],
      dailysalinfotype: null,
      divtypeinfo: null,
      contracthoursalinfo: null,
      realtimesalinfotype: null,
    });
  });

  it('serves unread counts and points', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await sim.get('/wps/relay/CSP_unreadCount', token)).body.value).toEqual({ count: 3, promotionCount: 2, missionCount: 2 });
    expect((await sim.get('/wps/relay/MCS2_getPointBalance', token)).body.value).toEqual({ points: 1280 });
  });

  it.each(['/wps/member/info/icon', '/wps/member/info/funds/consolidated', '/wps/relay/CSP_unreadCount', '/wps/relay/MCS2_getPointBalance'])(
    '%s answers 401 without a token',
    async (url) => {
      expect((await sim.get(url)).statusCode).toBe(401);
    },
  );
});
