import type { SimRoutes } from '../../context';
import { fail, ok } from '../../lib/envelope';
import { asPayload, optionalText, requiredId, requiredText, type Payload } from '../../lib/input';
import { relayPath } from '../../lib/relay';
import { nowOf } from '../../money/clock';
import { paginate, readPaging } from '../../money/requests';
import { requireAccount } from '../../state/sessions';
import { inboxOf, MESSAGE_LIMITS, outboxOf, sendMessage, toMessageView, unreadCount } from './message-state';

export const MESSAGE_TEXTS = {
  off: 'Messages are not available',
  notFound: 'Message not found',
  noIds: 'Choose the messages to delete',
} as const;

/** Inbox page size (chosen; the member centre shows 10 a page). */
export const MESSAGE_PAGE_SIZE = 10;

/** messageV2 and the agent centre's platform messages (INBOX3): inbox, outbox, read, delete, send, reply. */
export const messageRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;
  const now = () => nowOf(state.clock);
  const enabled = () => state.features.INBOX3 !== false;
  const closed = () => fail(MESSAGE_TEXTS.off, null, 'MODULE_DISABLED');

  /** The last 30 days, newest first, with the unread count. */
  app.get<{ Querystring: Payload }>(relayPath('CSP_getInbox'), async (request) => {
    const account = requireAccount(state, request);
    if (!enabled()) return closed();
    const page = paginate(inboxOf(state.messages, account, now()), readPaging(request.query, MESSAGE_PAGE_SIZE));
    return ok({ ...page, list: page.list.map((message) => toMessageView(message, account)), unread: unreadCount(state.messages, account, now()) });
  });

  /** What I sent in the last 7 days, newest first. */
  app.get<{ Querystring: Payload }>(relayPath('CSP_getOutbox'), async (request) => {
    const account = requireAccount(state, request);
    if (!enabled()) return closed();
    const page = paginate(outboxOf(state.messages, account, now()), readPaging(request.query, MESSAGE_PAGE_SIZE));
    return ok({ ...page, list: page.list.map((message) => toMessageView(message, account)) });
  });

  /** Marks one inbox message read (again: no change); answers the new unread count. */
  app.post(relayPath('CSP_readMessage'), async (request) => {
    const account = requireAccount(state, request);
    if (!enabled()) return closed();
    const id = requiredId(asPayload(request.body, 'a message id'), 'id');
    const message = inboxOf(state.messages, account, now()).find((item) => item.id === id);
    if (!message) return fail(MESSAGE_TEXTS.notFound, null, 'NOT_FOUND');
    message.readTime ??= now();
    return ok({ id, unread: unreadCount(state.messages, account, now()) });
  });

  /** Deletes my copy of each message (inbox or outbox); unknown ids are skipped. */
  app.post(relayPath('CSP_deleteMessage'), async (request) => {
    const account = requireAccount(state, request);
    if (!enabled()) return closed();
    const body = asPayload(request.body, 'message ids');
    const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
    if (ids.length === 0) return fail(MESSAGE_TEXTS.noIds, null, 'INVALID_INPUT');
    let deleted = 0;
    for (const message of state.messages.messages) {
      if (!ids.includes(message.id)) continue;
      if (message.toId === account.id && !message.deletedByRecipient) {
        message.deletedByRecipient = true;
        deleted += 1;
      } else if (message.fromId === account.id && !message.deletedBySender) {
        message.deletedBySender = true;
        deleted += 1;
      }
    }
    return ok({ deleted, unread: unreadCount(state.messages, account, now()) });
  });

  /** A message to customer service, or a reply to one of my inbox messages (`replyTo`). Plain text. */
  app.post(relayPath('CSP_sendMessage'), async (request) => {
    const account = requireAccount(state, request);
    if (!enabled()) return closed();
    const body = asPayload(request.body, 'a message');
    const replyTo = body.replyTo === undefined || body.replyTo === null ? null : requiredId(body, 'replyTo');
    const original = replyTo === null ? undefined : inboxOf(state.messages, account, now()).find((item) => item.id === replyTo);
    if (replyTo !== null && !original) return fail(MESSAGE_TEXTS.notFound, null, 'NOT_FOUND');
    const subject = optionalText(body, 'subject', { maxLength: MESSAGE_LIMITS.subject }) ?? (original ? `Re: ${original.subject}`.slice(0, MESSAGE_LIMITS.subject) : undefined);
    if (subject === undefined) return fail('Enter a subject', null, 'INVALID_INPUT');
    const content = requiredText(body, 'content', { maxLength: MESSAGE_LIMITS.content });
    const sent = sendMessage(state.messages, { fromId: account.id, toId: null, subject, content, html: false, replyTo }, now());
    return ok(toMessageView(sent, account));
  });
};
