import type { WhitelabelNode } from '../../state/features';
import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();

beforeEach(async () => {
  await sim.call({ method: 'POST', url: '/__sim/reset' });
});
afterAll(() => sim.app.close());

const statusValue = async () => (await sim.get<{ status: number }>('/wps/system/status')).body.value.status;

const enabledModules = async () => {
  const { body } = await sim.get<WhitelabelNode[]>('/wps/system/whitelabel');
  const flatten = (nodes: WhitelabelNode[]): WhitelabelNode[] => nodes.flatMap((node) => [node, ...flatten(node.childrenNodes)]);
  return Object.fromEntries(flatten(body.value).map((node) => [node.modId, node.enabled]));
};

describe('POST /__sim/status', () => {
  it('switches the system status', async () => {
    for (const status of [1, 2, 0]) {
      const { body } = await sim.post('/__sim/status', { status });
      expect(body.success).toBe(true);
      expect(await statusValue()).toBe(status);
    }
  });

  it.each([{ status: 3 }, { status: 'maintenance' }, {}, { status: 1, extra: true }])('answers 400 for %p', async (payload) => {
    const { statusCode, body } = await sim.post('/__sim/status', payload);
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});

describe('POST /__sim/features', () => {
  it('switches whitelabel modules', async () => {
    await sim.post('/__sim/features', { MOBILENUMREG3: true, FREEPLAY3: false });
    expect(await enabledModules()).toMatchObject({ MOBILENUMREG3: true, FREEPLAY3: false, USERNAMEREG3: true });
  });

  it('answers 400 for unknown modules or non-boolean values', async () => {
    const unknown = await sim.post('/__sim/features', { NOPE3: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toContain('NOPE3');
    expect((await sim.post('/__sim/features', { PTSYS3: 'maybe' })).statusCode).toBe(400);
    expect((await sim.post('/__sim/features', {})).statusCode).toBe(400);
  });
});

describe('POST /__sim/faults', () => {
  it('answers matching requests with the given HTTP status and the envelope', async () => {
    await sim.post('/__sim/faults', { path: '/wps/system', status: 503 });
    const { statusCode, body } = await sim.get('/wps/system/status');
    expect(statusCode).toBe(503);
    expect(body).toMatchObject({ success: false, code: 'SIM_FAULT' });
    expect((await sim.get('/wps/system/whitelabel')).statusCode).toBe(503);
    expect((await sim.get('/lgw/games/game_menus')).statusCode).toBe(200);
  });

  it('keeps CORS headers on injected failures', async () => {
    await sim.post('/__sim/faults', { path: '/wps', status: 500 });
    const response = await sim.app.inject({ method: 'GET', url: '/wps/system/status', headers: { origin: 'http://localhost:3000' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('delays matching requests', async () => {
    await sim.post('/__sim/faults', { path: '/wps/system/status', delayMs: 120 });
    const started = performance.now();
    const { statusCode } = await sim.get('/wps/system/status');
    expect(statusCode).toBe(200);
    // A lower bound only: a delay never makes the answer early.
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('answers a body of the wrong shape', async () => {
    await sim.post('/__sim/faults', { path: '/wps/member', malformed: true });
    const { statusCode, body } = await sim.get('/wps/member/info');
    expect(statusCode).toBe(200);
    expect(body).toEqual({ success: true, value: { unexpected: 42 } });
  });

  it('answers a body that is not JSON', async () => {
    await sim.post('/__sim/faults', { path: '/wps/system/status', malformed: 'invalid-json' });
    const response = await sim.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(response.body) as unknown).toThrow();
  });

  it('removes itself after `times` requests', async () => {
    await sim.post('/__sim/faults', { path: '/wps/system/status', status: 500, times: 2 });
    expect((await sim.get('/wps/system/status')).statusCode).toBe(500);
    expect((await sim.get('/wps/system/status')).statusCode).toBe(500);
    expect((await sim.get('/wps/system/status')).statusCode).toBe(200);
  });

  it('lets the newest matching fault win', async () => {
    await sim.post('/__sim/faults', { path: '/wps', status: 500 });
    await sim.post('/__sim/faults', { path: '/wps/system', status: 502, times: 1 });
    expect((await sim.get('/wps/system/status')).statusCode).toBe(502);
    expect((await sim.get('/wps/system/status')).statusCode).toBe(500);
  });

  it('never applies to the control API', async () => {
    await sim.post('/__sim/faults', { path: '/', status: 500 });
    expect((await sim.get('/__sim/state')).statusCode).toBe(200);
    expect((await sim.get('/wps/system/status')).statusCode).toBe(500);
  });

  it('is cleared by DELETE /__sim/faults', async () => {
    await sim.post('/__sim/faults', { path: '/wps', status: 500 });
    const cleared = await sim.call({ method: 'DELETE', url: '/__sim/faults' });
    expect(cleared.body).toMatchObject({ success: true, value: { faults: [] } });
    expect((await sim.get('/wps/system/status')).statusCode).toBe(200);
  });

  it.each([
    ['no effect', { path: '/wps' }],
    ['only a zero delay', { path: '/wps', delayMs: 0, malformed: false }],
    ['a path without a leading slash', { path: 'wps', status: 500 }],
    ['an impossible status', { path: '/wps', status: 99 }],
    ['a negative delay', { path: '/wps', delayMs: -1 }],
    ['zero times', { path: '/wps', status: 500, times: 0 }],
    ['an unknown malformed kind', { path: '/wps', malformed: 'xml' }],
    ['an unknown field', { path: '/wps', status: 500, colour: 'red' }],
  ])('answers 400 for %s', async (_name, payload) => {
    const { statusCode, body } = await sim.post('/__sim/faults', payload);
    expect(statusCode).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe('POST /__sim/plants', () => {
  type Popups = { popup: { title: string; content: string }[] };
  const popups = async () => (await sim.get<Popups>('/wps/relay/MCSFE_getListAnnouncements?types=PU&language=EN')).body.value.popup;

  it('sets a property wherever it occurs in the answers of matching paths', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const planted = await sim.post('/__sim/plants', { path: '/wps/member/info', set: { nickname: '<img src=x onerror=alert(1)>' } });
    expect(planted.body.success).toBe(true);
    const { statusCode, body } = await sim.get<{ nickname: string; userName: string }>('/wps/member/info', token);
    expect(statusCode).toBe(200);
    expect(body.value).toMatchObject({ nickname: '<img src=x onerror=alert(1)>', userName: 'demo01' });
    expect((await popups()).length).toBeGreaterThan(1);
  });

  it('hands out a list one value per occurrence, in order, with `each`', async () => {
    const before = await popups();
    await sim.post('/__sim/plants', { path: '/wps/relay/MCSFE_getListAnnouncements', set: { content: ['<b>a</b>', '<b>b</b>'] }, each: ['content'] });
    const after = await popups();
    expect(after.map((popup) => popup.content)).toEqual(before.map((_, index) => (index % 2 === 0 ? '<b>a</b>' : '<b>b</b>')));
    expect(after.map((popup) => popup.title)).toEqual(before.map((popup) => popup.title));
  });

  it('sets a list as it is without `each`, and leaves other paths and the control API alone', async () => {
    await sim.post('/__sim/plants', { path: '/wps/relay/MCSFE_getListAnnouncements', set: { content: ['x'] } });
    expect((await popups()).every((popup) => Array.isArray(popup.content))).toBe(true);
    await sim.post('/__sim/plants', { path: '/', set: { status: 'planted', faults: 'planted' } });
    expect((await sim.get<{ faults: unknown }>('/__sim/state')).body.value.faults).toEqual([]);
  });

  it('is cleared by DELETE /__sim/plants and by reset', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    await sim.post('/__sim/plants', { path: '/wps/member/info', set: { nickname: 'planted' } });
    await sim.call({ method: 'DELETE', url: '/__sim/plants' });
    expect((await sim.get<{ nickname: string }>('/wps/member/info', token)).body.value.nickname).not.toBe('planted');
    await sim.post('/__sim/plants', { path: '/wps/member/info', set: { nickname: 'planted' } });
    await sim.post('/__sim/reset');
    const again = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await sim.get<{ nickname: string }>('/wps/member/info', again)).body.value.nickname).not.toBe('planted');
  });

  it.each([
    ['no path', { set: { a: 1 } }],
    ['nothing to set', { path: '/wps', set: {} }],
    ['a relative path', { path: 'wps', set: { a: 1 } }],
    ['each naming a property without a list', { path: '/wps', set: { a: 1 }, each: ['a'] }],
  ])('answers 400 for %s', async (_name, payload) => {
    const { statusCode, body } = await sim.post('/__sim/plants', payload);
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});

describe('POST /__sim/reset', () => {
  it('restores the seed state', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    await sim.login({ username: 'agent01', password: 'wrong' });
    await sim.post('/__sim/status', { status: 1 });
    await sim.post('/__sim/features', { PTSYS3: false });
    await sim.post('/__sim/faults', { path: '/lgw', status: 500 });

    const reset = await sim.post('/__sim/reset');
    expect(reset.body.success).toBe(true);

    expect(await statusValue()).toBe(0);
    expect((await enabledModules()).PTSYS3).toBe(true);
    expect((await sim.get('/lgw/games/game_menus')).statusCode).toBe(200);
    expect((await sim.get('/wps/member/info', token)).statusCode).toBe(401);
    expect((await sim.login({ username: 'agent01', password: 'Agent@2026' })).body.success).toBe(true);
  });
});

describe('GET /__sim/state', () => {
  it('summarises the state', async () => {
    await sim.tokenFor('demo01', 'Demo@2026');
    const { body } = await sim.get<{
      status: number;
      sessions: number;
      accounts: { username: string; balance: number }[];
      catalogue: { games: Record<string, number> };
    }>('/__sim/state');
    expect(body.value.status).toBe(0);
    expect(body.value.sessions).toBe(1);
    expect(body.value.accounts).toContainEqual(expect.objectContaining({ username: 'demo01', balance: 12345.67 }));
    expect(body.value.catalogue.games.RNG).toBe(10000);
  });
});

describe('POST /__sim/ip-check', () => {
  it('switches the IP check and shows it in the state', async () => {
    expect((await sim.post('/__sim/ip-check', { enabled: true })).body.value).toEqual({ enabled: true });
    expect((await sim.get<{ ipCheck: boolean }>('/__sim/state')).body.value.ipCheck).toBe(true);
    await sim.post('/__sim/reset');
    expect((await sim.get<{ ipCheck: boolean }>('/__sim/state')).body.value.ipCheck).toBe(false);
  });

  it.each([{}, { enabled: 'yes' }, { enabled: true, extra: 1 }])('answers 400 for %p', async (payload) => {
    expect((await sim.post('/__sim/ip-check', payload)).statusCode).toBe(400);
  });

  it('is never affected by faults', async () => {
    await sim.post('/__sim/faults', { path: '/', status: 500 });
    expect((await sim.post('/__sim/ip-check', { enabled: false })).statusCode).toBe(200);
  });
});
