import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
let token = '';
beforeEach(async () => {
  await sim.post('/__sim/reset');
  token = await sim.tokenFor('demo01', 'Demo@2026');
});
afterAll(() => sim.app.close());

interface Card {
  id: number;
  type: string;
  bankName: string;
  accountNo: string;
}
interface Withdrawal {
  orderNo: string;
  amount: number;
  charge: number;
  actualAmount: number;
  status: number;
  statusName: string;
  confirmStatus: string | null;
  confirmDeadline: string | null;
  receivedAmount: number | null;
  remainingAmount: number | null;
  hasProof: boolean;
}

const PASSWORD = '135790';
const PNG = `data:image/png;base64,${Buffer.from('proof').toString('base64')}`;
const cards = async () => (await sim.get<{ list: Card[]; max: number }>('/wps/relay/PCS_bankCardList', token)).body.value;
const withdraw = (payload: Record<string, unknown>, as = token) => sim.enc<Withdrawal & { turnover?: unknown }>('POST', '/wps/relay/passwordCheck/PCS_withdraw', payload, as);
const main = async () => (await sim.get<{ mainBalance: number; balance: number }>('/wps/v2/wallets/balance', token)).body.value.mainBalance;

describe('bank cards and e-wallets', () => {
  it('lists the seeded cards masked, adds with validation, and deletes', async () => {
    const seeded = await cards();
    expect(seeded.list.map((card) => [card.type, card.bankName, card.accountNo])).toEqual([
      ['BC', 'BDO Unibank', '********7890'],
      ['EW', 'GCash', '*******4567'],
    ]);
    const add = (body: Record<string, unknown>) => sim.post<Card & { errors?: Record<string, string> }>('/wps/relay/PCS_addBankCard', body, token);
    expect((await add({ type: 'BC', bankCode: 'BPI', accountNo: '12345', accountName: 'Demo Player' })).body).toMatchObject({ success: false, code: 'INVALID_ACCOUNT_NO', value: { errors: { accountNo: expect.any(String) } } });
    expect((await add({ type: 'EW', bankCode: 'MAYA', accountNo: '08171234567', accountName: 'Demo Player' })).body).toMatchObject({ success: false, code: 'INVALID_ACCOUNT_NO' });
    expect((await add({ type: 'VW', bankCode: 'USDT', network: 'TRC20', accountNo: '0x12', accountName: 'Demo Player' })).body).toMatchObject({ success: false, code: 'INVALID_ACCOUNT_NO' });
    expect((await add({ type: 'BC', bankCode: 'XYZ', accountNo: '1234567890', accountName: 'Demo Player' })).body).toMatchObject({ success: false, code: 'UNKNOWN_BANK' });
    expect((await add({ type: 'BC', bankCode: 'BPI', accountNo: '1234567890', accountName: 'Someone Else' })).body).toMatchObject({ success: false, code: 'NAME_MISMATCH' });
    expect((await add({ type: 'BC', bankCode: 'BDO', accountNo: '001234567890', accountName: 'Demo Player' })).body).toMatchObject({ success: false, code: 'DUPLICATE_ACCOUNT' });

    const added = await add({ type: 'BC', bankCode: 'BPI', accountNo: '9876 5432 1098', accountName: 'demo player' });
    expect(added.body.value).toMatchObject({ type: 'BC', bankName: 'Bank of the Philippine Islands', accountNo: '********1098' });
    const usdt = await add({ type: 'VW', bankCode: 'USDT', network: 'TRC20', accountNo: 'TXYZabcdefghijkmnopqrstuvwxyz12345', accountName: 'Demo Player' });
    expect(usdt.body.success).toBe(true);
    expect((await cards()).list).toHaveLength(4);
    await add({ type: 'EW', bankCode: 'MAYA', accountNo: '09171234567', accountName: 'Demo Player' });
    expect((await add({ type: 'BC', bankCode: 'LBP', accountNo: '1111222233', accountName: 'Demo Player' })).body).toMatchObject({ success: false, code: 'TOO_MANY_ACCOUNTS' });

    expect((await sim.del('/wps/relay/PCS_deleteBankCard', { id: added.body.value.id }, token)).body.success).toBe(true);
    expect((await sim.del('/wps/relay/PCS_deleteBankCard', { id: added.body.value.id }, token)).body).toMatchObject({ success: false, code: 'CARD_NOT_FOUND' });
    expect((await cards()).list).toHaveLength(4);
  });
});

describe('withdrawal', () => {
  it('shows limits, charges and turnover; takes the amount at once; 2 free a day, then 1 % (₱5–₱100)', async () => {
    const info = await sim.get<Record<string, unknown>>('/wps/relay/PCS_withdrawInfo', token);
    expect(info.body.value).toMatchObject({ minAmount: 100, maxAmount: 50000, dailyCount: 5, dailyCountUsed: 0, hasPaymentPassword: true, turnover: [], blocked: false, mainBalance: 11875.17 });
    const cardId = (await cards()).list[0]?.id;
    const first = await withdraw({ amount: 1000, cardId, paymentPassword: PASSWORD, requestId: 'w-1' });
    expect(first.body.value).toMatchObject({ amount: 1000, charge: 0, actualAmount: 1000, status: 1, statusName: 'Processing' });
    expect((await withdraw({ amount: 1000, cardId, paymentPassword: PASSWORD, requestId: 'w-1' })).body.value.orderNo).toBe(first.body.value.orderNo);
    expect(await main()).toBe(10875.17);
    await withdraw({ amount: 100, cardId, paymentPassword: PASSWORD });
    expect((await sim.get('/wps/relay/PCS_withdrawCharge?amount=300', token)).body.value).toEqual({ amount: 300, charge: 5, actualAmount: 295 });
    expect((await sim.get('/wps/relay/PCS_withdrawCharge?amount=20000', token)).body.value).toEqual({ amount: 20000, charge: 100, actualAmount: 19900 });
    const third = await withdraw({ amount: 2000, cardId, paymentPassword: PASSWORD });
    expect(third.body.value).toMatchObject({ charge: 20, actualAmount: 1980 });
    const log = await sim.get<{ list: Withdrawal[]; size: number }>('/wps/relay/PCS_withdrawOrderList', token);
    expect(log.body.value.size).toBe(14);
    expect(log.body.value.list.map((order) => order.amount)).toEqual([2000, 100, 1000]);
  });

  it('refuses a missing or wrong withdrawal password, limits, the balance and open turnover', async () => {
    const cardId = (await cards()).list[0]?.id;
    expect((await withdraw({ amount: 1000, cardId, paymentPassword: '000000' })).body).toMatchObject({ success: false, code: 'invalid.payment.pw', message: 'Incorrect withdrawal password' });
    expect((await withdraw({ amount: 1000, cardId })).body).toMatchObject({ success: false, code: 'invalid.payment.pw' });
    const fresh = await sim.tokenFor('fresh01', 'Fresh@2026');
    expect((await withdraw({ amount: 1000, cardId: 1, paymentPassword: PASSWORD }, fresh)).body).toMatchObject({ success: false, code: 'not.exists.payment.password' });
    expect((await withdraw({ amount: 99.99, cardId, paymentPassword: PASSWORD })).body).toMatchObject({ success: false, code: 'AMOUNT_TOO_LOW' });
    expect((await withdraw({ amount: 50000.01, cardId, paymentPassword: PASSWORD })).body).toMatchObject({ success: false, code: 'AMOUNT_TOO_HIGH' });
    expect((await withdraw({ amount: 11875.18, cardId, paymentPassword: PASSWORD })).body).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect((await withdraw({ amount: 100, cardId: 999, paymentPassword: PASSWORD })).body).toMatchObject({ success: false, code: 'CARD_NOT_FOUND' });

    const { orderNo } = (await sim.post<{ orderNo: string }>('/wps/relay/PCS_deposit', { channelId: 11, amount: 1000 }, token)).body.value;
    await sim.post(`/__sim/deposits/${orderNo}/approve`);
    const blocked = await withdraw({ amount: 100, cardId, paymentPassword: PASSWORD });
    expect(blocked.body).toMatchObject({ success: false, code: 'TURNOVER_NOT_MET', value: { turnover: [{ gameCategory: 'ALL', required: 1000, achieved: 0, remaining: 1000 }] } });
    await sim.post('/__sim/turnover/waive', { username: 'demo01' });
    expect((await withdraw({ amount: 100, cardId, paymentPassword: PASSWORD })).body.success).toBe(true);
    expect(await main()).toBe(12775.17);
  });

  it('reject refunds; payout starts the confirmation; not received needs a proof; the operator can refund it', async () => {
    const cardId = (await cards()).list[0]?.id;
    const rejected = (await withdraw({ amount: 500, cardId, paymentPassword: PASSWORD })).body.value;
    expect((await sim.post<Withdrawal>(`/__sim/withdrawals/${rejected.orderNo}/reject`)).body.value).toMatchObject({ status: 3, statusName: 'Audit failed' });
    expect(await main()).toBe(11875.17);

    const paid = (await withdraw({ amount: 1000, cardId, paymentPassword: PASSWORD })).body.value;
    expect((await sim.post<Withdrawal>(`/__sim/withdrawals/${paid.orderNo}/approve`)).body.value.status).toBe(2);
    const out = (await sim.post<Withdrawal>(`/__sim/withdrawals/${paid.orderNo}/payout`)).body.value;
    expect(out).toMatchObject({ status: 4, confirmStatus: 'PENDING' });
    const pending = await sim.get<{ list: Withdrawal[]; confirmMinutes: number }>('/wps/relay/PCS_withdrawConfirmList', token);
    expect(pending.body.value).toMatchObject({ confirmMinutes: 30, list: [{ orderNo: paid.orderNo }] });

    const confirm = (body: Record<string, unknown>) => sim.post<Withdrawal>('/wps/relay/PCS_withdrawConfirm', { orderNo: paid.orderNo, ...body }, token);
    expect((await confirm({ result: 'NOT_RECEIVED' })).body).toMatchObject({ success: false, code: 'PROOF_REQUIRED' });
    expect((await confirm({ result: 'PARTIAL', receivedAmount: 1000 })).body).toMatchObject({ success: false, code: 'INVALID_RECEIVED_AMOUNT' });
    expect((await confirm({ result: 'NOT_RECEIVED', proofImage: 'data:text/plain;base64,AAAA' })).body).toMatchObject({ success: false, code: 'INVALID_IMAGE' });
    const answered = await confirm({ result: 'NOT_RECEIVED', proofImage: PNG });
    expect(answered.body.value).toMatchObject({ confirmStatus: 'NOT_RECEIVED', receivedAmount: 0, remainingAmount: 1000, hasProof: true });
    expect((await confirm({ result: 'RECEIVED' })).body).toMatchObject({ success: false, code: 'ALREADY_CONFIRMED' });
    expect(await main()).toBe(10875.17);
    await sim.post(`/__sim/withdrawals/${paid.orderNo}/refund`);
    expect(await main()).toBe(11875.17);
    expect((await sim.post(`/__sim/withdrawals/${paid.orderNo}/refund`)).body).toMatchObject({ success: false, code: 'NOTHING_TO_REFUND' });
    expect((await sim.get<{ invariant: string[] }>('/__sim/ledger?username=demo01&limit=0')).body.value.invariant).toEqual([]);
  });

  it('without an answer in time, a paid-out withdrawal counts as received (no refund)', async () => {
    await sim.post('/__sim/money-settings', { confirmMinutes: 10 });
    const cardId = (await cards()).list[0]?.id;
    const first = (await withdraw({ amount: 300, cardId, paymentPassword: PASSWORD })).body.value;
    const second = (await withdraw({ amount: 200, cardId, paymentPassword: PASSWORD })).body.value;
    await sim.post(`/__sim/withdrawals/${first.orderNo}/payout`);
    await sim.post(`/__sim/withdrawals/${second.orderNo}/payout`);
    await sim.post('/__sim/clock', { advanceMinutes: 11 });
    // From yesterday: the 11 minutes may have crossed the site's midnight, and the log shows today by default.
    const since = encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString());
    const log = (await sim.get<{ list: Withdrawal[] }>(`/wps/relay/PCS_withdrawOrderList?startDate=${since}`, token)).body.value.list;
    expect(log.find((order) => order.orderNo === first.orderNo)).toMatchObject({ confirmStatus: 'FORCED', receivedAmount: 300, remainingAmount: 0 });
    expect((await sim.post('/wps/relay/PCS_withdrawConfirm', { orderNo: first.orderNo, result: 'NOT_RECEIVED', proofImage: PNG }, token)).body).toMatchObject({ success: false, code: 'CONFIRMATION_EXPIRED' });
    expect((await sim.post(`/__sim/withdrawals/${first.orderNo}/refund`)).body).toMatchObject({ success: false, code: 'NOTHING_TO_REFUND' });

    // The control API can also end a pending confirmation at once.
    const third = (await withdraw({ amount: 100, cardId, paymentPassword: PASSWORD })).body.value;
    await sim.post(`/__sim/withdrawals/${third.orderNo}/payout`);
    expect((await sim.post<Withdrawal>(`/__sim/withdrawals/${third.orderNo}/expire-confirmation`)).body.value.confirmStatus).toBe('FORCED');
    expect((await sim.post(`/__sim/withdrawals/${third.orderNo}/payout`)).body).toMatchObject({ success: false, code: 'INVALID_STATE' });
  });
});

describe('withdrawal password', () => {
  it('is set once (6 digits, confirmed), then changed with the old one', async () => {
    const fresh = await sim.tokenFor('fresh01', 'Fresh@2026');
    const set = (payload: Record<string, unknown>) => sim.enc('POST', '/wps/member/paymentPassword', payload, fresh);
    expect((await set({ paymentPassword: '12ab56', confirmPaymentPassword: '12ab56' })).body).toMatchObject({ success: false, code: 'INVALID_PAYMENT_PASSWORD' });
    expect((await set({ paymentPassword: '123456', confirmPaymentPassword: '123457' })).body).toMatchObject({ success: false, code: 'PASSWORD_MISMATCH' });
    expect((await set({ paymentPassword: '123456', confirmPaymentPassword: '123456' })).body).toMatchObject({ success: true, value: { hasPaymentPassword: true } });
    expect((await set({ paymentPassword: '654321', confirmPaymentPassword: '654321' })).body).toMatchObject({ success: false, code: 'PAYMENT_PASSWORD_EXISTS' });

    const change = (payload: Record<string, unknown>) => sim.enc('POST', '/wps/member/paymentPassword/change', payload, fresh);
    expect((await change({ oldPaymentPassword: '000000', newPaymentPassword: '654321', confirmNewPaymentPassword: '654321' })).body).toMatchObject({ success: false, code: 'invalid.payment.pw' });
    expect((await change({ oldPaymentPassword: '123456', newPaymentPassword: '123456', confirmNewPaymentPassword: '123456' })).body).toMatchObject({ success: false, code: 'SAME_AS_OLD' });
    expect((await change({ oldPaymentPassword: '123456', newPaymentPassword: '654321', confirmNewPaymentPassword: '654321' })).body.success).toBe(true);
    expect((await sim.post('/wps/member/paymentPassword', { value: 'not-a-jwe' }, fresh)).statusCode).toBe(400);
  });
});
