import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();

beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

type Info = { enabled: boolean; referralCode: string; ratePercent: number; todayEarnings: number; yesterdayEarnings: number; inviteeCount: number; newToday: number; activeToday: number };
type Invitee = { username: string; registerTime: string; validBetToday: number; earningsToday: number };
type InviteePage = { list: Invitee[]; totalElements: number; totalPages: number; page: number; size: number };

const demo = () => sim.tokenFor('demo01', 'Demo@2026');
const info = (token: string) => sim.get<Info>('/wps/relay/MCSFE_getReferralInfo', token);
const invitees = (token: string, query = '') => sim.get<InviteePage>(`/wps/relay/MCSFE_getReferralInvitees${query}`, token);

async function register(username: string, referralCode: string) {
  const uuid = 'referral-test';
  await sim.get(`/wps/captcha?uuid=${uuid}`);
  const captcha = (await sim.get<{ answer: string }>(`/__sim/captcha?uuid=${uuid}`)).body.value.answer;
  return sim.enc('PUT', '/wps/member/register', { username, password: 'Secret123', confirmPassword: 'Secret123', referralCode, captcha, captchaUuid: uuid });
}

describe('GET /wps/relay/MCSFE_getReferralInfo', () => {
  it("gives demo01's code, today's and yesterday's earnings (0.5 % of valid bets) and the counts", async () => {
    const { body } = await info(await demo());
    // Seeded valid bets: today 10,000, yesterday 8,000.
    expect(body.value).toEqual({ enabled: true, referralCode: 'DEMO01REF', ratePercent: 0.5, todayEarnings: 50, yesterdayEarnings: 40, inviteeCount: 9, newToday: 0, activeToday: 5 });
  });

  it('makes a code for an account without one', async () => {
    const { body } = await info(await sim.tokenFor('agent01', 'Agent@2026'));
    expect(body.value).toMatchObject({ enabled: true, inviteeCount: 0, todayEarnings: 0 });
    expect(body.value.referralCode).toMatch(/^R\d{6}$/);
  });

  it('says only enabled: false when the REFERRAL switch is off, and the REFERRAL notice goes', async () => {
    const promotionTypes = async () =>
      (await sim.get<{ promotion: { promotionType: string }[] }>('/wps/relay/MCSFE_getListAnnouncements?types=PR&pageSize=50')).body.value.promotion.map((notice) => notice.promotionType);
    expect(await promotionTypes()).toContain('REFERRAL');
    await sim.post('/__sim/referral', { enabled: false });
    const token = await demo();
    expect((await info(token)).body.value).toEqual({ enabled: false });
    expect((await invitees(token)).body).toMatchObject({ success: false, code: 'MODULE_DISABLED' });
    expect(await promotionTypes()).not.toContain('REFERRAL');
  });

  it('needs a session', async () => {
    expect((await sim.get('/wps/relay/MCSFE_getReferralInfo')).statusCode).toBe(401);
  });
});

describe('GET /wps/relay/MCSFE_getReferralInvitees', () => {
  it('lists the invitees newest first, 7 a page, with masked usernames', async () => {
    const token = await demo();
    const first = await invitees(token);
    expect(first.body.value).toMatchObject({ totalElements: 9, totalPages: 2, page: 1, size: 7 });
    expect(first.body.value.list).toHaveLength(7);
    expect(first.body.value.list[0]).toMatchObject({ username: 'jo***77', validBetToday: 700, earningsToday: 3.5 });
    expect((await invitees(token, '?page=2')).body.value.list.map((invitee) => invitee.username)).toEqual(['ma***88', 'ju***26']);
  });
});

describe('registering with a referral code', () => {
  it("makes the new account demo01's invitee", async () => {
    const { body } = await register('friend01', 'demo01ref');
    expect(body.success).toBe(true);
    const token = await demo();
    expect((await info(token)).body.value).toMatchObject({ inviteeCount: 10, newToday: 1 });
    expect((await invitees(token)).body.value.list[0]).toMatchObject({ username: 'fr***01', validBetToday: 0 });
    expect((await sim.get<{ invitees: { username: string }[] }>('/__sim/referral?username=demo01')).body.value.invitees[0]?.username).toBe('friend01');
  });

  it('registers with an unknown code, and nobody gains an invitee', async () => {
    const { body } = await register('friend02', 'NOSUCHCODE');
    expect(body.success).toBe(true);
    expect((await info(await demo())).body.value.inviteeCount).toBe(9);
  });
});
