import { encryptForSim } from '../../testing/jwe';
import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
let token = '';
beforeEach(async () => {
  await sim.post('/__sim/reset');
  token = await sim.tokenFor('demo01', 'Demo@2026');
});
afterAll(() => sim.app.close());

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==';
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]).toString('base64')}`;

interface Card { id: number; category: string; status: string; title: string; mode: string }
interface Detail extends Card { rulesHtml: string; application: { comment: string; images: string[]; status: string } | null; remark: string | null }

const list = async (as?: string, query = '') => (await sim.get<{ categories: { code: string; name: string }[]; list: Card[] }>(`/wps/relay/MCSFE_getPromotionList${query}`, as)).body.value;
const statusOf = async (id: number, as?: string) => (await list(as)).list.find((card) => card.id === id)?.status;
const total = async () => (await sim.get<{ balance: number }>('/__sim/ledger?username=demo01&limit=0')).body.value.balance;

describe('promotions', () => {
  it('shows demo01 every SPEC §4 status and a guest the open ones', async () => {
    const mine = await list(token);
    expect(mine.categories.map((category) => category.code)).toEqual(['NEW', 'DEPOSIT', 'REBATE', 'EVENT', 'VIP']);
    expect(new Set(mine.list.map((card) => card.status))).toEqual(new Set(['JOIN', 'CLAIM', 'APPLYING', 'CLOSE', 'REJECTED', 'ISSUED', 'CLAIMED', 'PROCESS', 'SIGNED', 'COMING_SOON']));
    const guest = await list();
    expect(new Set(guest.list.map((card) => card.status))).toEqual(new Set(['JOIN', 'CLAIM', 'CLOSE', 'COMING_SOON']));
    expect((await list(undefined, '?category=VIP&language=TY')).list.map((card) => card.title)).toEqual(['Regalo sa kaarawan', 'Bonus sa pag-angat ng VIP']);
  });

  it('answers the details with the rules as HTML', async () => {
    const detail = (await sim.get<Detail>('/wps/relay/MCSFE_getPromotionDetail?id=1206', token)).body.value;
    expect(detail).toMatchObject({ status: 'REJECTED', remark: 'Ticket number not found', application: { comment: 'Ticket T-0042', status: 'REJECTED' } });
    expect(detail.rulesHtml).toContain('<ol>');
    expect((await sim.get('/wps/relay/MCSFE_getPromotionDetail?id=9', token)).body).toMatchObject({ success: false, code: 'PROMOTION_NOT_FOUND' });
  });

  it('applies with a comment and images, stores them, and follows the operator (approve → ISSUED, bonus paid)', async () => {
    const before = await total();
    const applied = await sim.post<{ status: string; applicationId: number }>('/wps/relay/MCSFE_applyPromotion', { id: 1201, comment: 'First deposit today', images: [PNG, JPEG] }, token);
    expect(applied.body.value).toMatchObject({ status: 'APPLYING' });
    const detail = (await sim.get<Detail>('/wps/relay/MCSFE_getPromotionDetail?id=1201', token)).body.value;
    expect(detail.application?.images).toHaveLength(2);
    const image = await sim.app.inject({ method: 'GET', url: new URL(detail.application?.images[0] ?? '').pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sim.post('/wps/relay/MCSFE_applyPromotion', { id: 1201, comment: 'again' }, token)).body).toMatchObject({ success: false, code: 'ALREADY_JOINED' });
    const pending = (await sim.get<{ list: { id: number; status: string }[] }>('/__sim/promotions/applications?username=demo01&status=APPLYING')).body.value.list;
    expect(pending.map((item) => item.id)).toContain(applied.body.value.applicationId);
    await sim.post(`/__sim/promotions/applications/${applied.body.value.applicationId}/approve`);
    expect(await statusOf(1201, token)).toBe('ISSUED');
    expect(await total()).toBeCloseTo(before + 288, 2);
    const history = (await sim.get<{ list: { promotionId: number; status: string; amount: number }[] }>('/wps/relay/MCS2_getPromotionClaimList?startDate=2000-01-01', token)).body;
    expect(history).toMatchObject({ success: false, code: 'DATE_RANGE_EXCEEDED' });
    const recent = (await sim.get<{ list: { promotionId: number; status: string; amount: number }[] }>('/wps/relay/MCS2_getPromotionClaimList', token)).body.value.list;
    expect(recent[0]).toMatchObject({ promotionId: 1201, status: 'ISSUED', amount: 288 });
  });

  it('rejects: REJECTED with the remark, and the member may apply again', async () => {
    const applied = await sim.post<{ applicationId: number }>('/wps/relay/MCSFE_applyPromotion', { id: 1201, comment: 'Please' }, token);
    await sim.post(`/__sim/promotions/applications/${applied.body.value.applicationId}/reject`, { remark: 'No deposit found' });
    const detail = (await sim.get<Detail>('/wps/relay/MCSFE_getPromotionDetail?id=1201', token)).body.value;
    expect(detail).toMatchObject({ status: 'REJECTED', remark: 'No deposit found' });
    expect((await sim.post('/wps/relay/MCSFE_applyPromotion', { id: 1201, comment: 'Second try' }, token)).body.value).toMatchObject({ status: 'APPLYING' });
  });

  it('refuses a bad comment, a fourth image, a file that is not png/jpg, a guest and a trial account', async () => {
    const apply = (body: object, as = token) => sim.post('/wps/relay/MCSFE_applyPromotion', { id: 1201, ...body }, as);
    expect((await apply({ comment: '' })).body).toMatchObject({ success: false, code: 'INVALID_COMMENT' });
    expect((await apply({ comment: 'x'.repeat(141) })).body).toMatchObject({ success: false, code: 'INVALID_COMMENT' });
    expect((await apply({ comment: 'x'.repeat(140) })).body).toMatchObject({ success: true });
    await sim.post('/__sim/reset');
    token = await sim.tokenFor('demo01', 'Demo@2026');
    expect((await apply({ comment: 'ok', images: [PNG, PNG, PNG, PNG] })).body).toMatchObject({ success: false, code: 'TOO_MANY_IMAGES' });
    expect((await apply({ comment: 'ok', images: [PNG, 'data:image/gif;base64,R0lGODlh'] })).body).toMatchObject({ success: false, code: 'INVALID_IMAGE', value: { index: 1 } });
    expect((await apply({ comment: 'ok', images: [`data:image/png;base64,${Buffer.from('not a png').toString('base64')}`] })).body).toMatchObject({ code: 'INVALID_IMAGE' });
    expect((await sim.post('/wps/relay/MCSFE_applyPromotion', { id: 1201, comment: 'ok' })).statusCode).toBe(401);
    const trial = (await sim.post<{ token: string }>('/wps/session/login/freeplay', { os: 'Linux', platform: 'W', value: await encryptForSim({}), gatewayVersion: 3 })).body.value.token;
    expect((await apply({ comment: 'ok' }, trial)).body).toMatchObject({ success: false, code: 'in_need_true_account' });
  });

  it('joins (SIGNED), claims (CLAIMED, bonus paid) and counts the available ones for the badge', async () => {
    expect((await sim.get('/wps/relay/CSP_unreadCount', token)).body.value).toMatchObject({ promotionCount: 2 });
    await sim.post('/__sim/promotions/status', { username: 'demo01', promotionId: 1202, status: null });
    expect((await sim.get('/wps/relay/CSP_unreadCount', token)).body.value).toMatchObject({ promotionCount: 3 });
    expect((await sim.post('/wps/relay/MCSFE_joinPromotion', { id: 1202 }, token)).body.value).toMatchObject({ status: 'SIGNED' });
    expect((await sim.post('/wps/relay/MCSFE_joinPromotion', { id: 1210 }, token)).body).toMatchObject({ success: false, code: 'PROMOTION_NOT_STARTED' });
    expect((await sim.post('/wps/relay/MCSFE_joinPromotion', { id: 1209 }, token)).body).toMatchObject({ success: false, code: 'PROMOTION_CLOSED' });
    const before = await total();
    expect((await sim.post('/wps/relay/MCSFE_claimPromotion', { id: 1204 }, token)).body.value).toMatchObject({ status: 'CLAIMED', amount: 388 });
    expect(await total()).toBeCloseTo(before + 388, 2);
    expect((await sim.post('/wps/relay/MCSFE_claimPromotion', { id: 1204 }, token)).body).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' });
    const available = (await sim.get<{ list: Card[]; availableCount: number }>('/wps/relay/MCSFE_getAvailablePromotions', token)).body.value;
    expect(available.availableCount).toBe(1);
    expect(available.list.map((card) => card.status)).not.toContain('CLOSE');
  });

  it('claims raffle tickets and vouchers once; expired ones are not listed', async () => {
    const tickets = (await sim.get<{ list: { ticketId: number; type: string; amount: number | null }[] }>('/wps/relay/MCS2_getPromotionClaimList?type=TICKET', token)).body.value.list;
    expect(tickets.map((ticket) => ticket.type).sort()).toEqual(['RAFFLE', 'RAFFLE', 'RED_ENVELOPE', 'RED_ENVELOPE', 'VOUCHER', 'WHEEL', 'WHEEL']);
    const raffle = tickets.find((ticket) => ticket.type === 'RAFFLE');
    expect(raffle?.amount).toBeNull();
    const claimed = await sim.post<{ amount: number; status: string }>('/wps/relay/MCS2_claimRafflePromotion', { ticketId: raffle?.ticketId }, token);
    expect(claimed.body.value.status).toBe('CLAIMED');
    expect(claimed.body.value.amount).toBeGreaterThan(0);
    expect((await sim.post('/wps/relay/MCS2_claimRafflePromotion', { ticketId: raffle?.ticketId }, token)).body).toMatchObject({ success: false, code: 'TICKET_CLAIMED' });
    const issued = await sim.post<{ ticketId: number }>('/__sim/promotions/tickets', { username: 'demo01', type: 'VOUCHER', amount: 75 });
    expect((await sim.post('/wps/relay/MCS2_claimRafflePromotion', { ticketId: issued.body.value.ticketId }, token)).body.value).toMatchObject({ amount: 75 });
    const history = (await sim.get<{ list: { kind: string }[]; footer: { count: number } }>('/wps/relay/MCS2_getPromotionClaimList', token)).body.value;
    expect(history.list.slice(0, 2).map((record) => record.kind)).toEqual(['VOUCHER', 'RAFFLE']);
    const ninety = (await sim.get<{ footer: { count: number } }>('/wps/relay/MCS2_getPromotionClaimList?startDate=2000-01-01&endDate=2100-01-01', token)).body;
    expect(ninety).toMatchObject({ success: false });
  });

  it('spins the prize wheel and opens red envelopes: the server draws the prize, pays it into the balance once', async () => {
    type View = { ticketId: number; type: string; amount: number | null; segments: number[] | null; prizeIndex: number | null };
    const balance = async () => (await sim.get<{ mainBalance: number }>('/wps/v2/wallets/balance', token)).body.value.mainBalance;
    const tickets = (await sim.get<{ list: View[] }>('/wps/relay/MCS2_getPromotionClaimList?type=TICKET', token)).body.value.list;
    const wheel = tickets.find((ticket) => ticket.type === 'WHEEL');
    expect(wheel).toMatchObject({ amount: null, prizeIndex: null, segments: expect.arrayContaining([5, 288]) });
    const before = await balance();
    const spin = { ticketId: wheel?.ticketId, requestId: 'spin-1' };
    const spun = (await sim.post<View>('/wps/relay/MCS2_claimRafflePromotion', spin, token)).body.value;
    expect(spun.prizeIndex).toEqual(expect.any(Number));
    expect(spun.amount).toBe(spun.segments?.[spun.prizeIndex ?? -1]);
    // The same request again (a double click, a lost answer) pays nothing more.
    expect((await sim.post<View>('/wps/relay/MCS2_claimRafflePromotion', spin, token)).body.value).toEqual(spun);
    expect(await balance()).toBeCloseTo(before + (spun.amount ?? 0), 2);

    const envelope = tickets.find((ticket) => ticket.type === 'RED_ENVELOPE');
    expect(envelope?.amount).toBeNull();
    const opened = (await sim.post<View>('/wps/relay/MCS2_claimRafflePromotion', { ticketId: envelope?.ticketId, requestId: 'open-1' }, token)).body.value;
    expect(opened.amount).toBeGreaterThan(0);
    expect(await balance()).toBeCloseTo(before + (spun.amount ?? 0) + (opened.amount ?? 0), 2);
    const history = (await sim.get<{ list: { kind: string }[] }>('/wps/relay/MCS2_getPromotionClaimList', token)).body.value;
    expect(history.list.slice(0, 2).map((record) => record.kind)).toEqual(['RED_ENVELOPE', 'WHEEL']);
  });
});
