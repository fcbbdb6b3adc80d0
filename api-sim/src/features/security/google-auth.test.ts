import { checkGoogleCode, DEMO_GOOGLE_SECRET, googleCodeOf } from '../../state/google-auth';
import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

type GoogleState = { bound: boolean; secret: string | null; otpauthUrl: string | null };

describe('TOTP codes', () => {
  it('accepts the current code and one step either side, nothing older or malformed', () => {
    const now = Date.UTC(2026, 10, 25, 12, 0, 0);
    const code = googleCodeOf(DEMO_GOOGLE_SECRET, now);
    expect(code).toMatch(/^\d{6}$/);
    expect(checkGoogleCode(DEMO_GOOGLE_SECRET, code, now)).toBe(true);
    expect(checkGoogleCode(DEMO_GOOGLE_SECRET, code, now + 30_000)).toBe(true);
    expect(checkGoogleCode(DEMO_GOOGLE_SECRET, code, now + 90_000)).toBe(false);
    expect(checkGoogleCode(DEMO_GOOGLE_SECRET, ` ${code}x`, now)).toBe(false);
    expect(checkGoogleCode(null, code, now)).toBe(false);
  });

  it('computes the RFC 6238 SHA-1 test vector', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s → 94287082 (8 digits); 6 digits = 287082.
    expect(googleCodeOf('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });
});

describe('Google authenticator binding', () => {
  it('hands out a secret with its otpauth URL (the same until bound), binds it with a current code', async () => {
    const token = await sim.tokenFor('fresh01', 'Fresh@2026');
    const first = (await sim.get<GoogleState>('/wps/member/google', token)).body.value;
    expect(first).toMatchObject({ bound: false, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(first.otpauthUrl).toBe(`otpauth://totp/GP01%20Gaming:fresh01?issuer=GP01%20Gaming&secret=${first.secret}&algorithm=SHA1&digits=6&period=30`);
    expect((await sim.get<GoogleState>('/wps/member/google', token)).body.value.secret).toBe(first.secret);
    const secret = first.secret ?? '';

    expect((await sim.post('/wps/member/google/bind', { code: '12345' }, token)).body).toMatchObject({ success: false, code: 'GOOGLE_CODE_INVALID', value: { errors: { code: expect.any(String) } } });
    expect((await sim.post('/wps/member/google/bind', { code: googleCodeOf(secret, Date.now() - 120_000) }, token)).body.code).toBe('GOOGLE_CODE_INVALID');
    expect((await sim.get('/wps/member/profile', token)).body.value).toMatchObject({ googleBound: false });

    expect((await sim.post('/wps/member/google/bind', { code: googleCodeOf(secret) }, token)).body).toMatchObject({ success: true, value: { googleBound: true } });
    expect((await sim.get<GoogleState>('/wps/member/google', token)).body.value).toEqual({ bound: true, secret: null, otpauthUrl: null });
    expect((await sim.post('/wps/member/google/bind', { code: googleCodeOf(secret) }, token)).body.code).toBe('GOOGLE_ALREADY_BOUND');
  });

  it('unbinds with a current code of the bound secret; a new binding gets a new secret', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await sim.post('/wps/member/google/unbind', { code: googleCodeOf('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ') }, token)).body.code).toBe('GOOGLE_CODE_INVALID');
    expect((await sim.post('/wps/member/google/unbind', { code: googleCodeOf(DEMO_GOOGLE_SECRET) }, token)).body).toMatchObject({ success: true, value: { googleBound: false } });
    expect((await sim.post('/wps/member/google/unbind', { code: googleCodeOf(DEMO_GOOGLE_SECRET) }, token)).body.code).toBe('GOOGLE_NOT_BOUND');
    expect((await sim.get<GoogleState>('/wps/member/google', token)).body.value.secret).not.toBe(DEMO_GOOGLE_SECRET);
  });

  it('refuses binding before a secret was handed out, and guests', async () => {
    const token = await sim.tokenFor('fresh01', 'Fresh@2026');
    expect((await sim.post('/wps/member/google/bind', { code: '123456' }, token)).body.code).toBe('GOOGLE_NO_SECRET');
    expect((await sim.get('/wps/member/google')).statusCode).toBe(401);
  });
});
