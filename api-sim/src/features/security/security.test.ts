import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

describe('security centre profile', () => {
  it('answers the profile, what is bound and the total of every wallet', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await sim.get('/wps/member/profile', token)).body.value).toMatchObject({
      account: 'demo01',
      nickname: 'Demo Player',
      realName: 'Demo Player',
      mobileNum: '09171234567',
      email: 'demo01@example.com',
      birthday: '1990-05-17',
      vipName: 'Gold',
      mobileBound: true,
      emailBound: true,
      googleBound: true,
      hasPaymentPassword: true,
      totalBalance: 12345.67,
      currencySymbol: '₱',
    });
    expect((await sim.get('/wps/member/profile')).statusCode).toBe(401);
  });

  it('updates the nickname; real name and birthday only once, 21 or older', async () => {
    const token = await sim.tokenFor('fresh01', 'Fresh@2026');
    const update = (body: Record<string, unknown>) => sim.post('/wps/member/profile', body, token);
    expect((await update({ nickname: 'x' })).body).toMatchObject({ success: false, code: 'INVALID_NICKNAME' });
    expect((await update({ birthday: '2020-01-01' })).body).toMatchObject({ success: false, code: 'TOO_YOUNG' });
    expect((await update({ birthday: '1990-02-30' })).body).toMatchObject({ success: false, code: 'INVALID_BIRTHDAY' });
    expect((await update({ realName: 'R2D2' })).body).toMatchObject({ success: false, code: 'INVALID_REAL_NAME' });
    expect((await update({ nickname: 'Freshie', realName: 'Fresh Player', birthday: '1995-06-01' })).body).toMatchObject({ success: true, value: { nickname: 'Freshie', realName: 'Fresh Player', birthday: '1995-06-01' } });
    expect((await update({ realName: 'Other Name' })).body).toMatchObject({ success: false, code: 'REAL_NAME_SET' });
  });

  it('binds a mobile number with the SMS code sent to it, and an email', async () => {
    const token = await sim.tokenFor('fresh01', 'Fresh@2026');
    expect((await sim.post('/wps/verification/sms/bind', { mobileNum: '09171234567' }, token)).body).toMatchObject({ success: false, code: 'MOBILE_EXISTS' });
    expect((await sim.post('/wps/verification/sms/bind', { mobileNum: '09175550000' }, token)).body).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    const code = (await sim.get<{ code: string }>('/__sim/sms?mobile=09175550000')).body.value.code;
    expect((await sim.post('/wps/member/bind/mobile', { mobileNum: '09175550000', verificationCode: '000000' }, token)).body).toMatchObject({ success: false, code: 'INVALID_VERIFICATION_CODE' });
    expect((await sim.post('/wps/member/bind/mobile', { mobileNum: '09175550000', verificationCode: code }, token)).body).toMatchObject({ success: true, value: { mobileNum: '09175550000', mobileBound: true } });

    expect((await sim.post('/wps/member/bind/email', { email: 'not-an-email' }, token)).body).toMatchObject({ success: false, code: 'INVALID_EMAIL' });
    expect((await sim.post('/wps/member/bind/email', { email: 'DEMO01@example.com' }, token)).body).toMatchObject({ success: false, code: 'EMAIL_EXISTS' });
    expect((await sim.post('/wps/member/bind/email', { email: 'fresh.new@example.com' }, token)).body).toMatchObject({ success: true, value: { email: 'fresh.new@example.com' } });
  });
});
