import { createTestClient } from '../testing/sim-test-client';

const sim = createTestClient();
afterAll(() => sim.app.close());

describe('HTTP conventions', () => {
  it('answers unknown paths with the 404 envelope', async () => {
    const { statusCode, body } = await sim.get('/wps/nothing/here?x=1');
    expect(statusCode).toBe(404);
    expect(body).toEqual({ success: false, value: null, message: 'Not found: GET /wps/nothing/here', code: 'NOT_FOUND' });
  });

  it('answers a body that is not JSON with the 400 envelope and no stack trace', async () => {
    const response = await sim.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"value": ',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ success: boolean; code: string }>();
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(response.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
    expect(response.body).not.toContain('stack');
  });

  it('rejects prototype poisoning in JSON bodies', async () => {
    const response = await sim.app.inject({
      method: 'POST',
      url: '/__sim/status',
      headers: { 'content-type': 'application/json' },
      payload: '{"status": 1, "__proto__": {"polluted": true}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it("answers CORS preflights of the shell's origin with the token header", async () => {
    const response = await sim.app.inject({
      method: 'OPTIONS',
      url: '/wps/member/info',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'token',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/token/);
  });

  it.each(['http://localhost:3002', 'https://evil.example', 'null'])('gives the origin %p no CORS access', async (origin) => {
    const preflight = await sim.app.inject({
      method: 'OPTIONS',
      url: '/wps/member/info',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'token' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await sim.app.inject({ method: 'GET', url: '/wps/system/status', headers: { origin } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends API answers no-store with nosniff, a strict referrer and a policy that loads nothing', async () => {
    const { headers } = await sim.get('/wps/system/status');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(headers['content-security-policy']).toBe("default-src 'none'; object-src 'none'; frame-ancestors 'none'");
  });

  it("lets only the shell's origins frame the demo pages", async () => {
    const response = await sim.app.inject({ method: 'GET', url: '/sim/chat' });
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self' http://localhost:3000 http://127.0.0.1:3000");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
