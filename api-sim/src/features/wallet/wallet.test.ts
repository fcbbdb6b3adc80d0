import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

interface Wallets {
  isSingle: number;
  mainBalance: number;
  totalBalance: number;
  list: { accountTypeId: number; vassalage: string; walletName: string; balance: number; maintenance: boolean }[];
}

const demoToken = () => sim.tokenFor('demo01', 'Demo@2026');
const wallets = async (token: string) => (await sim.get<Wallets>('/wps/relay/GCS_walletList', token)).body.value;
const walletOf = (value: Wallets, vassalage: string) => value.list.find((wallet) => wallet.vassalage === vassalage);
const transfer = (token: string, body: Record<string, unknown>) => sim.post<Wallets & { orderNo: string; amount: number }>('/wps/relay/GCS_walletTransfer', body, token);

describe('GCS_walletList', () => {
  it('lists the main wallet first and one wallet per vendor, with the seeded balances', async () => {
    const value = await wallets(await demoToken());
    expect(value.isSingle).toBe(0);
    expect(value.list[0]).toMatchObject({ accountTypeId: 1, walletName: 'Main wallet', balance: 11875.17 });
    expect(new Set(value.list.map((wallet) => wallet.vassalage)).size).toBe(value.list.length);
    expect(walletOf(value, 'JILI')).toMatchObject({ walletName: 'Jili', balance: 0 });
    expect(walletOf(value, 'PG')?.balance).toBe(150);
    expect(walletOf(value, 'EVO')?.balance).toBe(320.5);
    expect(walletOf(value, 'NLC')?.maintenance).toBe(true);
    // The platform's lottery plays on the main wallet: no lottery sub-wallet.
    expect(walletOf(value, 'TCG_LOTTO_VN')).toBeUndefined();
    expect(value.totalBalance).toBe(12345.67);
    expect((await sim.get('/wps/relay/GCS_walletList')).statusCode).toBe(401);
  });
});

describe('GCS_walletTransfer', () => {
  it('moves money from the main wallet to a vendor wallet and back; the total stays', async () => {
    const token = await demoToken();
    const jili = walletOf(await wallets(token), 'JILI')?.accountTypeId ?? 0;
    const into = await transfer(token, { fromAccountTypeId: 1, toAccountTypeId: jili, amount: '1000.50' });
    expect(into.body.success).toBe(true);
    expect(into.body.value).toMatchObject({ amount: 1000.5, mainBalance: 10874.67, totalBalance: 12345.67 });
    expect(walletOf(into.body.value, 'JILI')?.balance).toBe(1000.5);

    const back = await transfer(token, { fromAccountTypeId: jili, toAccountTypeId: 1, amount: 0.5 });
    expect(back.body.value.mainBalance).toBe(10875.17);
    expect(walletOf(back.body.value, 'JILI')?.balance).toBe(1000);

    // Both halves are in the account record as 8202 (out) and 8102 (in), under one order number.
    const record = await sim.get<{ list: { orderNo: string; typeId: number; amount: number; walletName: string }[] }>(
      '/wps/relay/ODSFE2_MemTransDet?typeId=8102,8202&size=4',
      token,
    );
    expect(record.body.value.list.map((row) => [row.typeId, row.amount, row.walletName])).toEqual([
      [8102, 0.5, 'Main wallet'],
      [8202, -0.5, 'Jili'],
      [8102, 1000.5, 'Jili'],
      [8202, -1000.5, 'Main wallet'],
    ]);
    expect(record.body.value.list[0]?.orderNo).toBe(back.body.value.orderNo);
  });

  it('refuses more than the source holds, unknown and vendor-to-vendor wallets, maintenance and bad amounts', async () => {
    const token = await demoToken();
    const value = await wallets(token);
    const pg = walletOf(value, 'PG')?.accountTypeId ?? 0;
    const evo = walletOf(value, 'EVO')?.accountTypeId ?? 0;
    const nlc = walletOf(value, 'NLC')?.accountTypeId ?? 0;
    expect((await transfer(token, { fromAccountTypeId: pg, toAccountTypeId: 1, amount: 150.01 })).body).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect((await transfer(token, { fromAccountTypeId: 1, toAccountTypeId: 999, amount: 1 })).body).toMatchObject({ success: false, code: 'WALLET_NOT_FOUND' });
    expect((await transfer(token, { fromAccountTypeId: pg, toAccountTypeId: evo, amount: 1 })).body).toMatchObject({ success: false, code: 'INVALID_TRANSFER' });
    expect((await transfer(token, { fromAccountTypeId: 1, toAccountTypeId: 1, amount: 1 })).body).toMatchObject({ success: false, code: 'INVALID_TRANSFER' });
    expect((await transfer(token, { fromAccountTypeId: 1, toAccountTypeId: nlc, amount: 1 })).body).toMatchObject({ success: false, code: 'WALLET_MAINTENANCE' });
    for (const amount of [0, -5, 1.234, '12abc', 'NaN', null]) {
      expect((await transfer(token, { fromAccountTypeId: 1, toAccountTypeId: pg, amount })).statusCode).toBe(400);
    }
    expect((await wallets(token)).totalBalance).toBe(12345.67);
    expect(walletOf(await wallets(token), 'PG')?.balance).toBe(150);
  });

  it('moves money once for a repeated requestId, and refuses the id for another transfer', async () => {
    const token = await demoToken();
    const pg = walletOf(await wallets(token), 'PG')?.accountTypeId ?? 0;
    const body = { fromAccountTypeId: 1, toAccountTypeId: pg, amount: 100, requestId: 'double-click-1' };
    const first = await transfer(token, body);
    const second = await transfer(token, body);
    expect(second.body).toEqual(first.body);
    expect(walletOf(await wallets(token), 'PG')?.balance).toBe(250);
    expect((await transfer(token, { ...body, amount: 200 })).body).toMatchObject({ success: false, code: 'DUPLICATE_REQUEST' });
    expect(walletOf(await wallets(token), 'PG')?.balance).toBe(250);
  });
});

describe('GCS_walletReturn (recall all)', () => {
  it('brings every vendor wallet back to the main wallet, once per requestId', async () => {
    const token = await demoToken();
    const customerId = 1001;
    const recall = await sim.post<Wallets & { amount: number }>('/wps/relay/GCS_walletReturn', { customerId, requestId: 'r1' }, token);
    expect(recall.body.value).toMatchObject({ amount: 470.5, mainBalance: 12345.67, totalBalance: 12345.67 });
    expect(recall.body.value.list.filter((wallet) => wallet.accountTypeId !== 1).every((wallet) => wallet.balance === 0)).toBe(true);
    expect((await sim.post('/wps/relay/GCS_walletReturn', { customerId, requestId: 'r1' }, token)).body).toEqual(recall.body);

    const again = await sim.post<{ amount: number }>('/wps/relay/GCS_walletReturn', { customerId }, token);
    expect(again.body).toMatchObject({ success: true, value: { amount: 0 }, message: 'Every game wallet is empty' });
    expect((await sim.post('/wps/relay/GCS_walletReturn', { customerId: 1002 }, token)).statusCode).toBe(400);
    expect((await sim.post('/wps/relay/GCS_walletReturn', {}, token)).statusCode).toBe(400);
  });
});

describe('GET /wps/v2/wallets/balance', () => {
  it('answers the total of every wallet and the main wallet', async () => {
    const { body } = await sim.get('/wps/v2/wallets/balance', await demoToken());
    expect(body.value).toEqual({ balance: 12345.67, mainBalance: 11875.17, currency: 'PHP', currencySymbol: '₱' });
  });
});
