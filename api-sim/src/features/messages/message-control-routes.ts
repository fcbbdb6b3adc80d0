import type { SimRoutes } from '../../context';
import { badRequest, ok } from '../../lib/envelope';
import { nowOf } from '../../money/clock';
import type { Account } from '../../state/accounts';
import { findAccountByUsername } from '../../state/sim-state';
import { CONTROL_PREFIX } from '../control/faults';
import { MESSAGE_LIMITS, sendMessage, toMessageView } from './message-state';

const sendBodySchema = {
  type: 'object',
  required: ['username', 'subject', 'content'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    subject: { type: 'string', minLength: 1, maxLength: MESSAGE_LIMITS.subject },
    content: { type: 'string', minLength: 1, maxLength: 20_000 },
  },
} as const;

/** The operator's side of the mailbox (README "Messages"). */
export const messageControlRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;
  const accountNamed = (username: string): Account => {
    const account = findAccountByUsername(state, username);
    if (!account) throw badRequest(`Invalid request: no account ${username}`);
    return account;
  };

  /** The platform sends an account a message (HTML, as the back office writes them). */
  app.post<{ Body: { username: string; subject: string; content: string } }>(`${CONTROL_PREFIX}/messages`, { schema: { body: sendBodySchema } }, async (request) => {
    const account = accountNamed(request.body.username);
    const sent = sendMessage(state.messages, { fromId: null, toId: account.id, subject: request.body.subject, content: request.body.content, html: true, replyTo: null }, nowOf(state.clock));
    return ok(toMessageView(sent, account));
  });

  /** What members wrote to customer service, newest first; `username` filters. */
  app.get<{ Querystring: { username?: string } }>(`${CONTROL_PREFIX}/messages`, async (request) => {
    const account = request.query.username === undefined ? undefined : accountNamed(request.query.username);
    const list = state.messages.messages
      .filter((message) => message.toId === null && message.fromId !== null && (account === undefined || message.fromId === account.id))
      .sort((a, b) => b.id - a.id)
      .map((message) => ({ id: message.id, fromId: message.fromId, subject: message.subject, content: message.content, replyTo: message.replyTo }));
    return ok({ list });
  });
};
