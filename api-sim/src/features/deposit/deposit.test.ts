import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
let token = '';
beforeEach(async () => {
  await sim.post('/__sim/reset');
  token = await sim.tokenFor('demo01', 'Demo@2026');
});
afterAll(() => sim.app.close());

interface Order {
  orderNo: string;
  amount: number;
  state: number;
  stateName: string;
  vendorName: string;
  payee: { bankName: string; accountNo: string; qrContent: string | null; address: string | null } | null;
  expireTime: string;
}
interface Info {
  allowed: boolean;
  message: string | null;
  inProgress: number;
  methods: { methodCode: string; channels: { id: number; fixedAmounts: number[] | null; minAmount: number; maxAmount: number }[] }[];
  promotions: { id: number }[];
}

const PNG = `data:image/png;base64,${Buffer.from('fake png').toString('base64')}`;
const deposit = (body: Record<string, unknown>) => sim.post<Order>('/wps/relay/PCS_deposit', body, token);
const balance = async () => (await sim.get<{ balance: number; mainBalance: number }>('/wps/v2/wallets/balance', token)).body.value;

describe('PCS_depositInfo', () => {
  it('lists bank, e-wallet, QR and USDT methods with channels, limits and promotions', async () => {
    const info = (await sim.get<Info>('/wps/relay/PCS_depositInfo', token)).body.value;
    expect(info).toMatchObject({ allowed: true, message: null, inProgress: 0 });
    expect(info.methods.map((method) => method.methodCode)).toEqual(['BANK', 'EWALLET', 'QR', 'USDT']);
    expect(info.methods.every((method) => method.channels.length > 0)).toBe(true);
    expect(info.methods.flatMap((method) => method.channels).some((channel) => channel.fixedAmounts !== null)).toBe(true);
    expect(info.promotions.length).toBeGreaterThan(0);
  });

  it('says when deposits are closed, with the operator message, and refuses orders', async () => {
    await sim.post('/__sim/money-settings', { depositAllowed: false, depositClosedMessage: 'Closed for maintenance' });
    expect((await sim.get<Info>('/wps/relay/PCS_depositInfo', token)).body.value).toMatchObject({ allowed: false, message: 'Closed for maintenance' });
    expect((await deposit({ channelId: 11, amount: 1000 })).body).toMatchObject({ success: false, message: 'Closed for maintenance', code: 'DEPOSIT_CLOSED' });
  });
});

describe('a deposit order through its states', () => {
  it('new → pending (marked paid with a slip) → approved: the money and the record follow', async () => {
    const before = await balance();
    const created = await deposit({ channelId: 11, amount: '1500.50', requestId: 'dep-1' });
    expect(created.body.value).toMatchObject({ amount: 1500.5, state: 5, stateName: 'New', vendorName: 'BDO', payee: { bankName: 'BDO Unibank' } });
    // A repeat of the request creates nothing new.
    expect((await deposit({ channelId: 11, amount: '1500.50', requestId: 'dep-1' })).body.value.orderNo).toBe(created.body.value.orderNo);
    const { orderNo } = created.body.value;
    expect((await sim.get<Info>('/wps/relay/PCS_depositInfo', token)).body.value.inProgress).toBe(1);

    const paid = await sim.post<Order>('/wps/relay/PCS_depositPaid', { orderNo, slip: PNG, reference: 'BDO-778' }, token);
    expect(paid.body.value).toMatchObject({ state: 4, stateName: 'Pending', hasSlip: true });
    expect((await balance()).balance).toBe(before.balance);

    const approved = await sim.post<Order>(`/__sim/deposits/${orderNo}/approve`);
    expect(approved.body.value).toMatchObject({ state: 2, stateName: 'Approved' });
    expect(await balance()).toEqual(expect.objectContaining({ balance: before.balance + 1500.5, mainBalance: before.mainBalance + 1500.5 }));
    const record = await sim.get<{ list: { orderNo: string; typeId: number; amount: number }[] }>('/wps/relay/ODSFE2_MemTransDet?type=DEPOSIT&size=1', token);
    expect(record.body.value.list[0]).toMatchObject({ orderNo, typeId: 1101, amount: 1500.5 });
    expect((await sim.post(`/__sim/deposits/${orderNo}/approve`)).body).toMatchObject({ success: false, code: 'INVALID_STATE' });

    const log = await sim.get<{ list: Order[]; size: number; footer: { count: number } }>('/wps/relay/PCS_depositOrderList?state=2', token);
    expect(log.body.value.size).toBe(8);
    expect(log.body.value.list[0]?.orderNo).toBe(orderNo);
  });

  it('a joined promotion adds its bonus on approval, with its turnover', async () => {
    const before = await balance();
    const { orderNo } = (await deposit({ channelId: 12, amount: 2000, promotionId: 501 })).body.value;
    await sim.post(`/__sim/deposits/${orderNo}/approve`);
    expect((await balance()).balance).toBeCloseTo(before.balance + 2200, 2);
    const info = await sim.get<{ turnover: { remaining: number }[]; blocked: boolean }>('/wps/relay/PCS_withdrawInfo', token);
    expect(info.body.value.blocked).toBe(true);
    expect(info.body.value.turnover[0]?.remaining).toBe(11000);
  });

  it('rejected, cancelled and expired orders move no money', async () => {
    const before = await balance();
    const rejected = (await deposit({ channelId: 21, amount: 500 })).body.value;
    expect((await sim.post<Order>(`/__sim/deposits/${rejected.orderNo}/reject`, { remark: 'No payment found' })).body.value).toMatchObject({ state: 6 });
    const cancelled = (await deposit({ channelId: 21, amount: 500 })).body.value;
    expect((await sim.post<Order>('/wps/relay/PCS_depositCancel', { orderNo: cancelled.orderNo }, token)).body.value.state).toBe(3);
    const expiring = (await deposit({ channelId: 31, amount: 300 })).body.value;
    expect(expiring.payee?.qrContent).toContain(expiring.orderNo);
    await sim.post('/__sim/clock', { advanceMinutes: 31 });
    expect((await sim.get<Order>(`/wps/relay/PCS_depositOrder?orderNo=${expiring.orderNo}`, token)).body.value).toMatchObject({ state: 7, stateName: 'Expired' });
    expect((await sim.post('/wps/relay/PCS_depositPaid', { orderNo: expiring.orderNo }, token)).body).toMatchObject({ success: false, code: 'INVALID_STATE' });
    expect((await sim.post(`/__sim/deposits/${expiring.orderNo}/approve`)).body).toMatchObject({ success: false, code: 'INVALID_STATE' });
    expect(await balance()).toEqual(before);
  });

  it('validates channel, amounts, promotion, slip and the number of orders in progress', async () => {
    expect((await deposit({ channelId: 99, amount: 1000 })).body).toMatchObject({ success: false, code: 'CHANNEL_NOT_FOUND' });
    expect((await deposit({ channelId: 21, amount: 300 })).body).toMatchObject({ success: false, code: 'INVALID_AMOUNT' });
    expect((await deposit({ channelId: 11, amount: 499 })).body).toMatchObject({ success: false, code: 'AMOUNT_TOO_LOW' });
    expect((await deposit({ channelId: 11, amount: 50001 })).body).toMatchObject({ success: false, code: 'AMOUNT_TOO_HIGH' });
    expect((await deposit({ channelId: 11, amount: 600, promotionId: 502 })).body).toMatchObject({ success: false, code: 'PROMOTION_MINIMUM' });
    expect((await deposit({ channelId: 11, amount: -1 })).statusCode).toBe(400);
    const { orderNo } = (await deposit({ channelId: 11, amount: 600 })).body.value;
    expect((await sim.post('/wps/relay/PCS_depositPaid', { orderNo, slip: 'data:image/gif;base64,AAAA' }, token)).body).toMatchObject({ success: false, code: 'INVALID_IMAGE' });
    await deposit({ channelId: 11, amount: 600 });
    await deposit({ channelId: 11, amount: 600 });
    expect((await deposit({ channelId: 11, amount: 600 })).body).toMatchObject({ success: false, code: 'TOO_MANY_DEPOSITS' });
    expect((await sim.get('/wps/relay/PCS_depositOrderList', 'nope')).statusCode).toBe(401);
  });

  it('a channel that asks for the payment slip refuses "paid" without one and takes it with one', async () => {
    const info = await sim.get<{ methods: { channels: { id: number; slipRequired: boolean }[] }[] }>('/wps/relay/PCS_depositInfo', token);
    const channels = info.body.value.methods.flatMap((method) => method.channels);
    expect(channels.find((channel) => channel.id === 12)?.slipRequired).toBe(true);
    expect(channels.find((channel) => channel.id === 11)?.slipRequired).toBe(false);
    const created = await deposit({ channelId: 12, amount: 800 });
    const { orderNo } = created.body.value;
    expect(created.body.value).toMatchObject({ slipRequired: true, hasSlip: false });
    expect((await sim.post('/wps/relay/PCS_depositPaid', { orderNo }, token)).body).toMatchObject({ success: false, code: 'SLIP_REQUIRED' });
    expect((await sim.post<Order>('/wps/relay/PCS_depositPaid', { orderNo, slip: PNG }, token)).body.value).toMatchObject({ state: 4, hasSlip: true });
    expect((await sim.get(`/wps/relay/PCS_depositOrderList?startDate=2020-01-01`, token)).body).toMatchObject({ success: false, code: 'DATE_RANGE_EXCEEDED' });
  });
});
