import { fail, ok, type Envelope } from '../../lib/envelope';
import { optionalText, requiredId, requiredText, type Payload } from '../../lib/input';
import { formatTime } from '../../money/clock';
import { DEPOSIT_CHANNELS, DEPOSIT_METHODS, findChannel } from '../../money/deposit-methods';
import { nextOrderNo } from '../../money/ledger';
import type { DepositOrder, DepositState, MoneyState, Payee } from '../../money/money-state';
import { creditDeposit } from '../../money/operations';
import { DEPOSIT_PROMOTIONS, findPromotion } from '../../money/promotions';
import { readAmountCents } from '../../money/requests';
import { toAmount } from '../../state/accounts';

export const DEPOSIT_MESSAGES = {
  channelNotFound: 'Deposit channel not found',
  fixedAmount: 'Choose one of the amounts of this channel',
  belowMin: 'The amount is below the minimum of this channel',
  aboveMax: 'The amount is above the maximum of this channel',
  tooManyInProgress: 'You have too many deposits in progress. Please finish or cancel one first.',
  promotionNotFound: 'Promotion not found',
  promotionMinimum: 'The amount is below the minimum deposit of this promotion',
  orderNotFound: 'Deposit order not found',
  notNew: 'This deposit order can no longer be marked as paid',
  notCancellable: 'This deposit order can no longer be cancelled',
  notPending: 'This deposit order is not waiting for approval',
  slipRequired: 'This channel needs the payment slip: add the image of your receipt',
} as const;

/** Deposit state names (PLATFORM-FACTS): 2 approved, 3 cancelled, 4 pending, 5 new, 6 rejected, 7 expired. */
export const DEPOSIT_STATE_NAMES: Readonly<Record<DepositState, string>> = {
  2: 'Approved',
  3: 'Cancelled',
  4: 'Pending',
  5: 'New',
  6: 'Rejected',
  7: 'Expired',
};

/** At most this many orders in progress (new or pending) per member. */
export const MAX_DEPOSITS_IN_PROGRESS = 3;
/** The deposit log (PLATFORM-FACTS): 8 a page, 7 days. */
export const DEPOSIT_LOG = { size: 8, days: 7 } as const;

const inProgress = (order: DepositOrder): boolean => order.state === 5 || order.state === 4;


export const depositsOf = (money: MoneyState, accountId: number): DepositOrder[] => money.deposits.filter((order) => order.accountId === accountId);

export interface DepositOrderView {
  orderNo: string;
  methodCode: string;
  channelId: number;
  vendorName: string;
  amount: number;
  state: DepositState;
  stateName: string;
  createTime: string;
  updateTime: string;
  expireTime: string;
  promotionId: number | null;
  payee: Payee | null;
  hasSlip: boolean;
  slipRequired: boolean;
  remark: string;
}

export function toDepositView(order: DepositOrder): DepositOrderView {
  return {
    orderNo: order.orderNo,
    methodCode: order.methodCode,
    channelId: order.channelId,
    vendorName: order.channelName,
    amount: toAmount(order.amountCents),
    state: order.state,
    stateName: DEPOSIT_STATE_NAMES[order.state],
    createTime: formatTime(order.createTime),
    updateTime: formatTime(order.updateTime),
    expireTime: formatTime(order.expiresAt),
    promotionId: order.promotionId,
    payee: order.payee,
    hasSlip: order.slip !== null,
    slipRequired: findChannel(order.channelId)?.slipRequired === true,
    remark: order.remark,
  };
}

export function depositInfo(money: MoneyState, accountId: number) {
  const { depositAllowed, depositClosedMessage } = money.settings;
  return {
    allowed: depositAllowed,
    message: depositAllowed ? null : depositClosedMessage,
    inProgress: depositsOf(money, accountId).filter(inProgress).length,
    maxInProgress: MAX_DEPOSITS_IN_PROGRESS,
    expiryMinutes: money.settings.depositExpiryMinutes,
    methods: DEPOSIT_METHODS.map((method) => ({
      ...method,
      channels: DEPOSIT_CHANNELS.filter((channel) => channel.methodCode === method.methodCode).map((channel) => ({
        id: channel.id,
        vendorName: channel.vendorName,
        fixedAmounts: channel.fixedAmounts,
        minAmount: channel.minAmount,
        maxAmount: channel.maxAmount,
        slipRequired: channel.slipRequired === true,
      })),
    })),
    promotions: DEPOSIT_PROMOTIONS,
  };
}

/** A new order (state 5) with the payee to pay; the money comes when the operator approves it. */
export function createDeposit(money: MoneyState, accountId: number, payload: Payload, now: number): Envelope<DepositOrderView | null> {
  const channelId = requiredId(payload, 'channelId');
  const amountCents = readAmountCents(payload);
  const promotionId = payload.promotionId === undefined || payload.promotionId === null || payload.promotionId === '' ? null : requiredId(payload, 'promotionId');
  if (!money.settings.depositAllowed) return fail(money.settings.depositClosedMessage, null, 'DEPOSIT_CLOSED');
  const channel = findChannel(channelId);
  if (!channel) return fail(DEPOSIT_MESSAGES.channelNotFound, null, 'CHANNEL_NOT_FOUND');
  const amount = amountCents / 100;
  if (channel.fixedAmounts && !channel.fixedAmounts.includes(amount)) return fail(DEPOSIT_MESSAGES.fixedAmount, null, 'INVALID_AMOUNT');
  if (amount < channel.minAmount) return fail(DEPOSIT_MESSAGES.belowMin, null, 'AMOUNT_TOO_LOW');
  if (amount > channel.maxAmount) return fail(DEPOSIT_MESSAGES.aboveMax, null, 'AMOUNT_TOO_HIGH');
  if (promotionId !== null) {
    const promotion = findPromotion(promotionId);
    if (!promotion) return fail(DEPOSIT_MESSAGES.promotionNotFound, null, 'PROMOTION_NOT_FOUND');
    if (amount < promotion.minDeposit) return fail(DEPOSIT_MESSAGES.promotionMinimum, null, 'PROMOTION_MINIMUM');
  }
  if (depositsOf(money, accountId).filter(inProgress).length >= MAX_DEPOSITS_IN_PROGRESS) return fail(DEPOSIT_MESSAGES.tooManyInProgress, null, 'TOO_MANY_DEPOSITS');
  const order: DepositOrder = {
    orderNo: nextOrderNo(money, 'D'),
    accountId,
    methodCode: channel.methodCode,
    channelId: channel.id,
    channelName: channel.vendorName,
    amountCents,
    state: 5,
    createTime: now,
    updateTime: now,
    expiresAt: now + money.settings.depositExpiryMinutes * 60_000,
    promotionId,
    payee: channel.payee.qrContent === null ? channel.payee : { ...channel.payee, qrContent: `${channel.payee.qrContent}?amount=${amount.toFixed(2)}&ref=` },
    slip: null,
    remark: '',
  };
  if (order.payee?.qrContent) order.payee = { ...order.payee, qrContent: `${order.payee.qrContent}${order.orderNo}` };
  money.deposits.push(order);
  return ok(toDepositView(order));
}

export function findDeposit(money: MoneyState, accountId: number | null, orderNo: string): DepositOrder | undefined {
  return money.deposits.find((order) => order.orderNo === orderNo && (accountId === null || order.accountId === accountId));
}

const SLIP = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A png or jpg data URL of at most 5 MB, else undefined (SPEC §5 uploads). */
export function readImage(payload: Payload, key: string): string | undefined | 'invalid' {
  const raw = payload[key];
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string' || !SLIP.test(raw)) return 'invalid';
  const base64 = raw.slice(raw.indexOf(',') + 1);
  const bytes = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  return bytes > MAX_IMAGE_BYTES ? 'invalid' : raw;
}

export const IMAGE_MESSAGE = 'The image must be a png or jpg of at most 5 MB';

/** The member says the order is paid (optionally with a reference or a slip image): 5 → 4. */
export function markPaid(money: MoneyState, accountId: number, payload: Payload, now: number): Envelope<DepositOrderView | null> {
  const order = findDeposit(money, accountId, requiredText(payload, 'orderNo', { maxLength: 40 }));
  if (!order) return fail(DEPOSIT_MESSAGES.orderNotFound, null, 'ORDER_NOT_FOUND');
  const slip = readImage(payload, 'slip');
  if (slip === 'invalid') return fail(IMAGE_MESSAGE, null, 'INVALID_IMAGE');
  if (order.state !== 5) return fail(DEPOSIT_MESSAGES.notNew, null, 'INVALID_STATE');
  if (!slip && findChannel(order.channelId)?.slipRequired) return fail(DEPOSIT_MESSAGES.slipRequired, null, 'SLIP_REQUIRED');
  order.state = 4;
  order.updateTime = now;
  order.slip = slip ?? null;
  order.remark = optionalText(payload, 'reference', { maxLength: 100 }) ?? '';
  return ok(toDepositView(order));
}

export function cancelDeposit(money: MoneyState, accountId: number, payload: Payload, now: number): Envelope<DepositOrderView | null> {
  const order = findDeposit(money, accountId, requiredText(payload, 'orderNo', { maxLength: 40 }));
  if (!order) return fail(DEPOSIT_MESSAGES.orderNotFound, null, 'ORDER_NOT_FOUND');
  if (order.state !== 5) return fail(DEPOSIT_MESSAGES.notCancellable, null, 'INVALID_STATE');
  order.state = 3;
  order.updateTime = now;
  return ok(toDepositView(order));
}

/** The operator's decision (control API): approve credits the money, reject changes nothing. */
export function decideDeposit(money: MoneyState, order: DepositOrder, decision: 'approve' | 'reject', now: number, remark?: string): Envelope<DepositOrderView | null> {
  if (!inProgress(order)) return fail(DEPOSIT_MESSAGES.notPending, null, 'INVALID_STATE');
  if (decision === 'approve') creditDeposit(money, order, now);
  else {
    order.state = 6;
    order.updateTime = now;
    order.remark = remark ?? 'Payment not received';
  }
  return ok(toDepositView(order));
}
