import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
let token = '';
beforeEach(async () => {
  await sim.post('/__sim/reset');
  token = await sim.tokenFor('demo01', 'Demo@2026');
});
afterAll(() => sim.app.close());

const transfer = (payload: Record<string, unknown>, as = token) => sim.enc<{ orderNo: string; remark: string; mainBalance: number }>('POST', '/wps/relay/passwordCheck/MCS2_transferUpline', payload, as);
const totalOf = async (username: string) => (await sim.get<{ balance: number }>(`/__sim/ledger?username=${username}&limit=0`)).body.value.balance;

describe('transfer to upline', () => {
  it('tells whether the upline allows it', async () => {
    expect((await sim.get('/wps/relay/MCS2_transferUplineInfo', token)).body.value).toMatchObject({ allowed: true, uplineAccount: 'agent01', minAmount: 1, maxAmount: 50000 });
    const fresh = await sim.tokenFor('fresh01', 'Fresh@2026');
    expect((await sim.get('/wps/relay/MCS2_transferUplineInfo', fresh)).body.value).toMatchObject({ allowed: false, uplineAccount: null });
    expect((await transfer({ amount: 10, paymentPassword: '135790' }, fresh)).body).toMatchObject({ success: false, code: 'UPLINE_TRANSFER_NOT_ALLOWED' });
  });

  it('moves money from the member to the upline once (6233 / 6234), and logs it', async () => {
    const agentBefore = await totalOf('agent01');
    const first = await transfer({ amount: 250.25, paymentPassword: '135790', requestId: 'u-1' });
    expect(first.body.value).toMatchObject({ remark: 'demo01', mainBalance: 11624.92 });
    expect((await transfer({ amount: 250.25, paymentPassword: '135790', requestId: 'u-1' })).body).toEqual(first.body);
    expect(await totalOf('agent01')).toBeCloseTo(agentBefore + 250.25, 2);
    const log = await sim.get<{ list: { orderNo: string; typeId: number; amount: number; remark: string }[] }>('/wps/relay/ODSFE2_MemTransDet?typeId=6233', token);
    expect(log.body.value.list).toEqual([expect.objectContaining({ orderNo: first.body.value.orderNo, typeId: 6233, amount: -250.25, remark: 'demo01' })]);
  });

  it('refuses a wrong withdrawal password, more than the balance or the limit', async () => {
    expect((await transfer({ amount: 10, paymentPassword: '111111' })).body).toMatchObject({ success: false, code: 'invalid.payment.pw' });
    expect((await transfer({ amount: 11875.18, paymentPassword: '135790' })).body).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect((await transfer({ amount: 50000.01, paymentPassword: '135790' })).body).toMatchObject({ success: false, code: 'AMOUNT_TOO_HIGH' });
    expect((await transfer({ amount: 0, paymentPassword: '135790' })).statusCode).toBe(400);
  });
});
