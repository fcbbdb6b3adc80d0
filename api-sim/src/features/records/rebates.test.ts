import { DateTime } from 'luxon';
import { SITE_TIME_ZONE } from '../../config';
import { rebateRate } from '../../money/rebate-rates';
import type { GameType } from '../../catalogue/types';
import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
afterAll(() => sim.app.close());

interface Page<T> {
  list: T[];
  totalPages: number;
}

describe('daily bet rebates', () => {
  it('pay at 00:30 the settled valid bets of the day before, per product type, at the member rate', async () => {
    const noon = DateTime.now().setZone(SITE_TIME_ZONE).startOf('day').plus({ hours: 12 });
    await sim.post('/__sim/reset');
    await sim.post('/__sim/clock', { time: noon.toISO(), frozen: true });
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const day = noon.toFormat('yyyy-MM-dd');
    const rebates = async () =>
      (await sim.get<Page<{ amount: number; gameType: GameType; createTime: string }>>(`/wps/relay/ODSFE2_MemTransDet?typeId=4101&startDate=${day}&endDate=${noon.plus({ days: 1 }).toFormat('yyyy-MM-dd')}&size=100`, token)).body.value.list;
    const before = await rebates();

    await sim.post('/__sim/clock', { time: noon.plus({ hours: 12, minutes: 29 }).toISO() });
    expect(await rebates()).toEqual(before);
    await sim.post('/__sim/clock', { advanceMinutes: 2 });
    const paid = (await rebates()).filter((row) => row.createTime.startsWith(noon.plus({ days: 1 }).toFormat('yyyy-MM-dd')));

    const valid = new Map<GameType, number>();
    for (let page = 1; ; page += 1) {
      const bets = (await sim.get<Page<{ gameType: GameType; validBet: number }>>(`/wps/relay/ODSFE2_MemBetDet?startDate=${day}&endDate=${day}&status=SETTLED&size=100&page=${page}`, token)).body.value;
      for (const bet of bets.list) valid.set(bet.gameType, (valid.get(bet.gameType) ?? 0) + Math.round(bet.validBet * 100));
      if (page >= bets.totalPages) break;
    }
    expect(valid.size).toBeGreaterThan(0);
    const expected = [...valid].map(([gameType, cents]) => [gameType, Math.floor((cents * rebateRate(gameType, 3)) / 100) / 100]).sort();
    expect(paid.map((row) => [row.gameType, row.amount]).sort()).toEqual(expected);

    // Paid once: later requests add nothing.
    await sim.post('/__sim/clock', { advanceMinutes: 60 });
    expect((await rebates()).length).toBe(before.length + paid.length);
  });
});
