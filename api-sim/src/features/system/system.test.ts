import type { WhitelabelNode } from '../../state/features';
import type { RegisterFieldRule } from '../../state/register-settings';
import { createTestClient, TEST_PUBLIC_URL } from '../../testing/sim-test-client';
import type { SystemStatusValue } from './system-status';

const sim = createTestClient();
afterAll(() => sim.app.close());

function flatten(nodes: WhitelabelNode[]): WhitelabelNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.childrenNodes)]);
}

describe('GET /wps/system/status', () => {
  it('answers the permission info', async () => {
    const { body } = await sim.get<SystemStatusValue>('/wps/system/status');
    const value = body.value;
    expect(value.status).toBe(0);
    expect(value.timeZone).toBe('Asia/Manila');
    expect(value.serverTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(value.maintenance.info).toEqual(expect.any(String));
    expect(value.regionRestriction.info).toEqual(expect.any(String));
    expect(value.location.ip).toBe('127.0.0.1');
    expect(value.customerService).toBe(`${TEST_PUBLIC_URL}/sim/chat`);
    expect(value.imageCDNs.length).toBeGreaterThanOrEqual(1);
    for (const cdn of value.imageCDNs) expect(cdn.startsWith(TEST_PUBLIC_URL)).toBe(true);
    expect(value.resources.map((resource) => resource.resourceType)).toEqual(
      expect.arrayContaining(['MOBILECONFIG', 'ANDROID', 'BLOG']),
    );
  });

  it('reports the client address given by a proxy', async () => {
    const { body } = await sim.call<SystemStatusValue>({
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(body.value.location.ip).toBe('203.0.113.9');
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('answers the module tree with the default switches', async () => {
    const { body } = await sim.get<WhitelabelNode[]>('/wps/system/whitelabel');
    const enabled = Object.fromEntries(flatten(body.value).map((node) => [node.modId, node.enabled]));
    expect(enabled).toMatchObject({
      USERNAMEREG3: true,
      FREEPLAY3: true,
      PTSYS3: true,
      AGENTPOLICY3: true,
      PWDEXPFORCECHANGE3: true,
      MOBILENUMREG3: false,
      REGMOBVERF3: false,
      MOBILENUMPASSREG3: false,
      CHNGPASSVERIF3: false,
      MOBILEVERCODELOGIN3: false,
      FUNDTRANS3: true,
      MEMTRANS3: true,
      REWCEN3: true,
      MISSIONLB3: true,
      INBOX3: true,
    });
    expect(body.value.map((node) => node.modId)).toEqual(expect.arrayContaining(['REGISTER3', 'LOGIN3']));
  });
});

describe('GET /wps/system/setting/register', () => {
  it('answers a rule for every registration field', async () => {
    const { body } = await sim.get<Record<string, RegisterFieldRule>>('/wps/system/setting/register');
    expect(Object.keys(body.value)).toEqual(
      expect.arrayContaining(['username', 'password', 'confirmPassword', 'email', 'mobileNum', 'birthday', 'referralCode', 'countryDialingCode']),
    );
    expect(body.value.username).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 16 });
    expect(body.value.password).toMatchObject({ enabled: true, required: true, minLength: 8, maxLength: 20 });
    expect(body.value.email?.required).toBe(false);
    expect(body.value.birthday?.required).toBe(false);
    for (const rule of Object.values(body.value)) {
      if (rule.acceptedPattern !== '*') expect(() => new RegExp(rule.acceptedPattern)).not.toThrow();
    }
    expect(new RegExp(body.value.username?.acceptedPattern ?? '').test('demo01')).toBe(true);
    expect(new RegExp(body.value.username?.acceptedPattern ?? '').test('01demo')).toBe(false);
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('answers the domain and route', async () => {
    const { body } = await sim.get('/wps/system/domainRoute');
    expect(body.value).toEqual({ domain: 'sim.test', route: '/' });
  });
});
