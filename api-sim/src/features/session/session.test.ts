import { DEFAULT_WEAK_PASSWORD } from '../../config';
import { createTestClient } from '../../testing/sim-test-client';
import { encryptForSim } from '../../testing/jwe';

interface LoginValue {
  token: string;
  account: string;
  type: number;
  nickname: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  currency: string;
}

const sim = createTestClient();

beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

async function issueCaptcha(uuid: string): Promise<string> {
  const image = await sim.get<string>(`/wps/captcha?uuid=${uuid}`);
  expect(image.body.value).toMatch(/^data:image\/svg\+xml;base64,/);
  const answer = await sim.get<{ answer: string }>(`/__sim/captcha?uuid=${uuid}`);
  return answer.body.value.answer;
}

describe('POST /wps/session/login', () => {
  it('logs a member in with an encrypted payload', async () => {
    const { statusCode, body } = await sim.login<LoginValue>({ username: 'demo01', password: 'Demo@2026' });
    expect(statusCode).toBe(200);
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({
      account: 'demo01',
      type: 0,
      nickname: 'Demo Player',
      vipLevel: 3,
      vipName: 'Gold',
      currency: 'PHP',
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect(body.value.token).toEqual(expect.any(String));
  });

  it('lets the default weak password log in (the client forces the change)', async () => {
    const { body } = await sim.login<LoginValue>({ username: 'weak01', password: DEFAULT_WEAK_PASSWORD });
    expect(body.success).toBe(true);
    expect(body.value.account).toBe('weak01');
  });

  it('has an agent with the default weak password too (the agent login forces the change)', async () => {
    const { body } = await sim.login<LoginValue>({ username: 'weakagent01', password: DEFAULT_WEAK_PASSWORD });
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({ account: 'weakagent01', type: 1 });
  });

  it('logs agents in with their agent type', async () => {
    const agent01 = await sim.login<LoginValue>({ username: 'agent01', password: 'Agent@2026' });
    const agent02 = await sim.login<LoginValue>({ username: 'AGENT02', password: 'Agent@2026' });
    expect(agent01.body.value.type).toBe(1);
    expect(agent02.body.value.type).toBe(41);
  });

  it('fails with a wrong password and then asks for a captcha', async () => {
    const first = await sim.login({ username: 'demo01', password: 'wrong' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({ success: false, message: 'Incorrect username or password', value: { captcha: true } });

    const withoutCaptcha = await sim.login({ username: 'demo01', password: 'Demo@2026' });
    expect(withoutCaptcha.body).toMatchObject({ success: false, message: 'Captcha required', value: { captcha: true } });

    await issueCaptcha('uuid-wrong');
    const wrongCaptcha = await sim.login({ username: 'demo01', password: 'Demo@2026', captcha: 'ZZZZ0', captchaUuid: 'uuid-wrong' });
    expect(wrongCaptcha.body).toMatchObject({ success: false, message: 'Incorrect captcha', value: { captcha: true } });

    const answer = await issueCaptcha('uuid-right');
    expect(answer).toMatch(/^[A-Z0-9]{4}$/);
    const passed = await sim.login<LoginValue>({
      username: 'demo01',
      password: 'Demo@2026',
      captcha: answer.toLowerCase(),
      captchaUuid: 'uuid-right',
    });
    expect(passed.body.success).toBe(true);

    const afterSuccess = await sim.login({ username: 'demo01', password: 'Demo@2026' });
    expect(afterSuccess.body.success).toBe(true);
  });

  it('uses a captcha answer only once', async () => {
    await sim.login({ username: 'demo01', password: 'wrong' });
    const answer = await issueCaptcha('once');
    await sim.login({ username: 'demo01', password: 'wrong-again', captcha: answer, captchaUuid: 'once' });
    const replay = await sim.login({ username: 'demo01', password: 'Demo@2026', captcha: answer, captchaUuid: 'once' });
    expect(replay.body.message).toBe('Incorrect captcha');
  });

  it('fails for an unknown username the same way', async () => {
    const { body } = await sim.login({ username: 'nobody', password: 'whatever' });
    expect(body).toMatchObject({ success: false, message: 'Incorrect username or password', value: { captcha: true } });
  });

  it('answers 400 for a payload that does not decrypt', async () => {
    const { statusCode, body } = await sim.post('/wps/session/login', { value: 'not.a.jwe.at-all' });
    expect(statusCode).toBe(400);
    expect(body).toEqual({ success: false, value: null, message: 'Invalid encrypted payload', code: 'BAD_REQUEST' });
  });

  it('answers 400 for a plain (unencrypted) body or missing credentials', async () => {
    const plain = await sim.post('/wps/session/login', { username: 'demo01', password: 'Demo@2026' });
    expect(plain.statusCode).toBe(400);
    expect(plain.body.success).toBe(false);

    const missing = await sim.post('/wps/session/login', { value: await encryptForSim({ username: 'demo01' }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toMatch(/username and password/);
  });
});

describe('GET /wps/captcha', () => {
  it('needs a uuid', async () => {
    const { statusCode, body } = await sim.get('/wps/captcha');
    expect(statusCode).toBe(400);
    expect(body.success).toBe(false);
  });

  it('draws the four characters of the answer', async () => {
    const { body } = await sim.get<string>('/wps/captcha?uuid=draw');
    const svg = Buffer.from(body.value.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    const drawn = [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((match) => match[1]).join('');
    const { body: answer } = await sim.get<{ answer: string }>('/__sim/captcha?uuid=draw');
    expect(drawn).toBe(answer.value.answer);
  });
});

describe('POST /wps/session/login/freeplay', () => {
  const freeplay = async () =>
    sim.post<LoginValue>('/wps/session/login/freeplay', { os: 'Linux', platform: 'W', value: await encryptForSim({}), gatewayVersion: 3 });

  it('creates a trial account with its own token and balance', async () => {
    const { body } = await freeplay();
    expect(body.success).toBe(true);
    expect(body.value.type).toBe(4);
    expect(body.value.account).toMatch(/^trial_[A-Z0-9]{4}$/);

    const balance = await sim.get<{ balance: number }>('/wps/v2/wallets/balance', body.value.token);
    expect(balance.body.value.balance).toBe(2000);

    const second = await freeplay();
    expect(second.body.value.account).not.toBe(body.value.account);
  });

  it('repeats the same trial names after a reset (seeded)', async () => {
    const first = (await freeplay()).body.value.account;
    await sim.post('/__sim/reset');
    expect((await freeplay()).body.value.account).toBe(first);
  });

  it('is refused when FREEPLAY3 is off', async () => {
    await sim.post('/__sim/features', { FREEPLAY3: false });
    const { statusCode, body } = await freeplay();
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ success: false, code: 'FREEPLAY_DISABLED' });
  });

  it('answers 400 without the encrypted value', async () => {
    const { statusCode } = await sim.post('/wps/session/login/freeplay', { os: 'Linux', platform: 'W', gatewayVersion: 3 });
    expect(statusCode).toBe(400);
  });
});

describe('DELETE /wps/session/logout', () => {
  it('invalidates the token', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await sim.get('/wps/member/info', token)).statusCode).toBe(200);

    const logout = await sim.call({ method: 'DELETE', url: '/wps/session/logout', headers: { token } });
    expect(logout.body).toEqual({ success: true, value: null, message: null });

    const after = await sim.get('/wps/member/info', token);
    expect(after.statusCode).toBe(401);
  });

  it('accepts a JSON content type without a body', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const logout = await sim.call({ method: 'DELETE', url: '/wps/session/logout', headers: { token, 'content-type': 'application/json' } });
    expect(logout.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const { statusCode, body } = await sim.call({ method: 'DELETE', url: '/wps/session/logout' });
    expect(statusCode).toBe(401);
    expect(body.code).toBe('UNAUTHORIZED');
  });
});
