import { createTestClient } from '../../testing/sim-test-client';

/**
 * The agent centre shows the member centre's deposit and withdraw pages (issue 13): the same
 * calls answer an agent's token as a member's, on the agent's own wallet.
 */
const sim = createTestClient();
let agent01 = '';
beforeEach(async () => {
  await sim.post('/__sim/reset');
  agent01 = await sim.tokenFor('agent01', 'Agent@2026');
});
afterAll(() => sim.app.close());

interface Info {
  allowed: boolean;
  methods: { methodCode: string; channels: { id: number; minAmount: number }[] }[];
}
interface Card {
  id: number;
  type: string;
  accountNo: string;
}

const main = async () => (await sim.get<{ mainBalance: number }>('/wps/v2/wallets/balance', agent01)).body.value.mainBalance;

describe("an agent's wallet", () => {
  it('agent01 deposits: its order is listed, and nothing moves before it is paid and approved', async () => {
    const info = await sim.get<Info>('/wps/relay/PCS_depositInfo', agent01);
    expect(info.body.value.allowed).toBe(true);
    const channel = info.body.value.methods[0]?.channels[0];
    expect(channel).toBeDefined();
    const before = await main();
    const order = await sim.post<{ orderNo: string; amount: number; state: number }>('/wps/relay/PCS_deposit', { channelId: channel?.id, amount: 500, requestId: 'agent-dep-1' }, agent01);
    expect(order.body).toMatchObject({ success: true, value: { amount: 500 } });
    const listed = await sim.get<{ list: { orderNo: string }[] }>('/wps/relay/PCS_depositOrderList', agent01);
    expect(listed.body.value.list.map((row) => row.orderNo)).toContain(order.body.value.orderNo);
    expect(await main()).toBe(before);
  });

  it('agent01 adds a bank card and withdraws with its withdrawal password: the amount leaves its main wallet', async () => {
    const info = await sim.get<{ hasPaymentPassword: boolean; minAmount: number; mainBalance: number }>('/wps/relay/PCS_withdrawInfo', agent01);
    expect(info.body.value).toMatchObject({ hasPaymentPassword: true, minAmount: 100 });
    expect((await sim.get<{ list: Card[] }>('/wps/relay/PCS_bankCardList', agent01)).body.value.list).toEqual([]);
    const card = await sim.post<Card>('/wps/relay/PCS_addBankCard', { type: 'BC', bankCode: 'BDO', accountNo: '1234567890', accountName: 'Agent One' }, agent01);
    expect(card.body).toMatchObject({ success: true, value: { type: 'BC', accountNo: '******7890' } });
    const before = await main();
    const refused = await sim.enc('POST', '/wps/relay/passwordCheck/PCS_withdraw', { amount: 1000, cardId: card.body.value.id, paymentPassword: '000000' }, agent01);
    expect(refused.body.success).toBe(false);
    expect(await main()).toBe(before);
    const done = await sim.enc<{ amount: number; status: number }>('POST', '/wps/relay/passwordCheck/PCS_withdraw', { amount: 1000, cardId: card.body.value.id, paymentPassword: '135790' }, agent01);
    expect(done.body).toMatchObject({ success: true, value: { amount: 1000, status: 1 } });
    expect(await main()).toBeCloseTo(before - 1000, 2);
  });
});
