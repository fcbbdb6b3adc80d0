import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
let agent01 = '';
beforeEach(async () => {
  await sim.post('/__sim/reset');
  agent01 = await sim.tokenFor('agent01', 'Agent@2026');
});
afterAll(() => sim.app.close());

const totalOf = async (username: string) => (await sim.get<{ balance: number; invariant: string[] }>(`/__sim/ledger?username=${username}&limit=0`)).body.value;
const transfer = (payload: Record<string, unknown>, token = agent01) =>
  sim.enc<{ orderNo: string; mainBalance: number; downlineBalance: number }>('POST', '/wps/relay/passwordCheck/MCS2_transferDownline', payload, token);

describe('transfer to a downline', () => {
  it('moves money between the two ledgers once per requestId (6235 / 6236)', async () => {
    const agentBefore = await totalOf('agent01');
    const downBefore = await totalOf('tm001');
    const info = await sim.get<{ allowed: boolean; downlineBalance: number; hasPaymentPassword: boolean }>('/wps/relay/MCS2_transferDownlineInfo?account=tm001', agent01);
    expect(info.body.value).toMatchObject({ allowed: true, hasPaymentPassword: true, downlineBalance: downBefore.balance, minAmount: 1, maxAmount: 50000 });
    const first = await transfer({ account: 'tm001', amount: 123.45, paymentPassword: '135790', requestId: 'd-1' });
    expect(first.body.success).toBe(true);
    expect((await transfer({ account: 'tm001', amount: 123.45, paymentPassword: '135790', requestId: 'd-1' })).body).toEqual(first.body);
    expect((await transfer({ account: 'tm001', amount: 5, paymentPassword: '135790', requestId: 'd-1' })).body).toMatchObject({ success: false, code: 'DUPLICATE_REQUEST' });
    const agentAfter = await totalOf('agent01');
    const downAfter = await totalOf('tm001');
    expect(agentAfter.balance).toBeCloseTo(agentBefore.balance - 123.45, 2);
    expect(downAfter.balance).toBeCloseTo(downBefore.balance + 123.45, 2);
    expect(agentAfter.invariant).toEqual([]);
    expect(downAfter.invariant).toEqual([]);
    const rows = await sim.get<{ list: { typeId: number; account: string; orderNo: string }[] }>('/wps/relay/ODSFE2_teamTransDet?account=tm001&typeId=6236', agent01);
    expect(rows.body.value.list).toEqual([expect.objectContaining({ typeId: 6236, account: 'tm001', orderNo: first.body.value.orderNo })]);
  });

  it('refuses a wrong withdrawal password, more than the balance, outsiders and blocked accounts; nothing moves', async () => {
    const before = await totalOf('agent01');
    expect((await transfer({ account: 'tm001', amount: 10, paymentPassword: '000000' })).body).toMatchObject({ success: false, code: 'invalid.payment.pw' });
    const agent03 = await sim.tokenFor('agent03', 'Agent@2026');
    expect((await transfer({ account: 'ta201', amount: 49999, paymentPassword: '135790' }, agent03)).body).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect((await transfer({ account: 'tm001', amount: 50000.01, paymentPassword: '135790' })).body).toMatchObject({ success: false, code: 'AMOUNT_TOO_HIGH' });
    expect((await transfer({ account: 'agent02', amount: 10, paymentPassword: '135790' })).body).toMatchObject({ success: false, code: 'NOT_IN_TEAM' });
    const blocked = (await sim.get<{ list: { account: string }[] }>('/wps/relay/ODSFE2_subordinateList?account=tm&status=0', agent01)).body.value.list[0]?.account ?? '';
    expect((await transfer({ account: blocked, amount: 10, paymentPassword: '135790' })).body).toMatchObject({ success: false, code: 'DOWNLINE_BLOCKED' });
    expect((await totalOf('agent01')).balance).toBe(before.balance);
    const demo = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await transfer({ account: 'tm001', amount: 10, paymentPassword: '135790' }, demo)).body).toMatchObject({ success: false, code: 'NOT_AN_AGENT' });
  });
});

describe('register a downline', () => {
  const register = (payload: Record<string, unknown>) => sim.enc<{ account: string; userType: string; rebateRate: number; level: number }>('POST', '/wps/relay/MCS2_registerSubordinate', payload, agent01);

  it('creates a direct agent or member with a rebate rate in range, who can log in', async () => {
    expect((await sim.get('/wps/relay/MCS2_getRebateRange', agent01)).body.value).toEqual({ minRate: 0, maxRate: 2, step: 0.1, ownRate: 2 });
    const created = await register({ userType: 'AGENT', username: 'newagent7', password: 'Agent@2027', confirmPassword: 'Agent@2027', rebateRate: 1.5 });
    expect(created.body.value).toMatchObject({ account: 'newagent7', userType: 'AGENT', rebateRate: 1.5, level: 1 });
    const login = await sim.login<{ type: number }>({ username: 'newagent7', password: 'Agent@2027' });
    expect(login.body.value.type).toBe(1);
    const list = await sim.get<{ list: { account: string }[] }>('/wps/relay/ODSFE2_subordinateList', agent01);
    expect(list.body.value.list[0]?.account).toBe('newagent7');
  });

  it('refuses a rate out of range, a taken username and broken fields', async () => {
    expect((await register({ userType: 'MEMBER', username: 'newmem1', password: 'Member@2027', confirmPassword: 'Member@2027', rebateRate: 2.1 })).body).toMatchObject({
      success: false,
      code: 'REBATE_OUT_OF_RANGE',
      value: { minRate: 0, maxRate: 2 },
    });
    expect((await register({ userType: 'MEMBER', username: 'demo01', password: 'Member@2027', confirmPassword: 'Member@2027', rebateRate: 1 })).body).toMatchObject({ success: false, code: 'USERNAME_EXISTS' });
    const broken = await register({ userType: 'MEMBER', username: '1x', password: 'short', confirmPassword: 'other', rebateRate: 1 });
    expect(broken.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys((broken.body.value as unknown as { errors: Record<string, string> }).errors).sort()).toEqual(['confirmPassword', 'password', 'username']);
  });
});

describe('affiliate links', () => {
  it('creates, lists, expires and deletes links; a live link registers its owner\'s downline', async () => {
    const created = await sim.post<{ id: number; code: string; url: string; expireTime: string | null; expired: boolean }>(
      '/wps/relay/MCS2_createAffiliateLink',
      { userType: 'MEMBER', rebateRate: 1, expiry: '1D', channel: 'Facebook' },
      agent01,
    );
    expect(created.body.value).toMatchObject({ expired: false, url: `http://localhost:3000/?affiliateCode=${created.body.value.code}` });
    const forever = await sim.post<{ expireTime: string | null }>('/wps/relay/MCS2_createAffiliateLink', { userType: 'AGENT', rebateRate: 0.5, expiry: 'PERMANENT', channel: 'SMS' }, agent01);
    expect(forever.body.value.expireTime).toBeNull();
    expect((await sim.post('/wps/relay/MCS2_createAffiliateLink', { userType: 'AGENT', rebateRate: 3, expiry: '7D', channel: 'SMS' }, agent01)).body).toMatchObject({ code: 'REBATE_OUT_OF_RANGE' });
    expect((await sim.post('/wps/relay/MCS2_createAffiliateLink', { userType: 'AGENT', rebateRate: 1, expiry: '2D', channel: 'SMS' }, agent01)).statusCode).toBe(400);

    await sim.post('/__sim/register-settings', { captcha: { enabled: false } });
    const registered = await sim.enc<{ account: string }>('PUT', '/wps/member/register', { username: 'linked01', password: 'Linked@2026', confirmPassword: 'Linked@2026', affiliateCode: created.body.value.code });
    expect(registered.body.success).toBe(true);
    const detail = await sim.get<{ directUpline: string; rebateRate: number }>('/wps/relay/ODSFE2_subordinateDetail?account=linked01', agent01);
    expect(detail.body.value).toMatchObject({ directUpline: 'agent01', rebateRate: 1 });
    const list = await sim.get<{ list: { id: number; registrations: number }[] }>('/wps/relay/MCS2_affiliateLinkList', agent01);
    expect(list.body.value.list.find((link) => link.id === created.body.value.id)?.registrations).toBe(1);

    await sim.post('/__sim/clock', { advanceMinutes: 24 * 60 + 1 });
    const later = await sim.get<{ list: { id: number; expired: boolean }[] }>('/wps/relay/MCS2_affiliateLinkList', agent01);
    expect(later.body.value.list.find((link) => link.id === created.body.value.id)?.expired).toBe(true);

    expect((await sim.del('/wps/relay/MCS2_deleteAffiliateLink', { id: created.body.value.id }, agent01)).body.success).toBe(true);
    expect((await sim.del('/wps/relay/MCS2_deleteAffiliateLink', { id: created.body.value.id }, agent01)).body).toMatchObject({ code: 'LINK_NOT_FOUND' });
  });
});

describe('agent announcements', () => {
  it('pages HTML notices, newest first', async () => {
    const page = await sim.get<{ list: { id: number; content: string }[]; total: number; totalPages: number }>('/wps/relay/MCSFE_getAgentAnnouncements?pageNo=1', agent01);
    expect(page.body.value).toMatchObject({ total: 20, totalPages: 3 });
    expect(page.body.value.list).toHaveLength(9);
    expect(page.body.value.list[2]?.content).toContain('<script>');
  });
});
