import { SEED } from '../../config';
import { buildCatalogue } from '../../catalogue/catalogue';
import type { Game } from '../../catalogue/types';
import { createTestClient } from '../../testing/sim-test-client';

interface FavoritePage {
  content: Game[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

const sim = createTestClient();
const catalogue = buildCatalogue(SEED);
const slots = (catalogue.gamesByType.get('RNG') ?? []).slice(0, 25);
const fish = catalogue.gamesByType.get('FISH')?.[0] as Game;

beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

const payloadOf = (game: Game) => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
const add = (token: string, game: Game) => sim.post<{ nodeIds: number[] }>('/wps/relay/MCSFE_addFavoriteGameV2', payloadOf(game), token);
const remove = (token: string, game: Game) => sim.del<{ nodeIds: number[] }>('/wps/relay/MCSFE_removeFavoriteGameV2', payloadOf(game), token);
const ids = async (token: string) => (await sim.get<{ nodeIds: number[] }>('/wps/relay/MCSFE_getFavoriteGames', token)).body.value.nodeIds;
const list = (token: string, query = '') => sim.get<FavoritePage>(`/wps/relay/MCSFE_getFavoriteGamesList?${query}`, token);

describe('favourite games', () => {
  it('adds, lists newest first and removes, per account', async () => {
    const demo = await sim.tokenFor('demo01', 'Demo@2026');
    const agent = await sim.tokenFor('agent01', 'Agent@2026');
    const [first, second] = slots as [Game, Game];

    expect((await add(demo, first)).body).toEqual({ success: true, message: null, value: { nodeIds: [first.nodeId] } });
    expect((await add(demo, fish)).body.value.nodeIds).toEqual([fish.nodeId, first.nodeId]);
    expect(await ids(demo)).toEqual([fish.nodeId, first.nodeId]);
    expect(await ids(agent)).toEqual([]);

    const page = (await list(demo, 'pageNum=1&pageSize=20')).body.value;
    expect(page).toEqual({ content: [fish, first], pageNum: 1, pageSize: 20, total: 2, totalPages: 1 });

    // Adding twice keeps one entry; removing a non-favourite is a success.
    expect((await add(demo, first)).body.value.nodeIds).toEqual([first.nodeId, fish.nodeId]);
    expect((await remove(demo, second)).body.value.nodeIds).toEqual([first.nodeId, fish.nodeId]);
    expect((await remove(demo, first)).body.value.nodeIds).toEqual([fish.nodeId]);
    expect(await ids(demo)).toEqual([fish.nodeId]);
  });

  it('pages the list', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    for (const game of slots) await add(token, game);
    const second = (await list(token, 'pageNum=2&pageSize=10')).body.value;
    expect(second).toMatchObject({ pageNum: 2, total: 25, totalPages: 3 });
    expect(second.content.map((game) => game.nodeId)).toEqual(slots.slice(5, 15).reverse().map((game) => game.nodeId));
    expect((await list(token, 'pageNum=3&pageSize=10')).body.value.content).toHaveLength(5);
    expect((await list(token)).body.value).toMatchObject({ pageNum: 1, pageSize: 20, totalPages: 2 });
  });

  it('accepts the removal payload in the query string', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    await add(token, fish);
    const { body } = await sim.call<{ nodeIds: number[] }>({
      method: 'DELETE',
      url: `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${fish.nodeId}&vendor=${fish.vassalage}&gameType=FISH`,
      headers: { token },
    });
    expect(body.value.nodeIds).toEqual([]);
  });

  it('validates that the game exists', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const game = slots[0] as Game;
    for (const payload of [
      { nodeId: 1, vendor: game.vassalage, gameType: game.gameType },
      { nodeId: game.nodeId, vendor: 'NOPE', gameType: game.gameType },
      { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'LIVE' },
    ]) {
      const { statusCode, body } = await sim.post('/wps/relay/MCSFE_addFavoriteGameV2', payload, token);
      expect(statusCode).toBe(200);
      expect(body).toMatchObject({ success: false, message: 'Game not found', code: 'GAME_NOT_FOUND' });
    }
    expect((await sim.post('/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: 'abc', vendor: 'PG', gameType: 'RNG' }, token)).statusCode).toBe(400);
    expect((await sim.post('/wps/relay/MCSFE_addFavoriteGameV2', {}, token)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await add('', fish)).statusCode).toBe(401);
    expect((await sim.get('/wps/relay/MCSFE_getFavoriteGames')).statusCode).toBe(401);
    expect((await sim.get('/wps/relay/MCSFE_getFavoriteGamesList')).statusCode).toBe(401);
  });

  it('is cleared by a reset', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    await add(token, fish);
    await sim.post('/__sim/reset');
    expect(await ids(await sim.tokenFor('demo01', 'Demo@2026'))).toEqual([]);
  });
});
