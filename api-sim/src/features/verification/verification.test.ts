import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();

beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

const noLogin = (mobileNum: string, countryDialingCode = '63') =>
  sim.post<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode, captcha: 'challenge-ok' });
const forRegister = (mobileNo: string, countryDialingCode = '63') =>
  sim.post<{ expiredMinutes: number }>('/wps/verification/sms/register', { mobileNo, countryDialingCode });

describe('POST /wps/verification/sms/noLogin', () => {
  it('sends a deterministic code to a registered number, readable through the control API', async () => {
    const { body } = await noLogin('09171234567');
    expect(body).toEqual({ success: true, value: { expiredMinutes: 1 }, message: null });

    const sms = await sim.get<{ code: string; mobile: string }>('/__sim/sms?mobile=09171234567');
    expect(sms.body.value).toMatchObject({ code: '234567', mobile: '63-9171234567' });
    // The trunk zero does not matter.
    expect((await sim.get<{ code: string }>('/__sim/sms?mobile=9171234567&countryDialingCode=%2B63')).body.value.code).toBe('234567');
  });

  it('refuses a second send to the same number within 1 s, then sends again', async () => {
    expect((await noLogin('09171234567')).body.success).toBe(true);
    const again = await noLogin('9171234567');
    expect(again.body).toMatchObject({ success: false, message: 'Please wait before sending again', code: 'auth/too-many-requests' });

    // Another number is not throttled.
    expect((await noLogin('09181234567')).body.success).toBe(true);

    // Only the clock is faked: a second later the number can be sent to again.
    jest.useFakeTimers({
      now: Date.now() + 1050,
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask', 'hrtime', 'performance'],
    });
    try {
      expect((await noLogin('09171234567')).body.success).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['letters', '0917abc4567', 'auth/invalid-phone-number'],
    ['too short', '12345', 'auth/invalid-phone-number'],
    ['empty', '', 'auth/missing-phone-number'],
  ])('rejects a phone number that is %s', async (_name, mobileNum, code) => {
    const { statusCode, body } = await noLogin(mobileNum);
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ success: false, code });
    expect(body.message).toEqual(expect.any(String));
  });

  it('rejects an invalid dialing code', async () => {
    expect((await noLogin('09171234567', 'PH')).body).toMatchObject({ success: false, code: 'auth/invalid-phone-number' });
  });

  it('needs a registered number', async () => {
    const { body } = await noLogin('09991112222');
    expect(body).toMatchObject({ success: false, message: 'This mobile number is not registered', code: 'MOBILE_NOT_REGISTERED' });
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('sends a code to a new number', async () => {
    const { body } = await forRegister('09991112222');
    expect(body).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    expect((await sim.get<{ code: string }>('/__sim/sms?mobile=09991112222')).body.value.code).toBe('112222');
  });

  it('refuses a number that is already registered', async () => {
    expect((await forRegister('09171234567')).body).toMatchObject({ success: false, code: 'MOBILE_EXISTS' });
  });

  it('throttles per number', async () => {
    await forRegister('09991112222');
    expect((await forRegister('09991112222')).body).toMatchObject({ success: false, message: 'Please wait before sending again' });
  });
});

describe('GET /__sim/sms', () => {
  it('answers 400 when nothing was sent', async () => {
    expect((await sim.get('/__sim/sms?mobile=09171234567')).statusCode).toBe(400);
    expect((await sim.get('/__sim/sms')).statusCode).toBe(400);
  });
});
