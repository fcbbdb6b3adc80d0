import { createTestClient } from '../../testing/sim-test-client';

interface Draw {
  numero: string;
  openTime: string;
  numbers: string[];
}

const sim = createTestClient();
afterAll(() => sim.app.close());

const opened = (query: string) =>
  sim.get<{ gameCode: string; list: Draw[]; pageNo: number; pageSize: number; total: number }>(`/lgw/vn/numeros/opened/game?${query}`);

describe('GET /lgw/vn/numeros/opened/game', () => {
  it('lists past draws newest first, one draw interval apart', async () => {
    const { body } = await opened('gameCode=VNL_5M&pageNo=1&pageSize=10');
    expect(body.value).toMatchObject({ gameCode: 'VNL_5M', pageNo: 1, pageSize: 10, total: 100 });
    const { list } = body.value;
    expect(list).toHaveLength(10);
    const times = list.map((draw) => Date.parse(draw.openTime));
    expect(times[0]).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - (times[0] ?? 0)).toBeLessThan(5 * 60 * 1000);
    times.slice(1).forEach((time, i) => expect((times[i] ?? 0) - time).toBe(5 * 60 * 1000));
    expect(list[0]?.numero).toMatch(/^\d{8}-\d{3}$/);
    expect(list[0]?.numbers).toHaveLength(27);
    expect(list[0]?.numbers[0]).toMatch(/^\d{5}$/);
  });

  it('is deterministic and pages without overlap', async () => {
    const first = (await opened('gameCode=VNL_NORTH&pageSize=5')).body.value.list;
    const again = (await opened('gameCode=VNL_NORTH&pageSize=5')).body.value.list;
    expect(again).toEqual(first);
    expect(first[0]?.numero).toMatch(/^\d{8}$/);
    const second = (await opened('gameCode=VNL_NORTH&pageNo=2&pageSize=5')).body.value.list;
    expect(second[0]?.numero).not.toBe(first[4]?.numero);
    expect(Date.parse(first[4]?.openTime ?? '') - Date.parse(second[0]?.openTime ?? '')).toBe(24 * 60 * 60 * 1000);
    expect((await opened('gameCode=VNL_NORTH&pageNo=21&pageSize=5')).body.value.list).toEqual([]);
  });

  it('draws numbers in the shape of the game', async () => {
    const keno = (await opened('gameCode=EL_KENO&pageSize=1')).body.value.list[0];
    expect(keno?.numbers).toHaveLength(20);
    expect(new Set(keno?.numbers).size).toBe(20);
    const dice = (await opened('gameCode=EL_K3&pageSize=1')).body.value.list[0];
    expect(dice?.numbers.every((n) => /^[1-6]$/.test(n))).toBe(true);
  });

  it('fails for an unknown game and answers 400 without one', async () => {
    expect((await opened('gameCode=NOPE')).body).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' });
    expect((await opened('')).statusCode).toBe(400);
    expect((await opened('gameCode=VNL_5M&pageSize=51')).statusCode).toBe(400);
  });
});

describe('GET /lotto/lgw/games/opened/numero', () => {
  it('answers the latest draw and the next one', async () => {
    const latest = await sim.get<Draw & { gameCode: string; nextNumero: string; nextOpenTime: string }>(
      '/lotto/lgw/games/opened/numero?gameCode=VNL_5M',
    );
    const history = (await opened('gameCode=VNL_5M&pageSize=1')).body.value.list[0];
    expect(latest.body.value).toMatchObject({ gameCode: 'VNL_5M', numero: history?.numero, numbers: history?.numbers });
    expect(Date.parse(latest.body.value.nextOpenTime) - Date.parse(latest.body.value.openTime)).toBe(5 * 60 * 1000);
    expect(Date.parse(latest.body.value.nextOpenTime)).toBeGreaterThan(Date.now());
    expect((await sim.get('/lotto/lgw/games/opened/numero?gameCode=NOPE')).body.success).toBe(false);
  });
});
