import type { RegisterFieldRule } from '../../state/register-settings';
import { createTestClient } from '../../testing/sim-test-client';
import { emulatorIdToken } from '../../testing/firebase-token';

interface LoginValue {
  token: string;
  account: string;
  type: number;
  firstTimeLogin: boolean;
  mobileNum: string | null;
}

interface FieldErrors {
  errors: Record<string, string>;
}

const sim = createTestClient();

beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

let captchaCounter = 0;
async function withCaptcha(form: Record<string, unknown>): Promise<Record<string, unknown>> {
  captchaCounter += 1;
  const uuid = `register-${captchaCounter}`;
  await sim.get(`/wps/captcha?uuid=${uuid}`);
  const { body } = await sim.get<{ answer: string }>(`/__sim/captcha?uuid=${uuid}`);
  return { captcha: body.value.answer, captchaUuid: uuid, ...form };
}

const FORM = {
  username: 'newplayer1',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  registerMethod: 'WEB',
  registerUrl: 'http://sim.test/register',
  domain: 'sim.test',
  login: true,
} as const;

const register = async (fields: Record<string, unknown> = {}) =>
  sim.enc<LoginValue | FieldErrors | null>('PUT', '/wps/member/register', await withCaptcha({ ...FORM, ...fields }));

const registerMobile = async (fields: Record<string, unknown>) =>
  sim.enc<LoginValue | FieldErrors | null>('PUT', '/wps/member/register/mobile', await withCaptcha({ password: 'Secret123', confirmPassword: 'Secret123', ...fields }));

/** The field errors of a VALIDATION_FAILED answer. */
async function fieldErrors(fields: Record<string, unknown>): Promise<Record<string, string>> {
  const { body } = await register(fields);
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  return (body.value as FieldErrors).errors;
}

describe('PUT /wps/member/register', () => {
  it('registers, logs the new account in, and lets it log in later', async () => {
    const { body } = await register({ email: 'new@example.com', birthday: '1990-05-17', affiliateCode: 'agt001', referralCode: 'DEMO01REF' });
    expect(body.success).toBe(true);
    const value = body.value as LoginValue;
    expect(value).toMatchObject({ account: 'newplayer1', type: 0, firstTimeLogin: true });
    expect((await sim.get('/wps/member/info', value.token)).statusCode).toBe(200);

    const again = await sim.login<LoginValue>({ username: 'NewPlayer1', password: 'Secret123' });
    expect(again.body).toMatchObject({ success: true, value: { account: 'newplayer1', firstTimeLogin: false } });
  });

  it('requires username, password and confirmation', async () => {
    const errors = await fieldErrors({ username: '', password: '', confirmPassword: '' });
    expect(errors).toMatchObject({ username: 'Username is required', password: 'Password is required', confirmPassword: 'Confirm password is required' });
  });

  it.each([
    ['a username starting with a digit', { username: '1player' }, 'username', 'Username format is invalid'],
    ['a username below the minimum', { username: 'abc' }, 'username', 'Username must be 6-16 characters'],
    ['a username above the maximum', { username: 'a'.repeat(17) }, 'username', 'Username must be 6-16 characters'],
    ['a short password', { password: 'Ab1', confirmPassword: 'Ab1' }, 'password', 'Password must be 8-20 characters'],
    ['a password with a space', { password: 'Secret 123', confirmPassword: 'Secret 123' }, 'password', 'Password format is invalid'],
    ['a different confirmation', { confirmPassword: 'Secret124' }, 'confirmPassword', 'The two passwords are inconsistent'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Email format is invalid'],
    ['a birthday in dd-mm-yyyy', { birthday: '17-05-1990' }, 'birthday', 'Birthday must be a date in yyyy-mm-dd format'],
    ['an impossible birthday', { birthday: '1990-02-30' }, 'birthday', 'Birthday must be a date in yyyy-mm-dd format'],
    ['an age under 21', { birthday: `${new Date().getUTCFullYear() - 20}-01-01` }, 'birthday', 'You must be at least 21 years old'],
    ['a mobile number with letters', { mobileNum: '0917abc4567' }, 'mobileNum', 'Mobile number format is invalid'],
  ])('rejects %s', async (_name, fields, field, message) => {
    expect((await fieldErrors(fields))[field]).toBe(message);
  });

  it('accepts the 21st birthday exactly', async () => {
    const today = new Date();
    const birthday = `${today.getUTCFullYear() - 21}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
    expect((await register({ birthday })).body.success).toBe(true);
  });

  it('refuses a username that exists (case-insensitive)', async () => {
    const { body } = await register({ username: 'DEMO01' });
    expect(body).toMatchObject({ success: false, message: 'Username already exists', code: 'USERNAME_EXISTS', value: { errors: { username: 'Username already exists' } } });
    expect((await register()).body.success).toBe(true);
    expect((await register()).body.message).toBe('Username already exists');
  });

  it('refuses a mobile number that is already registered', async () => {
    expect((await register({ mobileNum: '09171234567' })).body).toMatchObject({ success: false, code: 'MOBILE_EXISTS' });
  });

  it('checks the affiliate code', async () => {
    const { body } = await register({ affiliateCode: 'NOPE99' });
    expect(body).toMatchObject({ success: false, message: 'Invalid invitation code', code: 'INVALID_AFFILIATE_CODE' });
  });

  it('checks the captcha, once', async () => {
    expect((await fieldErrors({ captcha: '' })).captcha).toBe('Captcha is required');
    const wrong = await sim.enc('PUT', '/wps/member/register', { ...FORM, captcha: 'ZZZZ', captchaUuid: 'never-issued' });
    expect(wrong.body).toMatchObject({ success: false, code: 'CAPTCHA_INCORRECT' });
  });

  it('needs the SMS code when REGMOBVERF3 is on', async () => {
    await sim.post('/__sim/features', { REGMOBVERF3: true });
    const missing = await fieldErrors({ mobileNum: '09991112222' });
    expect(missing.verificationCode).toBe('Verification code is required');
    expect((await fieldErrors({})).mobileNum).toBe('Mobile number is required');

    expect((await sim.post('/wps/verification/sms/register', { mobileNo: '09991112222', countryDialingCode: '63' })).body.success).toBe(true);
    const code = (await sim.get<{ code: string }>('/__sim/sms?mobile=09991112222')).body.value.code;
    const wrong = await register({ mobileNum: '09991112222', countryDialingCode: '63', verificationCode: '000000' });
    expect(wrong.body).toMatchObject({ success: false, code: 'auth/invalid-verification-code' });

    const { body } = await register({ mobileNum: '09991112222', countryDialingCode: '63', verificationCode: code });
    expect(body).toMatchObject({ success: true, value: { account: 'newplayer1', mobileNum: '09991112222' } });
  });

  it('is refused when USERNAMEREG3 is off', async () => {
    await sim.post('/__sim/features', { USERNAMEREG3: false });
    expect((await register()).body).toMatchObject({ success: false, code: 'REGISTER_DISABLED' });
  });

  it('answers 400 for a payload that does not decrypt', async () => {
    expect((await sim.put('/wps/member/register', { value: 'x.y.z' })).statusCode).toBe(400);
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('is refused while MOBILENUMREG3 is off', async () => {
    expect((await registerMobile({ mobileNum: '09991112222' })).body).toMatchObject({ success: false, code: 'REGISTER_DISABLED' });
  });

  it('registers by mobile; without a username the national number is the username', async () => {
    await sim.post('/__sim/features', { MOBILENUMREG3: true });
    expect((await registerMobile({})).body.value).toEqual({ errors: expect.objectContaining({ mobileNum: 'Mobile number is required' }) });

    const { body } = await registerMobile({ mobileNum: '09991112222', countryDialingCode: '63' });
    expect(body).toMatchObject({ success: true, value: { account: '9991112222' } });
    expect((await sim.login({ username: '9991112222', password: 'Secret123' })).body.success).toBe(true);

    // The number is now registered: SMS login can find it.
    await sim.post('/__sim/features', { MOBILEVERCODELOGIN3: true });
    await sim.post('/wps/verification/sms/noLogin', { mobileNum: '9991112222', countryDialingCode: '63' });
    const login = await sim.login<LoginValue>({ mobileNum: '09991112222', verificationCode: '112222', loginType: 'SMS' });
    expect(login.body.value.account).toBe('9991112222');
  });
});

describe('registration with a phone verified through Firebase (the firebase fields)', () => {
  const phoneToken = (phoneNumber: string, uid = 'phoneUid1', expiresIn = 3600) => emulatorIdToken({ uid, signInProvider: 'phone', phoneNumber, expiresIn });

  it('takes the Firebase ID token of the number instead of the platform SMS code, and links the uid', async () => {
    await sim.post('/__sim/features', { MOBILENUMREG3: true, REGMOBVERF3: true });
    const fields = { mobileNum: '09175550123', countryDialingCode: '63', verificationCode: '123456', firebaseUid: 'phoneUid1' };
    const otherNumber = await registerMobile({ ...fields, firebaseIdToken: phoneToken('+639175550999') });
    expect(otherNumber.body).toMatchObject({ success: false, code: 'auth/invalid-verification-code', value: { errors: { verificationCode: expect.any(String) } } });
    const otherUid = await registerMobile({ ...fields, firebaseIdToken: phoneToken('+639175550123', 'someoneElse') });
    expect(otherUid.body).toMatchObject({ success: false, code: 'auth/invalid-verification-code' });
    const expired = await registerMobile({ ...fields, firebaseIdToken: phoneToken('+639175550123', 'phoneUid1', -60) });
    expect(expired.body).toMatchObject({ success: false, code: 'auth/code-expired' });

    const { body } = await registerMobile({ ...fields, firebaseIdToken: phoneToken('+639175550123') });
    expect(body).toMatchObject({ success: true, value: { account: '9175550123' } });
    const state = await sim.get<{ accounts: { username: string; firebaseUid: string | null }[] }>('/__sim/state');
    expect(state.body.value.accounts.find((account) => account.username === '9175550123')?.firebaseUid).toBe('phoneUid1');
  });
});

describe('POST /__sim/register-settings', () => {
  it('changes rules at runtime, served and enforced; reset restores them', async () => {
    const changed = await sim.post<Record<string, RegisterFieldRule>>('/__sim/register-settings', {
      email: { required: true },
      username: { minLength: 3, maxLength: 8 },
    });
    expect(changed.body.value.email).toMatchObject({ enabled: true, required: true });

    const served = await sim.get<Record<string, RegisterFieldRule>>('/wps/system/setting/register');
    expect(served.body.value.username).toMatchObject({ minLength: 3, maxLength: 8, required: true });

    expect((await fieldErrors({ username: 'abcdefghi' })).username).toBe('Username must be 3-8 characters');
    expect((await fieldErrors({ username: 'abc' })).email).toBe('Email is required');
    expect((await register({ username: 'abc', email: 'abc@example.com' })).body.success).toBe(true);

    await sim.post('/__sim/reset');
    const restored = await sim.get<Record<string, RegisterFieldRule>>('/wps/system/setting/register');
    expect(restored.body.value.username).toMatchObject({ minLength: 6, maxLength: 16 });
    expect(restored.body.value.email?.required).toBe(false);
  });

  it('enables a disabled field with its pattern', async () => {
    await sim.post('/__sim/register-settings', { qqNum: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 7, minLength: 5, maxLength: 12 } });
    expect((await fieldErrors({ qqNum: 'abc12' })).qqNum).toBe('QQ number format is invalid');
    expect((await register({ qqNum: '123456' })).body.success).toBe(true);
  });

  it('serves the fields SPEC §3 names in its labels, off by default; switched on, a required one is enforced and kept', async () => {
    const served = await sim.get<Record<string, RegisterFieldRule>>('/wps/system/setting/register');
    for (const field of ['nickname', 'telegram', 'zalo', 'address', 'nationality', 'occupation', 'sourceOfIncome']) {
      expect(served.body.value[field]).toMatchObject({ enabled: false });
    }
    await sim.post('/__sim/register-settings', { nickname: { enabled: true, required: true, minLength: 2, maxLength: 20 }, sourceOfIncome: { enabled: true } });
    expect((await fieldErrors({})).nickname).toBe('Nickname is required');
    const { body } = await register({ nickname: 'Lucky Star', sourceOfIncome: 'Salary' });
    expect(body.success).toBe(true);
    const info = await sim.get<{ nickname: string }>('/wps/member/info', (body.value as LoginValue).token);
    expect(info.body.value.nickname).toBe('Lucky Star');
  });

  it.each([
    ['an unknown field', { nickname2: { required: true } }],
    ['an unknown rule key', { email: { colour: 'red' } }],
    ['an invalid pattern', { email: { acceptedPattern: '([' } }],
    ['min above max', { email: { minLength: 10, maxLength: 5 } }],
    ['an empty body', {}],
  ])('answers 400 for %s', async (_name, payload) => {
    expect((await sim.post('/__sim/register-settings', payload)).statusCode).toBe(400);
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('tells whether a code belongs to an agent', async () => {
    expect((await sim.get('/wps/agent/affiliate?code=AGT001&domain=sim.test')).body).toEqual({
      success: true,
      message: null,
      value: { valid: true, agentName: 'Agent One' },
    });
    expect((await sim.get('/wps/agent/affiliate?code=agt002')).body.value).toEqual({ valid: true, agentName: 'Agent Two' });
    expect((await sim.get('/wps/agent/affiliate?code=NOPE99')).body.value).toEqual({ valid: false });
    expect((await sim.get('/wps/agent/affiliate')).statusCode).toBe(400);
  });
});
