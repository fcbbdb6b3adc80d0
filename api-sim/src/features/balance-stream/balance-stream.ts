import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../context';
import { badRequest, HttpError, ok, UNAUTHORIZED_MESSAGE } from '../../lib/envelope';
import { asPayload, optionalText, requiredText } from '../../lib/input';
import { PERMISSIONS_POLICY } from '../../lib/security-headers';
import { nowOf } from '../../money/clock';
import { mainBalance, totalBalance } from '../../money/ledger';
import { ledgerOf } from '../../money/money-state';
import { postMain } from '../../money/operations';
import { readAmountCents } from '../../money/requests';
import { TX } from '../../money/transaction-types';
import { toAmount } from '../../state/accounts';
import { requireAccount, tokenOf } from '../../state/sessions';
import { findAccountByUsername } from '../../state/sim-state';
import { CONTROL_PREFIX } from '../control/faults';
import { balanceEventOf, type BalanceStreamHub, createBalanceStreamHub, HEARTBEAT_MS, RETRY_MS } from './balance-stream-hub';

/** Ours (PLATFORM-FACTS names no push channel): docs/api-contract.md, "Live balance". */
export const STREAM_TICKET_PATH = '/wps/v2/wallets/stream/ticket';
export const STREAM_PATH = '/wps/v2/wallets/stream';

const streamQuerySchema = {
  type: 'object',
  required: ['ticket'],
  properties: { ticket: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/**
 * The live balance (Server-Sent Events): a ticket from an authenticated call, then the stream
 * with that ticket in its URL. Installed at the root (not as an encapsulated route module) so its
 * hook sees every answer of the server: after each one, changed balances are pushed.
 */
export function installBalanceStream(app: FastifyInstance, ctx: SimContext, allowedOrigins: readonly string[]): BalanceStreamHub {
  const { state } = ctx;
  const hub = createBalanceStreamHub();

  app.addHook('onResponse', async () => hub.check(state));
  const heartbeat = setInterval(() => hub.heartbeat(), HEARTBEAT_MS);
  heartbeat.unref();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    hub.closeAll();
  });

  /** A single-use ticket (30 s) that opens one stream of this session's balance. */
  app.post(STREAM_TICKET_PATH, async (request) => {
    const account = requireAccount(state, request);
    return ok(hub.issueTicket(tokenOf(request) ?? '', account.id));
  });

  app.get<{ Querystring: { ticket: string } }>(STREAM_PATH, { schema: { querystring: streamQuerySchema } }, async (request, reply) => {
    const session = hub.redeemTicket(request.query.ticket);
    const account = session && state.sessions.get(session.token) === session.accountId ? state.accounts.get(session.accountId) : undefined;
    if (!session || !account) throw new HttpError(401, UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED');
    const origin = request.headers.origin;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // nginx and other proxies must pass each event on at once.
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      ...(origin && allowedOrigins.includes(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {}),
    });
    const { cents } = balanceEventOf(state, account.id);
    raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    hub.add({ token: session.token, accountId: account.id, username: account.username, lastCents: cents, raw });
  });

  /** The operator credits a member's main wallet (7101 adjustment): money that moves outside the page. */
  app.post(`${CONTROL_PREFIX}/credit`, async (request) => {
    const payload = asPayload(request.body, 'body');
    const username = requiredText(payload, 'username', { maxLength: 64 });
    const account = findAccountByUsername(state, username);
    if (!account) throw badRequest(`Invalid request: no account ${username}`);
    const cents = readAmountCents(payload);
    const row = postMain(state.money, account.id, TX.adjustment, cents, nowOf(state.clock), {
      remark: optionalText(payload, 'remark', { maxLength: 200 }) ?? 'Operator credit',
    });
    const ledger = ledgerOf(state.money, account.id);
    return ok({ orderNo: row.orderNo, balance: toAmount(totalBalance(ledger)), mainBalance: toAmount(mainBalance(ledger)) });
  });

  /** The balance streams open now, one entry each (a test waits for its page's). */
  app.get(`${CONTROL_PREFIX}/balance-streams`, async () => ok({ streams: hub.list() }));

  return hub;
}
