import { DEMO_GOOGLE_SECRET, googleCodeOf } from '../../state/google-auth';
import { emulatorIdToken } from '../../testing/firebase-token';
import { encryptForSim } from '../../testing/jwe';
import { createTestClient } from '../../testing/sim-test-client';

interface LoginValue {
  token: string;
  account: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

interface IpVerificationValue {
  verifyMethods: string[];
  verifyToken: string;
}

const sim = createTestClient();

beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

async function smsCode(mobileNum: string): Promise<string> {
  const sent = await sim.post('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '63' });
  expect(sent.body.success).toBe(true);
  return (await sim.get<{ code: string }>(`/__sim/sms?mobile=${mobileNum}`)).body.value.code;
}

describe('SMS login', () => {
  const smsLogin = (mobileNum: string, verificationCode: string) =>
    sim.login<LoginValue>({ mobileNum, verificationCode, loginType: 'SMS', countryDialingCode: '63' });

  it('is refused while MOBILEVERCODELOGIN3 is off', async () => {
    const code = await smsCode('09171234567');
    expect((await smsLogin('09171234567', code)).body).toMatchObject({ success: false, code: 'auth/operation-not-allowed' });
  });

  it('logs in the account bound to the mobile with the code sent', async () => {
    await sim.post('/__sim/features', { MOBILEVERCODELOGIN3: true });
    const code = await smsCode('09171234567');
    const { body } = await smsLogin('09171234567', code);
    expect(body.success).toBe(true);
    expect(body.value.account).toBe('demo01');
    expect((await sim.get('/wps/member/info', body.value.token)).statusCode).toBe(200);

    // A code is used once.
    expect((await smsLogin('09171234567', code)).body).toMatchObject({ success: false, code: 'auth/invalid-verification-code' });
  });

  it('rejects a wrong or missing code and an unknown number', async () => {
    await sim.post('/__sim/features', { MOBILEVERCODELOGIN3: true });
    await smsCode('09171234567');
    expect((await smsLogin('09171234567', '000000')).body).toMatchObject({ success: false, code: 'auth/invalid-verification-code' });
    expect((await sim.login({ mobileNum: '09171234567', loginType: 'SMS' })).body).toMatchObject({
      success: false,
      code: 'auth/missing-verification-code',
    });
    expect((await smsLogin('09990000000', '000000')).body).toMatchObject({ success: false, code: 'MOBILE_NOT_REGISTERED' });
    expect((await smsLogin('12', '000000')).body).toMatchObject({ success: false, code: 'auth/invalid-phone-number' });
  });

  it('keeps the username login working', async () => {
    expect((await sim.login({ username: 'demo01', password: 'Demo@2026' })).body.success).toBe(true);
  });
});

describe('POST /wps/session/login/social', () => {
  const social = (provider: string, idToken: string) => sim.post<LoginValue>('/wps/session/login/social', { provider, idToken });

  it('is refused while the provider module is off', async () => {
    expect((await social('GOOGLE', emulatorIdToken({ uid: 'u1', signInProvider: 'google.com' }))).body).toMatchObject({ success: false, code: 'auth/operation-not-allowed' });
  });

  it('signs the player in with a Firebase ID token: the linked account, else the verified email, else a new member', async () => {
    await sim.post('/__sim/features', { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true });
    const byEmail = await social('GOOGLE', emulatorIdToken({ uid: 'uidDemo01Google', signInProvider: 'google.com', email: 'demo01@example.com' }));
    expect(byEmail.body).toMatchObject({ success: true, value: { account: 'demo01' } });
    // Linked now: the same Firebase user finds demo01 whatever its email says.
    const linked = await social('GOOGLE', emulatorIdToken({ uid: 'uidDemo01Google', signInProvider: 'google.com', email: 'other@example.com' }));
    expect(linked.body).toMatchObject({ success: true, value: { account: 'demo01' } });

    const fresh = await social('FACEBOOK', emulatorIdToken({ uid: 'FbUser123456', signInProvider: 'facebook.com', email: 'new.player@example.com' }));
    expect(fresh.body).toMatchObject({ success: true, value: { account: 'facebook_fbuser12', firstTimeLogin: true } });
    const again = await social('FACEBOOK', emulatorIdToken({ uid: 'FbUser123456', signInProvider: 'facebook.com' }));
    expect(again.body).toMatchObject({ success: true, value: { account: 'facebook_fbuser12', firstTimeLogin: false } });
  });

  it('does not link an email the provider has not verified', async () => {
    await sim.post('/__sim/features', { GOOGLELOGIN3: true });
    const { body } = await social('GOOGLE', emulatorIdToken({ uid: 'uidX', signInProvider: 'google.com', email: 'demo01@example.com', emailVerified: false }));
    expect(body).toMatchObject({ success: true, value: { account: 'google_uidx' } });
  });

  it('rejects forged, expired, other-project and other-provider tokens', async () => {
    await sim.post('/__sim/features', { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true });
    const google = { uid: 'uidG', signInProvider: 'google.com', email: 'demo01@example.com' };
    const refused: [string, string][] = [
      ['GOOGLE', 'forged'],
      ['GOOGLE', 'toString'],
      ['FACEBOOK', emulatorIdToken(google)],
      ['GOOGLE', emulatorIdToken({ ...google, expiresIn: -60 })],
      ['GOOGLE', emulatorIdToken({ ...google, projectId: 'demo-other' })],
      ['GOOGLE', emulatorIdToken({ ...google, signInProvider: 'phone' })],
    ];
    for (const [provider, token] of refused) {
      const { statusCode, body } = await social(provider, token);
      expect(statusCode).toBe(200);
      expect(body).toMatchObject({ success: false, code: 'auth/invalid-verification-code', message: 'Social login failed, please try again' });
    }
  });

  it('accepts unsigned tokens only in emulator mode', async () => {
    const strict = createTestClient({ firebase: { projectId: 'demo-gp', emulator: false } });
    try {
      await strict.post('/__sim/features', { GOOGLELOGIN3: true });
      const token = emulatorIdToken({ uid: 'uidG', signInProvider: 'google.com', email: 'demo01@example.com' });
      const { body } = await strict.post('/wps/session/login/social', { provider: 'GOOGLE', idToken: token });
      expect(body).toMatchObject({ success: false, code: 'auth/invalid-verification-code' });
    } finally {
      await strict.app.close();
    }
  });

  it('answers 400 for an unknown provider', async () => {
    expect((await social('TWITTER', 'x')).statusCode).toBe(400);
  });

  it('appears in the whitelabel tree, off by default', async () => {
    const { body } = await sim.get<{ modId: string; childrenNodes: { modId: string; enabled: boolean }[] }[]>('/wps/system/whitelabel');
    const login = body.value.find((node) => node.modId === 'LOGIN3');
    expect(login?.childrenNodes).toEqual(
      expect.arrayContaining([
        { modId: 'GOOGLELOGIN3', enabled: false, childrenNodes: [] },
        { modId: 'FACEBOOKLOGIN3', enabled: false, childrenNodes: [] },
      ]),
    );
  });
});

describe('extra verification of an unregistered IP', () => {
  const fromIp = async (ip: string, payload: Record<string, unknown>) =>
    sim.call<LoginValue | IpVerificationValue>({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'x-forwarded-for': ip },
      payload: { value: await encryptForSim(payload) },
    });
  const verify = (payload: Record<string, unknown>) => sim.enc<LoginValue>('POST', '/wps/session/login/verify', payload);

  async function challenge(ip = '198.51.100.7'): Promise<IpVerificationValue> {
    const { body } = await fromIp(ip, { username: 'demo01', password: 'Demo@2026' });
    expect(body).toMatchObject({ success: false, code: 'IP_NOT_REGISTERED' });
    return body.value as IpVerificationValue;
  }

  it('is off by default', async () => {
    expect((await fromIp('198.51.100.7', { username: 'demo01', password: 'Demo@2026' })).body.success).toBe(true);
  });

  it('asks for verification with the methods the account offers, then registers the IP', async () => {
    await sim.post('/__sim/ip-check', { enabled: true });
    const { verifyMethods, verifyToken } = await challenge();
    expect(verifyMethods).toEqual(['SMS', 'EMAIL', 'BANK', 'GOOGLE']);

    const wrong = await verify({ verifyToken, method: 'GOOGLE', googleCode: '000000' });
    expect(wrong.body).toMatchObject({ success: false, code: 'VERIFY_FAILED' });

    const passed = await verify({ verifyToken, method: 'GOOGLE', googleCode: googleCodeOf(DEMO_GOOGLE_SECRET) });
    expect(passed.body).toMatchObject({ success: true, value: { account: 'demo01' } });
    expect((await sim.get('/wps/member/info', passed.body.value.token)).statusCode).toBe(200);

    // The token is used up; the IP is now registered, another one is not.
    expect((await verify({ verifyToken, method: 'GOOGLE', googleCode: googleCodeOf(DEMO_GOOGLE_SECRET) })).body.code).toBe('VERIFY_TOKEN_INVALID');
    expect((await fromIp('198.51.100.7', { username: 'demo01', password: 'Demo@2026' })).body.success).toBe(true);
    await challenge('198.51.100.8');
  });

  it.each([
    ['EMAIL', { email: 'DEMO01@example.com' }],
    ['BANK', { bankAccountName: ' demo player ' }],
    ['GOOGLE', { googleCode: () => googleCodeOf(DEMO_GOOGLE_SECRET) }],
  ])('verifies by %s', async (method, fields) => {
    await sim.post('/__sim/ip-check', { enabled: true });
    const { verifyToken } = await challenge();
    const values = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'function' ? value() : value]));
    expect((await verify({ verifyToken, method, ...values })).body.success).toBe(true);
  });

  it('verifies by SMS with the code sent to the bound mobile', async () => {
    await sim.post('/__sim/ip-check', { enabled: true });
    const { verifyToken } = await challenge();
    const code = await smsCode('09171234567');
    expect((await verify({ verifyToken, method: 'SMS', mobileNum: '09181234567', verificationCode: code })).body.code).toBe('VERIFY_FAILED');
    expect((await verify({ verifyToken, method: 'SMS', mobileNum: '09171234567', verificationCode: '111111' })).body.code).toBe(
      'auth/invalid-verification-code',
    );
    expect((await verify({ verifyToken, method: 'SMS', mobileNum: '09171234567', verificationCode: code })).body.success).toBe(true);
  });

  it('offers only the methods an account has bound', async () => {
    await sim.post('/__sim/ip-check', { enabled: true });
    const { body } = await fromIp('198.51.100.9', { username: 'expired01', password: 'Expired@2026' });
    const { verifyMethods, verifyToken } = body.value as IpVerificationValue;
    expect(verifyMethods).toEqual(['EMAIL']);
    expect((await verify({ verifyToken, method: 'GOOGLE', googleCode: googleCodeOf(DEMO_GOOGLE_SECRET) })).body.code).toBe('VERIFY_METHOD_UNAVAILABLE');
  });

  it('still refuses a wrong password first', async () => {
    await sim.post('/__sim/ip-check', { enabled: true });
    expect((await fromIp('198.51.100.7', { username: 'demo01', password: 'nope' })).body.code).toBe('LOGIN_FAILED');
  });

  it('answers 400 for an unknown method', async () => {
    await sim.post('/__sim/ip-check', { enabled: true });
    const { verifyToken } = await challenge();
    expect((await verify({ verifyToken, method: 'FAX' })).statusCode).toBe(400);
  });

  it('is switched off again by a reset', async () => {
    await sim.post('/__sim/ip-check', { enabled: true });
    await sim.post('/__sim/reset');
    expect((await fromIp('198.51.100.7', { username: 'demo01', password: 'Demo@2026' })).body.success).toBe(true);
  });
});

describe('first-time login', () => {
  it('reports firstTimeLogin on the first login of fresh01 only', async () => {
    const first = await sim.login<LoginValue>({ username: 'fresh01', password: 'Fresh@2026' });
    expect(first.body).toMatchObject({ success: true, value: { account: 'fresh01', firstTimeLogin: true, passwordExpired: false } });
    const second = await sim.login<LoginValue>({ username: 'fresh01', password: 'Fresh@2026' });
    expect(second.body.value.firstTimeLogin).toBe(false);
    await sim.post('/__sim/reset');
    expect((await sim.login<LoginValue>({ username: 'fresh01', password: 'Fresh@2026' })).body.value.firstTimeLogin).toBe(true);
  });
});
