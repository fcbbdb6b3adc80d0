import { encryptForSim } from '../../testing/jwe';
import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();

beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

const changePassword = (token: string, oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
  sim.enc('POST', '/wps/member/password', { oldPassword, newPassword, confirmNewPassword }, token);

describe('POST /wps/member/password', () => {
  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await changePassword(token, 'Demo@2026', 'NewPass2026')).body).toEqual({ success: true, value: null, message: null });
    expect((await sim.login({ username: 'demo01', password: 'Demo@2026' })).body).toMatchObject({ success: false, code: 'LOGIN_FAILED' });
    // The session that changed it stays valid.
    expect((await sim.get('/wps/member/info', token)).statusCode).toBe(200);
  });

  it('sticks across logins', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    await changePassword(token, 'Demo@2026', 'NewPass2026');
    expect((await sim.login({ username: 'demo01', password: 'NewPass2026' })).body.success).toBe(true);
  });

  it('clears passwordExpired', async () => {
    const token = await sim.tokenFor('expired01', 'Expired@2026');
    await changePassword(token, 'Expired@2026', 'Renewed2026');
    const { body } = await sim.login<{ passwordExpired: boolean }>({ username: 'expired01', password: 'Renewed2026' });
    expect(body.value.passwordExpired).toBe(false);
  });

  it.each([
    ['a wrong old password', 'Wrong@2026', 'NewPass2026', 'NewPass2026', 'OLD_PASSWORD_INCORRECT'],
    ['a different confirmation', 'Demo@2026', 'NewPass2026', 'NewPass2027', 'PASSWORD_MISMATCH'],
    ['the same password', 'Demo@2026', 'Demo@2026', 'Demo@2026', 'PASSWORD_UNCHANGED'],
    ['a short password', 'Demo@2026', 'Ab1', 'Ab1', 'PASSWORD_RULE'],
    ['letters only', 'Demo@2026', 'OnlyLetters', 'OnlyLetters', 'PASSWORD_RULE'],
    ['digits only', 'Demo@2026', '1234567890', '1234567890', 'PASSWORD_RULE'],
    ['21 characters', 'Demo@2026', 'Abcdefghij1234567890x', 'Abcdefghij1234567890x', 'PASSWORD_RULE'],
    ['the default weak password', 'Demo@2026', 'Gp@123456', 'Gp@123456', 'PASSWORD_RULE'],
  ])('refuses %s', async (_name, oldPassword, newPassword, confirm, code) => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const { statusCode, body } = await changePassword(token, oldPassword, newPassword, confirm);
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ success: false, code });
    expect((await sim.login({ username: 'demo01', password: 'Demo@2026' })).body.success).toBe(true);
  });

  it('refuses trial accounts and answers 401 without a token', async () => {
    const trial = await sim.post<{ token: string }>('/wps/session/login/freeplay', { os: 'x', platform: 'W', value: await encryptForSim({}), gatewayVersion: 3 });
    expect((await changePassword(trial.body.value.token, 'x', 'NewPass2026')).body).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });
    expect((await sim.enc('POST', '/wps/member/password', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' })).statusCode).toBe(401);
  });
});

describe('CHNGPASSVERIF3: the extra verification of a password change', () => {
  const changeWithCode = (token: string, verificationCode?: string) =>
    sim.enc('POST', '/wps/member/password', { oldPassword: 'Demo@2026', newPassword: 'NewPass2026', confirmNewPassword: 'NewPass2026', verificationCode }, token);

  it('asks for the SMS code sent to the bound mobile; the forced change after login does not', async () => {
    await sim.post('/__sim/features', { CHNGPASSVERIF3: true });
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await changeWithCode(token)).body).toMatchObject({ success: false, code: 'INVALID_VERIFICATION_CODE', value: { errors: { verificationCode: expect.any(String) } } });

    expect((await sim.post('/wps/verification/sms/password', {}, token)).body).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    const code = (await sim.get<{ code: string }>('/__sim/sms?mobile=09171234567')).body.value.code;
    expect((await changeWithCode(token, '000000')).body).toMatchObject({ success: false, code: 'INVALID_VERIFICATION_CODE' });
    expect((await changeWithCode(token, code)).body.success).toBe(true);

    const expired = await sim.tokenFor('expired01', 'Expired@2026');
    expect((await changePassword(expired, 'Expired@2026', 'Renewed2026')).body.success).toBe(true);
  });

  it('is not asked while the switch is off', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await changeWithCode(token)).body.success).toBe(true);
  });
});

describe('POST /wps/member/password/email', () => {
  const forgot = (username: string, email: string) =>
    sim.call({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email }).toString(),
    });

  it('accepts a form-encoded username and matching email', async () => {
    const { body } = await forgot('Demo01', 'DEMO01@example.com');
    expect(body).toMatchObject({ success: true, value: null });
    const state = await sim.get<{ passwordResetEmails: { username: string; email: string }[] }>('/__sim/state');
    expect(state.body.value.passwordResetEmails).toEqual([expect.objectContaining({ username: 'demo01', email: 'demo01@example.com' })]);
  });

  it.each([
    ['an unknown username', 'nobody', 'demo01@example.com'],
    ['another account email', 'demo01', 'agent01@example.com'],
    ['an account without email', 'weak01', 'weak01@example.com'],
  ])('answers "does not exist" for %s', async (_name, username, email) => {
    const { statusCode, body } = await forgot(username, email);
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ success: false, message: 'The username or email does not exist' });
  });

  it('answers 400 without the fields', async () => {
    const { statusCode } = await sim.call({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo01',
    });
    expect(statusCode).toBe(400);
  });
});

describe('POST /wps/member/password/verification', () => {
  const reset = (payload: Record<string, unknown>) => sim.enc('POST', '/wps/member/password/verification', payload);

  it('sets a new password with the SMS code of the bound mobile', async () => {
    await sim.post('/wps/verification/sms/noLogin', { mobileNum: '09171234567', countryDialingCode: '63' });
    const code = (await sim.get<{ code: string }>('/__sim/sms?mobile=09171234567')).body.value.code;

    expect((await reset({ newPassword: 'ByPhone2026', mobileNum: '09171234567', verificationCode: '999999' })).body).toMatchObject({
      success: false,
      code: 'auth/invalid-verification-code',
    });
    expect((await reset({ newPassword: 'short', mobileNum: '09171234567', verificationCode: code })).body).toMatchObject({ success: false, code: 'PASSWORD_RULE' });
    expect((await reset({ newPassword: 'ByPhone2026', mobileNum: '09171234567', verificationCode: code })).body.success).toBe(true);
    expect((await sim.login({ username: 'demo01', password: 'ByPhone2026' })).body.success).toBe(true);
  });

  it('refuses an unknown number', async () => {
    expect((await reset({ newPassword: 'ByPhone2026', mobileNum: '09990000000', verificationCode: '000000' })).body).toMatchObject({
      success: false,
      code: 'MOBILE_NOT_REGISTERED',
    });
  });
});
