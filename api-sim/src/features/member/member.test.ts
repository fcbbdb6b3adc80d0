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
        mobileNum: '9171234567',
        email: 'demo01@example.com',
      },
    });
  });

  it('serves the balance with currency and symbol', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const { body } = await sim.get('/wps/v2/wallets/balance', token);
    expect(body.value).toEqual({ balance: 12345.67, currency: 'PHP', currencySymbol: '₱' });
  });
});
