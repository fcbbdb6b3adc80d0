import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
let base = '';
let token = '';

beforeAll(async () => {
  await sim.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(sim.app.server.address() as AddressInfo).port}`;
});
beforeEach(async () => {
  await sim.post('/__sim/reset');
  token = await sim.tokenFor('demo01', 'Demo@2026');
});
afterAll(() => sim.app.close());

/** An open stream: its status, and the events it has received so far (name and data). */
function openStream(ticket: string, headers: Record<string, string> = {}) {
  const events: Array<{ event: string; data: unknown }> = [];
  let buffer = '';
  let response: IncomingMessage | undefined;
  const opened = new Promise<IncomingMessage>((resolve, reject) => {
    const request = httpGet(`${base}/wps/v2/wallets/stream?ticket=${encodeURIComponent(ticket)}`, { headers }, (res) => {
      response = res;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as unknown });
          end = buffer.indexOf('\n\n');
        }
      });
      resolve(res);
    });
    request.on('error', reject);
  });
  const ended = opened.then((res) => new Promise<void>((resolve) => res.on('end', () => resolve())));
  return { opened, ended, events, close: () => response?.destroy() };
}

const ticket = async (as = token) => (await sim.post<{ ticket: string; expiresInSeconds: number }>('/wps/v2/wallets/stream/ticket', undefined, as)).body;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
};
const openCount = async () => (await sim.get<{ streams: Array<{ username: string }> }>('/__sim/balance-streams')).body.value.streams.length;

describe('live balance stream', () => {
  it('needs a session for a ticket, and a ticket opens one stream once', async () => {
    expect((await sim.post('/wps/v2/wallets/stream/ticket')).statusCode).toBe(401);
    const issued = await ticket();
    expect(issued.value).toEqual({ ticket: expect.stringMatching(/^[\w-]{32}$/), expiresInSeconds: 30 });
    expect(issued.value.ticket).not.toContain(token);

    const stream = openStream(issued.value.ticket, { origin: 'http://localhost:3000' });
    const response = await stream.opened;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    await until(() => true);
    expect(await openCount()).toBe(1);

    const again = openStream(issued.value.ticket);
    expect((await again.opened).statusCode).toBe(401);
    const unknown = openStream('not-a-ticket');
    expect((await unknown.opened).statusCode).toBe(401);
    stream.close();
  });

  it('pushes the new balance when money moves outside the page, and ends the stream with the session', async () => {
    const stream = openStream((await ticket()).value.ticket);
    await stream.opened;
    await until(() => true);

    expect((await sim.post('/__sim/credit', { username: 'demo01', amount: 100 })).body.value).toMatchObject({ balance: 12445.67 });
    await until(() => stream.events.length === 1);
    expect(stream.events[0]).toEqual({ event: 'balance', data: { balance: 12445.67, mainBalance: 11975.17, currencySymbol: '₱' } });

    // Another tab's transfer between wallets moves no money in total: nothing is pushed.
    await sim.post('/wps/relay/GCS_walletReturn', { requestId: 'r1' }, token);
    expect(stream.events).toHaveLength(1);

    // Another member's money is not this stream's.
    await sim.post('/__sim/credit', { username: 'weak01', amount: 5 });
    expect(stream.events).toHaveLength(1);

    await sim.del('/wps/session/logout', undefined, token);
    await stream.ended;
    expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reason: 'session-ended' } });
    expect(await openCount()).toBe(0);
  });

  it('refuses a credit to an unknown account or of no amount', async () => {
    expect((await sim.post('/__sim/credit', { username: 'nobody', amount: 1 })).statusCode).toBe(400);
    expect((await sim.post('/__sim/credit', { username: 'demo01', amount: 0 })).statusCode).toBe(400);
  });
});
