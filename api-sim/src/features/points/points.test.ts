import { SEED } from '../../config';
import { buildCatalogue } from '../../catalogue/catalogue';
import type { Game } from '../../catalogue/types';
import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
let token = '';
beforeEach(async () => {
  await sim.post('/__sim/reset');
  token = await sim.tokenFor('demo01', 'Demo@2026');
});
afterAll(() => sim.app.close());

const redeem = (payload: Record<string, unknown>) => sim.enc<{ orderNo: string; status: string; pointBalance: number }>('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', payload, token);
const convert = (payload: Record<string, unknown>) => sim.enc<{ amount: number; pointBalance: number }>('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', payload, token);
const points = async () => (await sim.get<{ points: number }>('/wps/relay/MCS2_getPointBalance', token)).body.value.points;
const main = async () => (await sim.get<{ mainBalance: number }>('/__sim/ledger?username=demo01&limit=0')).body.value.mainBalance;
const stockOf = async (rewardId: number) =>
  (await sim.get<{ list: { rewardId: number; stock: number }[] }>('/wps/relay/MCS2_getPointReward', token)).body.value.list.find((reward) => reward.rewardId === rewardId)?.stock;

const paidSlot = (buildCatalogue(SEED).gamesByType.get('RNG') ?? []).find((game) => game.freeTrial === 0 && game.vassalage === 'PG') as Game;

/** Launches the paid slot and spins it `count` times: each spin a settled ₱10 bet. */
async function spin(count: number) {
  const { body } = await sim.post<{ url: string }>('/wps/game/launchGame', { nodeId: paidSlot.nodeId, vassalage: paidSlot.vassalage, gameType: paidSlot.gameType, gameCode: paidSlot.gameCode, language: 'EN', device: 'WEB' }, token);
  const session = new URL(body.value.url).searchParams.get('session') ?? '';
  for (let i = 0; i < count; i += 1) await sim.post('/sim/game/spin', { session });
}

describe('points from bets', () => {
  it('awards what the rules the player reads say, in both languages', async () => {
    const rules = async (language: string) =>
      (await sim.get<{ rulesHtml: string }>(`/wps/relay/MCS2_getPointConfig?language=${language}`, token)).body.value.rulesHtml;
    const perPoint = Number(/Every ₱(\d+) of valid bets earns 1 point/.exec(await rules('EN'))?.[1]);
    expect(await rules('TY')).toContain(`Bawat ₱${perPoint} na valid na taya ay 1 point`);
    const before = await points();
    await spin(10);
    expect(await points()).toBe(before + Math.floor((10 * 10) / perPoint));
  });
});

describe('points mall', () => {
  it('serves a picture for every reward', async () => {
    const list = (await sim.get<{ list: { rewardId: number; name: string; imageUrl: string }[] }>('/wps/relay/MCS2_getPointReward', token)).body.value.list;
    expect(list.length).toBeGreaterThan(0);
    for (const reward of list) {
      expect(reward.imageUrl).toMatch(new RegExp(`/assets/rewards/${reward.rewardId}\\.svg$`));
      const image = await sim.app.inject({ method: 'GET', url: new URL(reward.imageUrl).pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
    expect((await sim.app.inject({ method: 'GET', url: '/assets/rewards/999999.svg' })).statusCode).toBe(404);
  });

  it('answers the balance, its ledger (which sums to it), the history and the config', async () => {
    expect(await points()).toBe(1280);
    const details = (await sim.get<{ list: { points: number; balance: number }[]; totalElements: number }>('/wps/relay/MCS2_getPointDetails?size=100', token)).body.value;
    expect(details.list[0]?.balance).toBe(1280);
    expect(details.list.reduce((sum, row) => sum + row.points, 0)).toBe(1280);
    const history = (await sim.get<{ list: { status: string }[] }>('/wps/relay/MCS2_getRedeemPointList', token)).body.value.list;
    expect(history.map((record) => record.status)).toEqual(['P', 'R', 'A']);
    expect((await sim.get<{ list: unknown[] }>('/wps/relay/MCS2_getRedeemPointList?status=R', token)).body.value.list).toHaveLength(1);
    const config = (await sim.get<{ enabled: boolean; rate: { points: number; amount: number }; exchangeRates: unknown[]; rulesHtml: string }>('/wps/relay/MCS2_getPointConfig', token)).body.value;
    expect(config).toMatchObject({ enabled: true, rate: { points: 100, amount: 1.2 } });
    expect(config.exchangeRates).toHaveLength(3);
    expect(config.rulesHtml).toContain('do not expire');
  });

  it('redeems under the withdrawal password: points and stock drop, in process until the operator decides', async () => {
    const stock = await stockOf(301);
    const done = await redeem({ rewardId: 301, quantity: 2, paymentPassword: '135790', requestId: 'r-1' });
    expect(done.body.value).toMatchObject({ status: 'P', pointBalance: 280 });
    expect((await redeem({ rewardId: 301, quantity: 2, paymentPassword: '135790', requestId: 'r-1' })).body).toEqual(done.body);
    expect(await points()).toBe(280);
    expect(await stockOf(301)).toBe((stock ?? 0) - 2);
    const before = await main();
    await sim.post(`/__sim/points/redeems/${done.body.value.orderNo}/approve`);
    expect(await main()).toBeCloseTo(before + 100, 2);
    const history = (await sim.get<{ list: { orderNo: string; status: string }[] }>('/wps/relay/MCS2_getRedeemPointList', token)).body.value.list;
    expect(history[0]).toMatchObject({ orderNo: done.body.value.orderNo, status: 'A' });
  });

  it('a physical reward needs address and mobile and may cost money; rejecting gives everything back', async () => {
    expect((await redeem({ rewardId: 304, paymentPassword: '135790' })).body).toMatchObject({ success: false, code: 'ADDRESS_REQUIRED' });
    expect((await redeem({ rewardId: 304, paymentPassword: '135790', address: '1 Rizal St, Manila', mobile: '123' })).body).toMatchObject({ success: false, code: 'MOBILE_REQUIRED' });
    const before = await main();
    const done = await redeem({ rewardId: 304, paymentPassword: '135790', address: '1 Rizal St, Manila', mobile: '09171234567' });
    expect(done.body.value).toMatchObject({ status: 'P', pointBalance: 280 });
    expect(await main()).toBeCloseTo(before - 500, 2);
    await sim.post(`/__sim/points/redeems/${done.body.value.orderNo}/reject`, { remark: 'Out of delivery area' });
    expect(await main()).toBeCloseTo(before, 2);
    expect(await points()).toBe(1280);
    expect(await stockOf(304)).toBe(3);
  });

  it('refuses a wrong password, no stock, not enough points or money, each with its code', async () => {
    expect((await redeem({ rewardId: 301, paymentPassword: '000000' })).body).toMatchObject({ success: false, code: 'invalid.payment.pw' });
    expect((await redeem({ rewardId: 306, paymentPassword: '135790', address: '1 Rizal St, Manila', mobile: '09171234567' })).body).toMatchObject({ success: false, code: 'OUT_OF_STOCK' });
    expect((await redeem({ rewardId: 302, paymentPassword: '135790' })).body).toMatchObject({ success: false, code: 'INSUFFICIENT_POINTS' });
    expect((await redeem({ rewardId: 301, quantity: 6, paymentPassword: '135790' })).body).toMatchObject({ success: false, code: 'INVALID_QUANTITY' });
    await sim.post('/__sim/points', { username: 'demo01', points: 50000 });
    expect((await redeem({ rewardId: 305, paymentPassword: '135790', address: '1 Rizal St, Manila', mobile: '09171234567' })).body).toMatchObject({ success: true });
    await sim.post('/__sim/points/stock', { rewardId: 305, stock: 5 });
    const wallets = (await sim.get<{ list: { accountTypeId: number }[] }>('/wps/relay/GCS_walletList', token)).body.value.list;
    await sim.post('/wps/relay/GCS_walletTransfer', { fromAccountTypeId: 1, toAccountTypeId: wallets[1]?.accountTypeId, amount: 9000 }, token);
    expect(await main()).toBeLessThan(2000);
    expect((await redeem({ rewardId: 305, paymentPassword: '135790', address: '1 Rizal St, Manila', mobile: '09171234567' })).body).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
  });

  it('converts whole hundreds of points at the VIP rate', async () => {
    const before = await main();
    expect((await convert({ points: 150, paymentPassword: '135790' })).body).toMatchObject({ success: false, code: 'INVALID_POINTS' });
    expect((await convert({ points: 2000, paymentPassword: '135790' })).body).toMatchObject({ success: false, code: 'INSUFFICIENT_POINTS' });
    expect((await convert({ points: 1000, paymentPassword: '135790' })).body.value).toMatchObject({ amount: 12, pointBalance: 280 });
    expect(await main()).toBeCloseTo(before + 12, 2);
  });

  it('is closed without PTSYS3', async () => {
    await sim.post('/__sim/features', { PTSYS3: false });
    expect((await sim.get('/wps/relay/MCS2_getPointReward', token)).body).toMatchObject({ success: false, code: 'MODULE_DISABLED' });
    expect((await redeem({ rewardId: 301, paymentPassword: '135790' })).body).toMatchObject({ success: false, code: 'MODULE_DISABLED' });
    expect((await sim.get('/wps/relay/MCS2_getPointConfig', token)).body.value).toMatchObject({ enabled: false });
  });
});
