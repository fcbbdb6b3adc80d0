import { envelope, setTestRuntimeConfig, testGame } from '@gp/kernel/testing';
import { testVendor } from '../../testing';
import { CATALOGUE_PAGE_SIZE, fetchGameCatalogue, gameCatalogueQueryOptions } from './catalogue';
import { gameKeys } from './game-keys';

beforeEach(() => {
  setTestRuntimeConfig();
});

afterEach(() => {
  jest.restoreAllMocks();
});

const menus = [
  { gameType: 'LIVE', name: 'Live casino', vendors: [testVendor('EVO', 'Evolve Live', 'LIVE')] },
  { gameType: 'RNG', name: 'Slots', vendors: [testVendor('PG', 'Pocket Games', 'RNG')] },
];

/** A server with 3 live games and 450 slots, paged as GCSGAME_gameList pages them. */
function mockCatalogueServer() {
  const games = {
    LIVE: Array.from({ length: 3 }, (_, i) => testGame(`Live ${i}`, { nodeId: 100 + i, gameType: 'LIVE', vassalage: 'EVO' })),
    RNG: Array.from({ length: 450 }, (_, i) => testGame(`Slot ${i}`, { nodeId: 1000 + i, gameType: 'RNG', vassalage: 'PG' })),
  };
  const asked: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/lgw/games/game_menus') return Response.json(envelope(menus));
    const type = url.searchParams.get('gameType') as keyof typeof games;
    const pageNo = Number(url.searchParams.get('pageNo'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    asked.push(`${type} ${pageNo} ${pageSize} ${url.searchParams.get('language')}`);
    const all = games[type];
    return Response.json(envelope({ games: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, total: all.length }));
  });
  return asked;
}

describe('the whole catalogue', () => {
  it('reads every page of every category of the menus, in the language asked for', async () => {
    const asked = mockCatalogueServer();

    const catalogue = await fetchGameCatalogue('CN');

    expect(catalogue.menus.map((menu) => menu.gameType)).toEqual(['LIVE', 'RNG']);
    expect(catalogue.games).toHaveLength(453);
    expect(new Set(catalogue.games.map((game) => game.nodeId)).size).toBe(453);
    expect(asked.sort()).toEqual([
      `LIVE 1 ${CATALOGUE_PAGE_SIZE} CN`,
      `RNG 1 ${CATALOGUE_PAGE_SIZE} CN`,
      `RNG 2 ${CATALOGUE_PAGE_SIZE} CN`,
      `RNG 3 ${CATALOGUE_PAGE_SIZE} CN`,
    ]);
  });

  it('is cached per language with a time limit', () => {
    const options = gameCatalogueQueryOptions('TH');
    expect(options.queryKey).toEqual(gameKeys.catalogue('TH'));
    expect(options.staleTime).toBeGreaterThan(0);
    expect(Number.isFinite(options.staleTime)).toBe(true);
    expect(options.gcTime).toBeGreaterThanOrEqual(options.staleTime);
  });
});
