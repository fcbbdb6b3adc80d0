import type { Game, GameType, Vendor } from '../../catalogue/types';
import { createTestClient } from '../../testing/sim-test-client';

interface GamePage {
  games: Game[];
  pageNo: number;
  pageSize: number;
  total: number;
}

const sim = createTestClient();
afterAll(() => sim.app.close());

const gameList = (query: string) =>
  sim.get<GamePage>(`/wps/relay/GCSGAME_gameList?clientType=WEB&platform=W&merchant=GP01&language=EN&${query}`);

describe('GET /lgw/games/game_menus', () => {
  it('lists every category that has vendors, with names by language', async () => {
    const { body } = await sim.get<{ gameType: GameType; name: string; vendors: Vendor[] }[]>('/lgw/games/game_menus?language=EN');
    expect(body.value.map((menu) => menu.gameType)).toEqual(['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']);
    const rng = body.value.find((menu) => menu.gameType === 'RNG');
    expect(rng?.name).toBe('Slots');
    expect(rng?.vendors.length).toBeGreaterThanOrEqual(15);
    expect(rng?.vendors[0]).toEqual({
      vassalage: 'PG',
      name: expect.any(String),
      gameType: 'RNG',
      iconUrl: '/assets/vendors/PG.svg',
      maintenance: false,
      hasRooms: false,
      isCockfight: false,
    });

    const tagalog = await sim.get<{ gameType: GameType; name: string }[]>('/lgw/games/game_menus?language=TY');
    expect(tagalog.body.value.find((menu) => menu.gameType === 'FISH')?.name).toBe('Pangingisda');
  });
});

describe('GET /wps/relay/GCSGAME_gameVendor', () => {
  it('answers lanes with cards keyed by vassalage', async () => {
    const { body } = await sim.get<{ lanes: { title: GameType; cards: Record<string, Vendor> }[] }>(
      '/wps/relay/GCSGAME_gameVendor?merchantCode=GP01',
    );
    const lane = (title: GameType) => body.value.lanes.find((candidate) => candidate.title === title);
    expect(Object.keys(lane('ESPORTS')?.cards ?? {})).toEqual(['AV', 'IMES', 'IA', 'AI', 'TF']);
    expect(lane('SPORTS')?.cards.DS88?.isCockfight).toBe(true);
    expect(Object.keys(lane('LOTT')?.cards ?? {})).toEqual(['TCG_LOTTO_VN']);
    expect(Object.keys(lane('ELOTT')?.cards ?? {})).toEqual(['LOTT']);
  });
});

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('pages through about 10,000 slot games', async () => {
    const first = await gameList('gameType=RNG&vassalage=&pageNo=1&pageSize=50');
    expect(first.body.value).toMatchObject({ pageNo: 1, pageSize: 50, total: 10000 });
    expect(first.body.value.games).toHaveLength(50);

    const second = await gameList('gameType=RNG&pageNo=2&pageSize=50');
    const firstIds = new Set(first.body.value.games.map((game) => game.nodeId));
    expect(second.body.value.games).toHaveLength(50);
    expect(second.body.value.games.some((game) => firstIds.has(game.nodeId))).toBe(false);

    const last = await gameList('gameType=RNG&pageNo=50&pageSize=200');
    expect(last.body.value.games).toHaveLength(200);
    const beyond = await gameList('gameType=RNG&pageNo=51&pageSize=200');
    expect(beyond.body.value).toMatchObject({ games: [], total: 10000 });
  });

  it('answers the game shape', async () => {
    const { body } = await gameList('gameType=RNG&vassalage=PG&pageSize=1');
    expect(body.value.games[0]).toEqual({
      nodeId: expect.any(Number),
      nodeName: expect.any(String),
      gameName: expect.any(String),
      displayName: expect.any(String),
      vassalage: 'PG',
      gameType: 'RNG',
      isHot: expect.any(Number),
      showIcon: 1,
      iconUrl: expect.stringMatching(/^\/assets\/icons\/PG\/\d+\.svg$/),
      url: null,
      lagerIcon: null,
      gameCode: expect.any(String),
      isGame: 1,
      freeTrial: expect.any(Number),
    });
  });

  it('filters by vendor', async () => {
    const { body } = await gameList('gameType=RNG&vassalage=JILI&pageSize=200');
    expect(body.value.total).toBe(1150);
    expect(body.value.games.every((game) => game.vassalage === 'JILI' && game.gameType === 'RNG')).toBe(true);
  });

  it('searches names case-insensitively across the category', async () => {
    const { body } = await gameList('gameType=RNG&keyword=DrAgOn&pageSize=200');
    expect(body.value.total).toBeGreaterThan(100);
    expect(body.value.total).toBeLessThan(10000);
    expect(body.value.games.every((game) => game.displayName.toLowerCase().includes('dragon'))).toBe(true);
    expect(new Set(body.value.games.map((game) => game.vassalage)).size).toBeGreaterThan(1);

    const none = await gameList('gameType=RNG&keyword=zzzz-no-such-game');
    expect(none.body.value).toMatchObject({ games: [], total: 0 });
  });

  it('lists the other categories', async () => {
    for (const type of ['LIVE', 'FISH', 'PVP'] as const) {
      const { body } = await gameList(`gameType=${type}&pageSize=200`);
      expect(body.value.total).toBeGreaterThanOrEqual(20);
      expect(body.value.total).toBeLessThanOrEqual(60);
      expect(body.value.games.every((game) => game.gameType === type)).toBe(true);
    }
  });

  it.each([
    ['a page size above 200', 'gameType=RNG&pageSize=201'],
    ['page 0', 'gameType=RNG&pageNo=0'],
    ['a non-numeric page', 'gameType=RNG&pageNo=two'],
    ['an unknown category', 'gameType=CASINO'],
  ])('answers the 400 envelope for %s', async (_name, query) => {
    const { statusCode, body } = await gameList(query);
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ success: false, value: null, code: 'BAD_REQUEST' });
    expect(body.message).toMatch(/^Invalid request/);
  });
});

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  it('answers hot games of at least 3 slot vendors, fishing and live', async () => {
    const { body } = await sim.get<{ games: Game[] }>('/wps/relay/GCSGAME_hotGamesV2?merchantCode=GP01&isPlatform=2&platform=W&language=EN');
    const { games } = body.value;
    expect(games.every((game) => game.isHot === 1)).toBe(true);
    const rngVendors = new Set(games.filter((game) => game.gameType === 'RNG').map((game) => game.vassalage));
    expect(rngVendors.size).toBeGreaterThanOrEqual(3);
    expect(games.some((game) => game.gameType === 'FISH')).toBe(true);
    expect(games.some((game) => game.gameType === 'LIVE')).toBe(true);
  });
});

describe('GET /lgw/vn/games/game_menu', () => {
  it.each(['LOTT', 'ZY', 'ELOTT', 'SEA'])('lists the %s lottery games with their next draw', async (prizeMode) => {
    const { body } = await sim.get<{ games: { prizeMode: string; nextDrawTime: string; drawIntervalSec: number }[] }>(
      `/lgw/vn/games/game_menu?prizeMode=${prizeMode}&device=WEB`,
    );
    expect(body.value.games.length).toBeGreaterThanOrEqual(3);
    for (const game of body.value.games) {
      expect(game.prizeMode).toBe(prizeMode);
      expect(Date.parse(game.nextDrawTime)).toBeGreaterThan(Date.now() - 1000);
      expect(game.drawIntervalSec).toBeGreaterThan(0);
    }
  });

  it('answers 400 for an unknown prize mode', async () => {
    const { statusCode } = await sim.get('/lgw/vn/games/game_menu?prizeMode=XX&device=WEB');
    expect(statusCode).toBe(400);
  });
});

describe('GET /wps/relay/GCSGAME_getVassGameType', () => {
  it('lists the categories a vendor offers with their game counts', async () => {
    const { body } = await sim.get<{ vassalage: string; gameTypes: { gameType: GameType; name: string; total: number }[] }>(
      '/wps/relay/GCSGAME_getVassGameType?vassalage=jili&language=EN',
    );
    expect(body.value.vassalage).toBe('JILI');
    expect(body.value.gameTypes.map((type) => type.gameType)).toEqual(['FISH', 'RNG', 'PVP']);
    expect(body.value.gameTypes.find((type) => type.gameType === 'RNG')).toEqual({ gameType: 'RNG', name: 'Slots', total: 1150 });
  });

  it('fails for an unknown vendor and answers 400 without one', async () => {
    expect((await sim.get('/wps/relay/GCSGAME_getVassGameType?vassalage=NOPE')).body).toMatchObject({ success: false, code: 'VENDOR_NOT_FOUND' });
    expect((await sim.get('/wps/relay/GCSGAME_getVassGameType')).statusCode).toBe(400);
  });
});

describe('GET /wps/relay/GLS2_roomList', () => {
  it.each(['DG', 'SA'])('lists the live tables of %s, the same every time', async (vassalage) => {
    const url = `/wps/relay/GLS2_roomList?vassalage=${vassalage}`;
    const { body } = await sim.get<{ vassalage: string; rooms: { roomId: string; nodeId: number; status: string; minBet: number; maxBet: number }[] }>(url);
    expect(body.value.vassalage).toBe(vassalage);
    expect(body.value.rooms.length).toBeGreaterThan(5);
    for (const room of body.value.rooms) {
      expect(room.roomId.startsWith(`${vassalage}-`)).toBe(true);
      expect(['OPEN', 'CLOSED']).toContain(room.status);
      expect(room.minBet).toBeLessThan(room.maxBet);
    }
    expect((await sim.get(url)).body).toEqual(body);
  });

  it('answers no rooms for vendors without rooms and fails for unknown vendors', async () => {
    expect((await sim.get('/wps/relay/GLS2_roomList?vassalage=EVO')).body.value).toEqual({ vassalage: 'EVO', rooms: [] });
    expect((await sim.get('/wps/relay/GLS2_roomList?vassalage=NOPE')).body).toMatchObject({ success: false, code: 'VENDOR_NOT_FOUND' });
  });
});
