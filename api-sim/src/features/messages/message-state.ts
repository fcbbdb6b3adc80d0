import { DAY_MS, formatTime } from '../../money/clock';
import type { Account } from '../../state/accounts';

/** How far back the inbox and the outbox reach (PLATFORM-FACTS: 30 and 7 days). */
export const INBOX_DAYS = 30;
export const OUTBOX_DAYS = 7;
export const MESSAGE_LIMITS = { subject: 50, content: 500 } as const;

/**
 * One message. `fromId` null = the platform (customer service / the operator), whose content is
 * HTML the client sanitises; a member's own messages are plain text and go to customer service
 * (`toId` null). Each side deletes its own copy.
 */
export interface Message {
  id: number;
  fromId: number | null;
  toId: number | null;
  subject: string;
  content: string;
  html: boolean;
  createTime: number;
  readTime: number | null;
  replyTo: number | null;
  deletedByRecipient: boolean;
  deletedBySender: boolean;
}

export interface MessageState {
  nextId: number;
  messages: Message[];
}

/** What the seed sends every account with unread messages (HTML from the platform). */
const SEED_MESSAGES: readonly { subject: string; content: string; daysAgo: number; read: boolean }[] = [
  {
    subject: 'Welcome to Gaming Platform',
    content: '<p>Welcome! Your account is ready. Visit the <strong>reward centre</strong> for your first-deposit bonus.</p>',
    daysAgo: 12,
    read: false,
  },
  {
    subject: 'Your weekly rebate is paid',
    content: '<p>Your weekly rebate has been paid to your main wallet.</p><ul><li>Slots: 0.8 %</li><li>Live casino: 0.6 %</li></ul>',
    daysAgo: 3,
    read: false,
  },
  {
    subject: 'Scheduled maintenance',
    content: '<p>Some games are under maintenance on Sunday from 02:00 to 04:00.</p>',
    daysAgo: 1,
    read: false,
  },
  { subject: 'Security tip', content: '<p>Never share your password or your SMS code with anyone.</p>', daysAgo: 8, read: true },
  // Older than the inbox reaches: kept, not listed.
  { subject: 'An old notice', content: '<p>This message is older than 30 days.</p>', daysAgo: 45, read: true },
];

function platformMessage(id: number, toId: number, seed: (typeof SEED_MESSAGES)[number], now: number): Message {
  const createTime = now - seed.daysAgo * DAY_MS;
  return {
    id,
    fromId: null,
    toId,
    subject: seed.subject,
    content: seed.content,
    html: true,
    createTime,
    readTime: seed.read ? createTime + 60_000 : null,
    replyTo: null,
    deletedByRecipient: false,
    deletedBySender: false,
  };
}

/**
 * Every account with `unreadMessages` gets that many of the unread seed messages, the read ones
 * and the old one; demo01 has also written to customer service two days ago.
 */
export function createMessageState(accounts: readonly Account[], now: number): MessageState {
  const state: MessageState = { nextId: 1, messages: [] };
  for (const account of accounts) {
    if (account.unreadMessages <= 0) continue;
    const unread = SEED_MESSAGES.filter((seed) => !seed.read).slice(0, account.unreadMessages);
    for (const seed of [...unread, ...SEED_MESSAGES.filter((seed) => seed.read)]) {
      state.messages.push(platformMessage(state.nextId++, account.id, seed, now));
    }
    if (account.username === 'demo01') {
      state.messages.push({
        id: state.nextId++,
        fromId: account.id,
        toId: null,
        subject: 'Deposit question',
        content: 'My GCash deposit is still in progress. Can you check it?',
        html: false,
        createTime: now - 2 * DAY_MS,
        readTime: null,
        replyTo: null,
        deletedByRecipient: false,
        deletedBySender: false,
      });
    }
  }
  return state;
}

export const inboxOf = (state: MessageState, account: Account, now: number): Message[] =>
  state.messages
    .filter((message) => message.toId === account.id && !message.deletedByRecipient && message.createTime >= now - INBOX_DAYS * DAY_MS && message.createTime <= now)
    .sort((a, b) => b.createTime - a.createTime || b.id - a.id);

export const outboxOf = (state: MessageState, account: Account, now: number): Message[] =>
  state.messages
    .filter((message) => message.fromId === account.id && !message.deletedBySender && message.createTime >= now - OUTBOX_DAYS * DAY_MS && message.createTime <= now)
    .sort((a, b) => b.createTime - a.createTime || b.id - a.id);

/** The header's and the menu's badge: unread messages in the inbox. */
export const unreadCount = (state: MessageState, account: Account, now: number): number =>
  inboxOf(state, account, now).filter((message) => message.readTime === null).length;

export function sendMessage(
  state: MessageState,
  message: Pick<Message, 'fromId' | 'toId' | 'subject' | 'content' | 'html' | 'replyTo'>,
  now: number,
): Message {
  const stored: Message = { ...message, id: state.nextId++, createTime: now, readTime: null, deletedByRecipient: false, deletedBySender: false };
  state.messages.push(stored);
  return stored;
}

export type MessageView = {
  id: number;
  subject: string;
  content: string;
  /** true: HTML from the platform (sanitise before showing); false: plain text. */
  html: boolean;
  sender: 'PLATFORM' | 'ME';
  createTime: string;
  read: boolean;
  replyTo: number | null;
};

export function toMessageView(message: Message, account: Account): MessageView {
  return {
    id: message.id,
    subject: message.subject,
    content: message.content,
    html: message.html,
    sender: message.fromId === account.id ? 'ME' : 'PLATFORM',
    createTime: formatTime(message.createTime),
    read: message.fromId === account.id || message.readTime !== null,
    replyTo: message.replyTo,
  };
}
