import { DateTime } from 'luxon';
import { GAME_TYPES } from '../../catalogue/types';
import { SITE_TIME_ZONE } from '../../config';
import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
let token = '';
beforeAll(async () => {
  await sim.post('/__sim/reset');
  token = await sim.tokenFor('demo01', 'Demo@2026');
});
afterAll(() => sim.app.close());

interface Page<T, F = unknown> {
  list: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  footer: F;
}
interface BetRow {
  orderNo: string;
  betTime: string;
  gameType: string;
  betAmount: number;
  validBet: number;
  winAmount: number | null;
  profitLoss: number | null;
  status: string;
}
interface BetFooter {
  count: number;
  betAmount: number;
  validBet: number;
  winAmount: number;
  profitLoss: number;
}
interface TxRow {
  typeId: number;
  category: string;
  amount: number;
  balanceAfter: number;
  createTime: string;
}

const siteDay = (daysAgo: number): string => DateTime.now().setZone(SITE_TIME_ZONE).minus({ days: daysAgo }).toFormat('yyyy-MM-dd');
const cents = (amount: number): number => Math.round(amount * 100);
const sumOf = (values: readonly (number | null)[]): number => values.reduce<number>((total, value) => total + cents(value ?? 0), 0);

async function allPages<T, F>(path: string): Promise<{ rows: T[]; first: Page<T, F> }> {
  const first = (await sim.get<Page<T, F>>(`${path}&page=1`, token)).body.value;
  const rows = [...first.list];
  for (let page = 2; page <= first.totalPages; page += 1) rows.push(...(await sim.get<Page<T, F>>(`${path}&page=${page}`, token)).body.value.list);
  return { rows, first };
}

describe('ODSFE2_MemBetDet (betting record)', () => {
  it.each(GAME_TYPES)('%s over the last 7 days: 13 a page, newest first, and a footer equal to the sum of every page', async (category) => {
    const path = `/wps/relay/ODSFE2_MemBetDet?gameCategory=${category}&startDate=${siteDay(6)}&endDate=${siteDay(0)}`;
    const { rows, first } = await allPages<BetRow, BetFooter>(path);
    expect(first.size).toBe(13);
    expect(first.totalElements).toBe(rows.length);
    expect(first.totalPages).toBe(Math.ceil(rows.length / 13));
    expect(first.totalPages).toBeGreaterThan(1);
    expect(rows.every((row) => row.gameType === category)).toBe(true);
    const times = rows.map((row) => Date.parse(row.betTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.footer.count).toBe(rows.length);
    expect(cents(first.footer.betAmount)).toBe(sumOf(rows.map((row) => row.betAmount)));
    expect(cents(first.footer.validBet)).toBe(sumOf(rows.map((row) => row.validBet)));
    expect(cents(first.footer.winAmount)).toBe(sumOf(rows.map((row) => row.winAmount)));
    expect(cents(first.footer.profitLoss)).toBe(sumOf(rows.map((row) => row.profitLoss)));
    for (const row of rows.filter((bet) => bet.status === 'SETTLED')) expect(cents(row.profitLoss ?? 0)).toBe(cents(row.winAmount ?? 0) - cents(row.betAmount));
  });

  it('splits sports into settled and unsettled bets', async () => {
    const path = `/wps/relay/ODSFE2_MemBetDet?gameCategory=SPORTS&startDate=${siteDay(2)}&endDate=${siteDay(0)}`;
    const all = (await sim.get<Page<BetRow, BetFooter>>(`${path}&size=100`, token)).body.value;
    const unsettled = (await sim.get<Page<BetRow, BetFooter>>(`${path}&status=UNSETTLED&size=100`, token)).body.value;
    const settled = (await sim.get<Page<BetRow, BetFooter>>(`${path}&settled=1&size=100`, token)).body.value;
    expect(unsettled.totalElements).toBeGreaterThan(0);
    expect(unsettled.list.every((row) => row.status === 'UNSETTLED' && row.winAmount === null && row.validBet === 0)).toBe(true);
    expect(settled.totalElements + unsettled.totalElements).toBe(all.totalElements);
    expect(unsettled.footer).toMatchObject({ validBet: 0, winAmount: 0, profitLoss: 0 });
  });

  it('finds a bet by its order number, and limits the range to 30 days', async () => {
    const page = (await sim.get<Page<BetRow>>(`/wps/relay/ODSFE2_MemBetDet?gameCategory=ALL&startDate=${siteDay(3)}&endDate=${siteDay(0)}`, token)).body.value;
    const orderNo = page.list[0]?.orderNo ?? '';
    const found = (await sim.get<Page<BetRow>>(`/wps/relay/ODSFE2_MemBetDet?startDate=${siteDay(29)}&orderNo=${orderNo}`, token)).body.value;
    expect(found.list.map((row) => row.orderNo)).toEqual([orderNo]);
    expect((await sim.get(`/wps/relay/ODSFE2_MemBetDet?startDate=${siteDay(30)}`, token)).body).toMatchObject({ success: false, code: 'DATE_RANGE_EXCEEDED' });
    expect((await sim.get('/wps/relay/ODSFE2_MemBetDet?startDate=yesterday', token)).statusCode).toBe(400);
    expect((await sim.get(`/wps/relay/ODSFE2_MemBetDet?startDate=${siteDay(0)}&endDate=${siteDay(1)}`, token)).statusCode).toBe(400);
    expect((await sim.get('/wps/relay/ODSFE2_MemBetDet?gameCategory=POKER', token)).statusCode).toBe(400);
    expect((await sim.get('/wps/relay/ODSFE2_MemBetDet?size=0', token)).statusCode).toBe(400);
    expect((await sim.get('/wps/relay/ODSFE2_MemBetDet')).statusCode).toBe(401);
  });
});

describe('ODSFE2_MemTransDet (account record)', () => {
  it('pages the last 30 days 13 at a time with running balances and a footer', async () => {
    const path = `/wps/relay/ODSFE2_MemTransDet?startDate=${siteDay(29)}&endDate=${siteDay(0)}&type=DEPOSIT`;
    const { rows, first } = await allPages<TxRow, { count: number; income: number; expense: number; net: number }>(path);
    expect(first.size).toBe(13);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.typeId === 1101 && row.category === 'DEPOSIT' && row.amount > 0)).toBe(true);
    expect(cents(first.footer.income)).toBe(sumOf(rows.map((row) => row.amount)));

    const all = await allPages<TxRow, { count: number; net: number }>(`/wps/relay/ODSFE2_MemTransDet?startDate=${siteDay(1)}&endDate=${siteDay(0)}`);
    expect(all.first.totalPages).toBeGreaterThan(2);
    expect(cents(all.first.footer.net)).toBe(sumOf(all.rows.map((row) => row.amount)));
    expect((await sim.get(`/wps/relay/ODSFE2_MemTransDet?startDate=${siteDay(30)}`, token)).body).toMatchObject({ success: false, code: 'DATE_RANGE_EXCEEDED' });
    expect((await sim.get('/wps/relay/ODSFE2_MemTransDet?type=LOTTERY', token)).statusCode).toBe(400);
    expect((await sim.get('/wps/relay/ODSFE2_MemTransDet?typeId=1234', token)).statusCode).toBe(400);
  });
});

describe('ODSFE2_MemPNLDet (profit per category)', () => {
  it('answers ALL first, then one row per category; ALL adds the categories up', async () => {
    const { body } = await sim.get<Page<Record<string, number | string>>>(`/wps/relay/ODSFE2_MemPNLDet?startDate=${siteDay(89)}&endDate=${siteDay(0)}`, token);
    const [all, ...categories] = body.value.list;
    expect(body.value.list.map((row) => row.gameCategory)).toEqual(['ALL', ...GAME_TYPES]);
    for (const key of ['expense', 'income', 'rebate']) {
      expect(cents(Number(all?.[key]))).toBe(sumOf(categories.map((row) => Number(row[key]))));
    }
    const n = (key: string) => cents(Number(all?.[key]));
    expect(n('totalDeposit')).toBeGreaterThan(0);
    expect(n('totalProfitLoss')).toBe(n('income') - n('expense') + n('rebate') + n('promotion') + n('agentCommission') + n('profitSharing') + n('dailySalary'));
    const one = await sim.get<Page<{ gameCategory: string }>>('/wps/relay/ODSFE2_MemPNLDet?gameCategory=LIVE', token);
    expect(one.body.value.list.map((row) => row.gameCategory)).toEqual(['LIVE']);
    expect((await sim.get(`/wps/relay/ODSFE2_MemPNLDet?startDate=${siteDay(90)}`, token)).body).toMatchObject({ success: false, code: 'DATE_RANGE_EXCEEDED' });
  });
});

describe('MCSFE_getCustomerRebateSettingByProductType', () => {
  it('answers a rate per product type for the member VIP level', async () => {
    const { body } = await sim.get<{ list: { productType: string; rate: number; vipLevel: number }[] }>('/wps/relay/MCSFE_getCustomerRebateSettingByProductType', token);
    expect(body.value.list.map((row) => row.productType)).toEqual([...GAME_TYPES]);
    expect(body.value.list.find((row) => row.productType === 'LIVE')).toMatchObject({ rate: 0.95, vipLevel: 3 });
  });

  it('MCSFE_getLotteryPrizeTable answers the bet types and odds of every lottery game', async () => {
    const { body } = await sim.get<{ list: { gameCode: string; prizeMode: string; prizes: { betType: string; odds: number }[] }[] }>('/wps/relay/MCSFE_getLotteryPrizeTable', token);
    expect(body.value.list.find((game) => game.gameCode === 'VNL_NORTH')).toMatchObject({ prizeMode: 'LOTT', prizes: expect.arrayContaining([{ betType: 'LO2', betName: '2 digits (lo)', odds: 99 }]) });
    expect(body.value.list.every((game) => game.prizes.length > 0)).toBe(true);
    expect((await sim.get('/wps/relay/MCSFE_getLotteryPrizeTable')).statusCode).toBe(401);
  });
});

describe('the simulator clock', () => {
  it('moves "today" into "yesterday" when advanced a day', async () => {
    await sim.post('/__sim/clock', { time: DateTime.fromISO(`${siteDay(0)}T12:00:00`, { zone: SITE_TIME_ZONE }).toISO() });
    const today = await sim.get<Page<TxRow>>('/wps/relay/ODSFE2_MemTransDet?size=100', token);
    const clock = await sim.post<{ now: string; timeZone: string }>('/__sim/clock', { advanceMinutes: 24 * 60 });
    expect(clock.body.value.timeZone).toBe('Asia/Manila');
    expect(clock.body.value.now).toMatch(/T12:00:\d\d\+08:00$/);
    const yesterday = await sim.get<Page<TxRow>>(`/wps/relay/ODSFE2_MemTransDet?size=100&startDate=${siteDay(0)}&endDate=${siteDay(0)}`, token);
    expect(yesterday.body.value.list).toEqual(today.body.value.list);
    // The new day has only the rebates of the day before, paid at 00:30.
    const newDay = (await sim.get<Page<TxRow>>(`/wps/relay/ODSFE2_MemTransDet?startDate=${siteDay(-1)}&size=100`, token)).body.value.list;
    expect(newDay.length).toBeGreaterThan(0);
    expect(newDay.every((row) => row.typeId === 4101 && row.createTime.endsWith('T00:30:00+08:00'))).toBe(true);
    await sim.post('/__sim/reset');
    token = await sim.tokenFor('demo01', 'Demo@2026');
  });
});
