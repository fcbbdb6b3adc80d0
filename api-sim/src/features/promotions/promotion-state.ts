import { randomBytes } from 'node:crypto';
import { fail, ok, type Envelope } from '../../lib/envelope';
import { DAY_MS, formatTime } from '../../money/clock';
import type { MoneyState } from '../../money/money-state';
import { postMain } from '../../money/operations';
import { TX } from '../../money/transaction-types';
import { isTrial, type Account } from '../../state/accounts';
import { CATEGORY_NAMES, findPromotionDefinition, PROMOTIONS, rulesHtml, type Language, type PromotionDefinition } from './promotion-catalogue';

/** SPEC §4 promotion statuses (SIGNED = joined). */
export const PROMOTION_STATUSES = ['JOIN', 'CLAIM', 'APPLYING', 'CLOSE', 'REJECTED', 'ISSUED', 'CLAIMED', 'PROCESS', 'SIGNED', 'COMING_SOON'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** A status an account holds once it took part (the others are computed from the dates and mode). */
export type ParticipationStatus = Extract<PromotionStatus, 'SIGNED' | 'PROCESS' | 'APPLYING' | 'REJECTED' | 'ISSUED' | 'CLAIM' | 'CLAIMED'>;

export interface Participation {
  status: ParticipationStatus;
  applicationId: number | null;
  updateTime: number;
  remark: string | null;
}

export interface StoredImage {
  key: string;
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
}

export interface Application {
  id: number;
  accountId: number;
  promotionId: number;
  comment: string;
  imageKeys: string[];
  status: 'APPLYING' | 'ISSUED' | 'REJECTED';
  createTime: number;
  decideTime: number | null;
  remark: string | null;
}

/** Raffle tickets, vouchers, prize-wheel spins and red envelopes: one list, one claim call (chosen). */
export type TicketType = 'RAFFLE' | 'VOUCHER' | 'WHEEL' | 'RED_ENVELOPE';

/** Tickets whose prize the server draws when claimed (the amount is unknown before). */
const DRAWN: ReadonlySet<TicketType> = new Set(['RAFFLE', 'WHEEL', 'RED_ENVELOPE']);

export interface Ticket {
  id: number;
  accountId: number;
  type: TicketType;
  promotionId: number | null;
  title: Readonly<Record<Language, string>>;
  /** A voucher's value; a raffle's prize once drawn (0 before). */
  amount: number;
  issueTime: number;
  expireTime: number;
  claimTime: number | null;
}

export interface ClaimRecord {
  id: number;
  accountId: number;
  kind: 'PROMOTION' | TicketType;
  promotionId: number | null;
  title: Readonly<Record<Language, string>>;
  amount: number;
  time: number;
  status: 'ISSUED' | 'CLAIMED';
}

export interface PromoState {
  /** The seed's time: promotion start and end days count from it. */
  anchor: number;
  /** account id → promotion id → participation */
  participations: Map<number, Map<number, Participation>>;
  applications: Application[];
  /** upload key → image (served at /assets/uploads/<key>) */
  uploads: Map<string, StoredImage>;
  tickets: Ticket[];
  claims: ClaimRecord[];
  nextApplicationId: number;
  nextTicketId: number;
  nextClaimId: number;
}

/** Raffle prizes in pesos; a ticket's draw is deterministic (by its id). */
export const RAFFLE_PRIZES = [8, 18, 38, 88, 188] as const;
/** The prize wheel's segments in pesos, clockwise from the top; a spin lands on one (by the ticket's id). */
export const WHEEL_SEGMENTS = [5, 10, 20, 50, 8, 100, 18, 288] as const;
/** A red envelope's amount in pesos, drawn when it is opened (by the ticket's id). */
export const RED_ENVELOPE_AMOUNTS = [6.66, 8.88, 16.88, 28.88, 66.66] as const;
export const CLAIM_HISTORY_DAYS = 90;
export const COMMENT_MAX = 140;
export const MAX_IMAGES = 3;

export const PROMOTION_MESSAGES = {
  notFound: 'Promotion not found',
  notStarted: 'This promotion has not started yet',
  closed: 'This promotion has ended',
  trial: 'Please register a real account to take part',
  notJoinable: 'This promotion cannot be joined this way',
  already: 'You already take part in this promotion',
  notClaimable: 'Nothing to claim in this promotion',
  comment: `Write a comment of 1 to ${COMMENT_MAX} characters`,
  tooManyImages: `At most ${MAX_IMAGES} images`,
  image: 'Each image must be a png or jpg of at most 5 MB',
  ticketNotFound: 'Ticket not found',
  ticketClaimed: 'This ticket was already claimed',
  ticketExpired: 'This ticket has expired',
  notPending: 'This application was already decided',
} as const;

const dayTime = (state: PromoState, day: number): number => state.anchor + day * DAY_MS;

export const startOf = (state: PromoState, promotion: PromotionDefinition): number => dayTime(state, promotion.startDay);
export const endOf = (state: PromoState, promotion: PromotionDefinition): number | null => (promotion.endDay === null ? null : dayTime(state, promotion.endDay));

export function participationOf(state: PromoState, accountId: number, promotionId: number): Participation | undefined {
  return state.participations.get(accountId)?.get(promotionId);
}

function setParticipation(state: PromoState, accountId: number, promotionId: number, participation: Participation): void {
  const mine = state.participations.get(accountId) ?? new Map<number, Participation>();
  mine.set(promotionId, participation);
  state.participations.set(accountId, mine);
}

/** The status an account (or a guest) sees. */
export function statusOf(state: PromoState, account: Account | undefined, promotion: PromotionDefinition, now: number): PromotionStatus {
  if (now < startOf(state, promotion)) return 'COMING_SOON';
  const taken = account && participationOf(state, account.id, promotion.id);
  if (taken) return taken.status;
  const end = endOf(state, promotion);
  if (end !== null && now > end) return 'CLOSE';
  return promotion.mode === 'CLAIM' ? 'CLAIM' : 'JOIN';
}

/** Statuses that ask the member to act: the reward centre's badge counts them. */
export const isAvailable = (status: PromotionStatus): boolean => status === 'JOIN' || status === 'CLAIM';

export function availableCount(state: PromoState, account: Account, now: number): number {
  if (isTrial(account)) return 0;
  return PROMOTIONS.filter((promotion) => isAvailable(statusOf(state, account, promotion, now))).length;
}

export const uploadUrl = (publicUrl: string, key: string): string => `${publicUrl}/assets/uploads/${key}`;

export function toCard(state: PromoState, account: Account | undefined, promotion: PromotionDefinition, language: Language, now: number, publicUrl: string) {
  const end = endOf(state, promotion);
  return {
    id: promotion.id,
    category: promotion.category,
    categoryName: CATEGORY_NAMES[promotion.category][language],
    mode: promotion.mode,
    title: promotion.title[language],
    summary: promotion.summary[language],
    bannerUrl: `${publicUrl}/assets/promotions/${promotion.id}.svg`,
    bonus: promotion.bonus,
    startTime: formatTime(startOf(state, promotion)),
    endTime: end === null ? null : formatTime(end),
    status: statusOf(state, account, promotion, now),
  };
}

export function toDetail(state: PromoState, account: Account | undefined, promotion: PromotionDefinition, language: Language, now: number, publicUrl: string) {
  const taken = account && participationOf(state, account.id, promotion.id);
  const application = taken?.applicationId == null ? undefined : state.applications.find((item) => item.id === taken.applicationId);
  return {
    ...toCard(state, account, promotion, language, now, publicUrl),
    rulesHtml: rulesHtml(promotion, language),
    remark: taken?.remark ?? null,
    application: application
      ? {
          id: application.id,
          comment: application.comment,
          images: application.imageKeys.map((key) => uploadUrl(publicUrl, key)),
          status: application.status,
          createTime: formatTime(application.createTime),
          decideTime: application.decideTime === null ? null : formatTime(application.decideTime),
          remark: application.remark,
        }
      : null,
  };
}

type Refusal = Envelope<null>;

/** Shared checks of join, apply and claim: the promotion exists, runs and the account is real. */
function openPromotion(state: PromoState, account: Account, id: number, now: number): PromotionDefinition | Refusal {
  const promotion = findPromotionDefinition(id);
  if (!promotion) return fail(PROMOTION_MESSAGES.notFound, null, 'PROMOTION_NOT_FOUND');
  if (isTrial(account)) return fail(PROMOTION_MESSAGES.trial, null, 'in_need_true_account');
  if (now < startOf(state, promotion)) return fail(PROMOTION_MESSAGES.notStarted, null, 'PROMOTION_NOT_STARTED');
  const end = endOf(state, promotion);
  if (end !== null && now > end) return fail(PROMOTION_MESSAGES.closed, null, 'PROMOTION_CLOSED');
  return promotion;
}

const isRefusal = (value: PromotionDefinition | Refusal): value is Refusal => 'success' in value;

export function joinPromotion(state: PromoState, account: Account, id: number, now: number) {
  const promotion = openPromotion(state, account, id, now);
  if (isRefusal(promotion)) return promotion;
  if (promotion.mode !== 'JOIN') return fail(PROMOTION_MESSAGES.notJoinable, null, 'WRONG_MODE');
  if (participationOf(state, account.id, id)) return fail(PROMOTION_MESSAGES.already, null, 'ALREADY_JOINED');
  setParticipation(state, account.id, id, { status: 'SIGNED', applicationId: null, updateTime: now, remark: null });
  return ok({ id, status: 'SIGNED' as PromotionStatus });
}

function writeClaim(state: PromoState, record: Omit<ClaimRecord, 'id'>): void {
  state.claims.push({ ...record, id: state.nextClaimId });
  state.nextClaimId += 1;
}

function payBonus(money: MoneyState, accountId: number, amount: number, now: number, remark: string): void {
  postMain(money, accountId, TX.bonus, Math.round(amount * 100), now, { remark });
}

/** Claims a CLAIM promotion (or one the operator left to claim): CLAIMED, bonus paid (5101). */
export function claimPromotion(state: PromoState, money: MoneyState, account: Account, id: number, now: number) {
  const promotion = openPromotion(state, account, id, now);
  if (isRefusal(promotion)) return promotion;
  if (statusOf(state, account, promotion, now) !== 'CLAIM') return fail(PROMOTION_MESSAGES.notClaimable, null, 'NOT_CLAIMABLE');
  const previous = participationOf(state, account.id, id);
  setParticipation(state, account.id, id, { status: 'CLAIMED', applicationId: previous?.applicationId ?? null, updateTime: now, remark: null });
  payBonus(money, account.id, promotion.bonus, now, promotion.title.EN);
  writeClaim(state, { accountId: account.id, kind: 'PROMOTION', promotionId: id, title: promotion.title, amount: promotion.bonus, time: now, status: 'CLAIMED' });
  return ok({ id, status: 'CLAIMED' as PromotionStatus, amount: promotion.bonus });
}

const IMAGE = /^data:image\/(?:png|jpeg);base64,([A-Za-z0-9+/=]+)$/;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A png or jpg data URL of at most 5 MB, as bytes (the content is checked too), else undefined. */
export function decodeImage(raw: unknown): Omit<StoredImage, 'key'> | undefined {
  if (typeof raw !== 'string') return undefined;
  const match = IMAGE.exec(raw);
  if (!match) return undefined;
  const data = Buffer.from(match[1] ?? '', 'base64');
  if (data.length === 0 || data.length > MAX_IMAGE_BYTES) return undefined;
  const png = data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47;
  const jpeg = data[0] === 0xff && data[1] === 0xd8;
  if (!(png || jpeg)) return undefined;
  return { mime: png ? 'image/png' : 'image/jpeg', data };
}

/** An application: `comment` 1–140 characters and 0–3 png/jpg data URLs of ≤ 5 MB each. */
export function applyPromotion(state: PromoState, account: Account, id: number, comment: string | undefined, images: unknown, now: number) {
  const promotion = openPromotion(state, account, id, now);
  if (isRefusal(promotion)) return promotion;
  if (promotion.mode !== 'APPLY') return fail(PROMOTION_MESSAGES.notJoinable, null, 'WRONG_MODE');
  const status = statusOf(state, account, promotion, now);
  if (status !== 'JOIN' && status !== 'REJECTED') return fail(PROMOTION_MESSAGES.already, null, 'ALREADY_JOINED');
  const text = comment?.trim() ?? '';
  if (text.length === 0 || [...text].length > COMMENT_MAX) return fail(PROMOTION_MESSAGES.comment, { errors: { comment: PROMOTION_MESSAGES.comment } }, 'INVALID_COMMENT');
  const list = images === undefined || images === null ? [] : images;
  if (!Array.isArray(list)) return fail(PROMOTION_MESSAGES.image, { errors: { images: PROMOTION_MESSAGES.image } }, 'INVALID_IMAGE');
  if (list.length > MAX_IMAGES) return fail(PROMOTION_MESSAGES.tooManyImages, { errors: { images: PROMOTION_MESSAGES.tooManyImages } }, 'TOO_MANY_IMAGES');
  const decoded = list.map(decodeImage);
  const refused = decoded.findIndex((image) => image === undefined);
  if (refused >= 0) return fail(PROMOTION_MESSAGES.image, { errors: { images: PROMOTION_MESSAGES.image }, index: refused }, 'INVALID_IMAGE');
  const imageKeys = decoded.map((image) => {
    const key = `${randomBytes(12).toString('hex')}.${image?.mime === 'image/png' ? 'png' : 'jpg'}`;
    if (image) state.uploads.set(key, { key, ...image });
    return key;
  });
  const application: Application = { id: state.nextApplicationId, accountId: account.id, promotionId: id, comment: text, imageKeys, status: 'APPLYING', createTime: now, decideTime: null, remark: null };
  state.nextApplicationId += 1;
  state.applications.push(application);
  setParticipation(state, account.id, id, { status: 'APPLYING', applicationId: application.id, updateTime: now, remark: null });
  return ok({ id, status: 'APPLYING' as PromotionStatus, applicationId: application.id });
}

/** The operator's decision: approve → ISSUED (bonus paid, claim history), reject → REJECTED. */
export function decideApplication(state: PromoState, money: MoneyState, application: Application, decision: 'approve' | 'reject', now: number, remark?: string) {
  if (application.status !== 'APPLYING') return fail(PROMOTION_MESSAGES.notPending, null, 'INVALID_STATE');
  const promotion = findPromotionDefinition(application.promotionId);
  if (!promotion) return fail(PROMOTION_MESSAGES.notFound, null, 'PROMOTION_NOT_FOUND');
  application.decideTime = now;
  application.remark = remark ?? (decision === 'reject' ? 'The application does not meet the rules' : null);
  application.status = decision === 'approve' ? 'ISSUED' : 'REJECTED';
  setParticipation(state, application.accountId, application.promotionId, { status: application.status, applicationId: application.id, updateTime: now, remark: application.remark });
  if (decision === 'approve') {
    payBonus(money, application.accountId, promotion.bonus, now, promotion.title.EN);
    writeClaim(state, { accountId: application.accountId, kind: 'PROMOTION', promotionId: promotion.id, title: promotion.title, amount: promotion.bonus, time: now, status: 'ISSUED' });
  }
  return ok(toApplicationView(application));
}

export const toApplicationView = (application: Application) => ({
  id: application.id,
  accountId: application.accountId,
  promotionId: application.promotionId,
  comment: application.comment,
  imageCount: application.imageKeys.length,
  status: application.status,
  createTime: formatTime(application.createTime),
  decideTime: application.decideTime === null ? null : formatTime(application.decideTime),
  remark: application.remark,
});

export type TicketStatus = 'PENDING' | 'CLAIMED' | 'EXPIRED';

export const ticketStatus = (ticket: Ticket, now: number): TicketStatus => (ticket.claimTime !== null ? 'CLAIMED' : now > ticket.expireTime ? 'EXPIRED' : 'PENDING');

export const toTicketView = (ticket: Ticket, language: Language, now: number) => ({
  ticketId: ticket.id,
  type: ticket.type,
  promotionId: ticket.promotionId,
  title: ticket.title[language],
  amount: DRAWN.has(ticket.type) && ticket.claimTime === null ? null : ticket.amount,
  issueTime: formatTime(ticket.issueTime),
  expireTime: formatTime(ticket.expireTime),
  status: ticketStatus(ticket, now),
  /** The wheel the client draws (WHEEL only) and, once spun, the segment it landed on. */
  segments: ticket.type === 'WHEEL' ? [...WHEEL_SEGMENTS] : null,
  prizeIndex: ticket.type === 'WHEEL' && ticket.claimTime !== null ? wheelIndex(ticket) : null,
});

const wheelIndex = (ticket: Ticket): number => (ticket.id * 5) % WHEEL_SEGMENTS.length;

/** The prize of a drawn ticket, decided by the server when it is claimed. */
function drawPrize(ticket: Ticket): number {
  switch (ticket.type) {
    case 'RAFFLE':
      return RAFFLE_PRIZES[(ticket.id * 7) % RAFFLE_PRIZES.length] ?? RAFFLE_PRIZES[0];
    case 'WHEEL':
      return WHEEL_SEGMENTS[wheelIndex(ticket)] ?? WHEEL_SEGMENTS[0];
    case 'RED_ENVELOPE':
      return RED_ENVELOPE_AMOUNTS[(ticket.id * 3) % RED_ENVELOPE_AMOUNTS.length] ?? RED_ENVELOPE_AMOUNTS[0];
    default:
      return ticket.amount;
  }
}

/** Claims a raffle, a wheel spin or a red envelope (the server draws the prize) or a voucher: the amount is paid (5101) and written to the history. */
export function claimTicket(state: PromoState, money: MoneyState, account: Account, ticketId: number, now: number, language: Language) {
  const ticket = state.tickets.find((item) => item.id === ticketId && item.accountId === account.id);
  if (!ticket) return fail(PROMOTION_MESSAGES.ticketNotFound, null, 'TICKET_NOT_FOUND');
  const status = ticketStatus(ticket, now);
  if (status === 'CLAIMED') return fail(PROMOTION_MESSAGES.ticketClaimed, null, 'TICKET_CLAIMED');
  if (status === 'EXPIRED') return fail(PROMOTION_MESSAGES.ticketExpired, null, 'TICKET_EXPIRED');
  ticket.amount = drawPrize(ticket);
  ticket.claimTime = now;
  payBonus(money, account.id, ticket.amount, now, ticket.title.EN);
  writeClaim(state, { accountId: account.id, kind: ticket.type, promotionId: ticket.promotionId, title: ticket.title, amount: ticket.amount, time: now, status: 'CLAIMED' });
  return ok(toTicketView(ticket, language, now));
}

export function issueTicket(state: PromoState, fields: Omit<Ticket, 'id' | 'claimTime'>): Ticket {
  const ticket: Ticket = { ...fields, id: state.nextTicketId, claimTime: null };
  state.nextTicketId += 1;
  state.tickets.push(ticket);
  return ticket;
}

export const toClaimView = (record: ClaimRecord, language: Language) => ({
  id: record.id,
  kind: record.kind,
  promotionId: record.promotionId,
  title: record.title[language],
  amount: record.amount,
  time: formatTime(record.time),
  status: record.status,
});

export const RAFFLE_TITLE = { EN: 'Lucky raffle ticket', TY: 'Tiket ng lucky raffle' } as const;
export const WHEEL_TITLE = { EN: 'Prize wheel spin', TY: 'Isang ikot sa prize wheel' } as const;
export const RED_ENVELOPE_TITLE = { EN: 'Lucky red envelope', TY: 'Lucky red envelope' } as const;
export const voucherTitle = (amount: number) => ({ EN: `₱${amount} bonus voucher`, TY: `₱${amount} na bonus voucher` });

/** demo01 sees every status: 1201 JOIN, 1202 SIGNED, 1203 PROCESS, 1204 CLAIM, 1205 APPLYING, 1206 REJECTED, 1207 ISSUED, 1208 CLAIMED, 1209 CLOSE, 1210 COMING SOON. */
export function createPromoState(now: number, demo: Account | undefined): PromoState {
  const state: PromoState = {
    anchor: now,
    participations: new Map(),
    applications: [],
    uploads: new Map(),
    tickets: [],
    claims: [],
    nextApplicationId: 1,
    nextTicketId: 1,
    nextClaimId: 1,
  };
  if (!demo) return state;
  const ago = (days: number) => now - days * DAY_MS;
  const apply = (promotionId: number, comment: string, days: number, status: Application['status'], remark: string | null) => {
    const application: Application = { id: state.nextApplicationId, accountId: demo.id, promotionId, comment, imageKeys: [], status, createTime: ago(days), decideTime: status === 'APPLYING' ? null : ago(days - 1), remark };
    state.nextApplicationId += 1;
    state.applications.push(application);
    setParticipation(state, demo.id, promotionId, { status, applicationId: application.id, updateTime: ago(days - 1), remark });
  };
  setParticipation(state, demo.id, 1202, { status: 'SIGNED', applicationId: null, updateTime: ago(3), remark: null });
  setParticipation(state, demo.id, 1203, { status: 'PROCESS', applicationId: null, updateTime: ago(6), remark: null });
  apply(1205, 'My 120× win on Fortune Tiger', 2, 'APPLYING', null);
  apply(1206, 'Ticket T-0042', 8, 'REJECTED', 'Ticket number not found');
  apply(1207, 'Reached VIP 3', 20, 'ISSUED', null);
  setParticipation(state, demo.id, 1208, { status: 'CLAIMED', applicationId: null, updateTime: ago(40), remark: null });
  const title = (id: number) => findPromotionDefinition(id)?.title ?? { EN: '', TY: '' };
  state.claims.push(
    { id: 1, accountId: demo.id, kind: 'PROMOTION', promotionId: 1207, title: title(1207), amount: 888, time: ago(19), status: 'ISSUED' },
    { id: 2, accountId: demo.id, kind: 'PROMOTION', promotionId: 1208, title: title(1208), amount: 18, time: ago(40), status: 'CLAIMED' },
    { id: 3, accountId: demo.id, kind: 'RAFFLE', promotionId: null, title: RAFFLE_TITLE, amount: 38, time: ago(5), status: 'CLAIMED' },
    { id: 4, accountId: demo.id, kind: 'VOUCHER', promotionId: null, title: voucherTitle(20), amount: 20, time: ago(120), status: 'CLAIMED' },
  );
  state.nextClaimId = 5;
  issueTicket(state, { accountId: demo.id, type: 'RAFFLE', promotionId: null, title: RAFFLE_TITLE, amount: 0, issueTime: ago(1), expireTime: now + 7 * DAY_MS });
  issueTicket(state, { accountId: demo.id, type: 'RAFFLE', promotionId: null, title: RAFFLE_TITLE, amount: 0, issueTime: ago(2), expireTime: now + 6 * DAY_MS });
  issueTicket(state, { accountId: demo.id, type: 'VOUCHER', promotionId: null, title: voucherTitle(50), amount: 50, issueTime: ago(1), expireTime: now + 3 * DAY_MS });
  issueTicket(state, { accountId: demo.id, type: 'VOUCHER', promotionId: null, title: voucherTitle(30), amount: 30, issueTime: ago(20), expireTime: ago(5) });
  issueTicket(state, { accountId: demo.id, type: 'WHEEL', promotionId: null, title: WHEEL_TITLE, amount: 0, issueTime: ago(1), expireTime: now + 7 * DAY_MS });
  issueTicket(state, { accountId: demo.id, type: 'WHEEL', promotionId: null, title: WHEEL_TITLE, amount: 0, issueTime: ago(1), expireTime: now + 7 * DAY_MS });
  issueTicket(state, { accountId: demo.id, type: 'RED_ENVELOPE', promotionId: null, title: RED_ENVELOPE_TITLE, amount: 0, issueTime: ago(1), expireTime: now + 3 * DAY_MS });
  issueTicket(state, { accountId: demo.id, type: 'RED_ENVELOPE', promotionId: null, title: RED_ENVELOPE_TITLE, amount: 0, issueTime: ago(2), expireTime: now + 3 * DAY_MS });
  return state;
}

