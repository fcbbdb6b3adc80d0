import { createTestClient } from '../../testing/sim-test-client';
import { REMOTE_LOAD_KEYS_LIMIT } from './remote-load-state';
import { REMOTE_LOADS_PATH } from './remote-load-routes';

const sim = createTestClient();
afterAll(() => sim.app.close());
beforeEach(() => sim.app.inject({ method: 'DELETE', url: REMOTE_LOADS_PATH }));

type Listed = { list: { remote: string; release: string; ok: number; failed: number; render: number; loads: number; failures: number }[] };

const report = (loads: object[]) =>
  sim.app.inject({ method: 'POST', url: REMOTE_LOADS_PATH, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ loads }) });

it('adds up the batches per remote and release; the read answers loads and failures', async () => {
  expect((await report([{ remote: 'mf_games', release: '1.0.0-aaaaaaaa', channel: 'stable', ok: 3 }])).statusCode).toBe(204);
  await report([
    { remote: 'mf_games', release: '1.0.0-aaaaaaaa', channel: 'stable', ok: 1, failed: 1 },
    { remote: 'mf_games', release: '1.1.0-bbbbbbbb', channel: 'canary', ok: 2, failed: 1, render: 1 },
  ]);
  const { statusCode, body } = await sim.get<Listed>(REMOTE_LOADS_PATH);
  expect(statusCode).toBe(200);
  expect(body.value.list).toEqual([
    { remote: 'mf_games', release: '1.0.0-aaaaaaaa', ok: 4, failed: 1, render: 0, loads: 5, failures: 1 },
    { remote: 'mf_games', release: '1.1.0-bbbbbbbb', ok: 2, failed: 1, render: 1, loads: 3, failures: 2 },
  ]);
});

it('refuses malformed reports and keeps a bounded number of counters', async () => {
  expect((await report([{ remote: 'mf_games', release: 'x', ok: -1 }])).statusCode).toBe(400);
  expect((await report([{ remote: '', release: 'x', ok: 1 }])).statusCode).toBe(400);
  for (let start = 0; start < REMOTE_LOAD_KEYS_LIMIT + 50; start += 100) {
    await report(Array.from({ length: 100 }, (_, i) => ({ remote: 'mf_games', release: `r${start + i}`, ok: 1 })));
  }
  const { body } = await sim.get<Listed>(REMOTE_LOADS_PATH);
  expect(body.value.list).toHaveLength(REMOTE_LOAD_KEYS_LIMIT);
});
