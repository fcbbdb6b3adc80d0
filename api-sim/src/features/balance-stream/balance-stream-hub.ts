import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { CURRENCY } from '../../config';
import { mainBalance, totalBalance } from '../../money/ledger';
import { ledgerOf } from '../../money/money-state';
import { toAmount } from '../../state/accounts';
import type { SimState } from '../../state/sim-state';

/** A stream ticket lives this long and opens one stream (docs/api-contract.md, "Live balance"). */
export const TICKET_TTL_MS = 30_000;
/** A comment line this often keeps proxies (and their idle time-outs) from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** What a browser waits before it reconnects on its own (the client reconnects itself anyway). */
export const RETRY_MS = 2_000;

interface Ticket {
  token: string;
  accountId: number;
  expiresAt: number;
}

export interface Subscriber {
  token: string;
  accountId: number;
  username: string;
  /** Total balance last sent, in cents. */
  lastCents: number;
  raw: ServerResponse;
}

export interface BalanceEvent {
  balance: number;
  mainBalance: number;
  currencySymbol: string;
}

export function balanceEventOf(state: SimState, accountId: number): { cents: number; event: BalanceEvent } {
  const ledger = ledgerOf(state.money, accountId);
  const cents = totalBalance(ledger);
  return { cents, event: { balance: toAmount(cents), mainBalance: toAmount(mainBalance(ledger)), currencySymbol: CURRENCY.symbol } };
}

export const sseEvent = (name: string, data: unknown, id?: number): string =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The live balance of every open stream. A ticket (random, single use, 30 s) is what the stream
 * URL carries, never the session token. After every request the hub compares each subscriber's
 * total balance with the one it last sent and pushes the new one, so any money move (an operator
 * credit, a settled bet, a transfer from another tab, a clock job) reaches the streams without
 * the money code knowing about them. A stream whose session ended is closed.
 */
export function createBalanceStreamHub(now: () => number = Date.now) {
  const tickets = new Map<string, Ticket>();
  const subscribers = new Set<Subscriber>();
  let nextEventId = 1;

  const dropExpired = () => {
    const at = now();
    for (const [key, ticket] of tickets) if (ticket.expiresAt <= at) tickets.delete(key);
  };

  return {
    issueTicket(token: string, accountId: number): { ticket: string; expiresInSeconds: number } {
      dropExpired();
      const ticket = randomBytes(24).toString('base64url');
      tickets.set(ticket, { token, accountId, expiresAt: now() + TICKET_TTL_MS });
      return { ticket, expiresInSeconds: TICKET_TTL_MS / 1000 };
    },

    /** The ticket's session, once; unknown, used or expired → undefined. */
    redeemTicket(ticket: string): { token: string; accountId: number } | undefined {
      const found = tickets.get(ticket);
      tickets.delete(ticket);
      if (!found || found.expiresAt <= now()) return undefined;
      return { token: found.token, accountId: found.accountId };
    },

    add(subscriber: Subscriber): void {
      subscribers.add(subscriber);
      subscriber.raw.on('close', () => subscribers.delete(subscriber));
    },

    /** Pushes changed balances; closes the streams of ended sessions. */
    check(state: SimState): void {
      for (const subscriber of subscribers) {
        if (state.sessions.get(subscriber.token) !== subscriber.accountId) {
          subscribers.delete(subscriber);
          subscriber.raw.end(sseEvent('end', { reason: 'session-ended' }));
          continue;
        }
        const { cents, event } = balanceEventOf(state, subscriber.accountId);
        if (cents === subscriber.lastCents) continue;
        subscriber.lastCents = cents;
        subscriber.raw.write(sseEvent('balance', event, nextEventId++));
      }
    },

    heartbeat(): void {
      for (const subscriber of subscribers) subscriber.raw.write(': keep-alive\n\n');
    },

    /** Open streams (the control API lists them: a test waits for its page's stream). */
    list(): Array<{ username: string }> {
      return [...subscribers].map((subscriber) => ({ username: subscriber.username }));
    },

    closeAll(): void {
      for (const subscriber of subscribers) subscriber.raw.end();
      subscribers.clear();
      tickets.clear();
    },
  };
}

export type BalanceStreamHub = ReturnType<typeof createBalanceStreamHub>;
