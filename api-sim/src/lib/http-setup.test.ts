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

  it('answers CORS preflights for any origin with the token header', async () => {
    const response = await sim.app.inject({
      method: 'OPTIONS',
      url: '/wps/member/info',
      headers: {
        origin: 'http://localhost:3002',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'token',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3002');
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/token/);
  });
});
