import type { GameType } from '../../catalogue/types';
import { fail, ok, type Envelope } from '../../lib/envelope';
import { optionalText, requiredId, requiredText, type Payload } from '../../lib/input';
import { DAY_MS, formatTime, startOfSiteDay } from '../../money/clock';
import { mainBalance, nextOrderNo } from '../../money/ledger';
import { ledgerOf, listOf, type ConfirmStatus, type MoneyState, type WithdrawOrder, type WithdrawStatus } from '../../money/money-state';
import { expireConfirmation } from '../../money/jobs';
import { debitWithdrawal, postMain, refundWithdrawal } from '../../money/operations';
import { readAmountCents } from '../../money/requests';
import { TX } from '../../money/transaction-types';
import { toAmount, type Account } from '../../state/accounts';
import { IMAGE_MESSAGE, readImage } from '../deposit/deposit';
import { checkPaymentPassword } from './payment-password';
import { isUnderReview, recordStep, timelineOf } from './withdraw-progress';

/** Limits (PLATFORM-FACTS: 100 to 50,000 a request seen; the rest chosen). */
export const WITHDRAW_LIMITS = {
  minAmount: 100,
  maxAmount: 50_000,
  dailyCount: 5,
  dailyMaxAmount: 200_000,
  /** Charges: the first withdrawals of a day are free, then 1 % (at least ₱5, at most ₱100). */
  freePerDay: 2,
  chargeRate: 1,
  minCharge: 5,
  maxCharge: 100,
} as const;

/** The withdrawal log (PLATFORM-FACTS): 14 a page, 7 days. */
export const WITHDRAW_LOG = { size: 14, days: 7 } as const;

export const WITHDRAW_STATUS_NAMES: Readonly<Record<WithdrawStatus, string>> = {
  1: 'Processing',
  2: 'Transferring',
  3: 'Audit failed',
  4: 'Success',
  5: 'Failed',
};

export const WITHDRAW_MESSAGES = {
  belowMin: `The minimum withdrawal is ${WITHDRAW_LIMITS.minAmount}`,
  aboveMax: `The maximum withdrawal is ${WITHDRAW_LIMITS.maxAmount}`,
  dailyCount: `You have reached ${WITHDRAW_LIMITS.dailyCount} withdrawals today`,
  dailyAmount: 'This withdrawal is above today\'s withdrawal limit',
  insufficient: 'Insufficient balance in the main wallet',
  turnover: 'Turnover requirement not met',
  cardNotFound: 'Choose an account to withdraw to',
  orderNotFound: 'Withdrawal order not found',
  notPaid: 'This withdrawal has not been paid out',
  alreadyConfirmed: 'This withdrawal has already been confirmed',
  forced: 'The confirmation time has passed: the withdrawal counts as received',
  receivedAmount: 'Enter the amount received: above 0 and below the amount paid out',
  proofRequired: 'Upload a proof image (png or jpg, at most 5 MB)',
  invalidState: 'This withdrawal cannot change to that state',
  nothingToRefund: 'Nothing to refund for this withdrawal',
} as const;

const todayOrders = (money: MoneyState, accountId: number, now: number): WithdrawOrder[] => {
  const start = startOfSiteDay(now);
  return money.withdrawals.filter((order) => order.accountId === accountId && order.createTime >= start && order.createTime < start + DAY_MS);
};

/** Refused or failed requests do not count towards the day's limits. */
const counted = (order: WithdrawOrder): boolean => order.status !== 3 && order.status !== 5;

export function chargeCents(money: MoneyState, accountId: number, amountCents: number, now: number): number {
  if (todayOrders(money, accountId, now).filter(counted).length < WITHDRAW_LIMITS.freePerDay) return 0;
  const charge = Math.round((amountCents * WITHDRAW_LIMITS.chargeRate) / 100);
  return Math.min(WITHDRAW_LIMITS.maxCharge * 100, Math.max(WITHDRAW_LIMITS.minCharge * 100, charge));
}

export interface TurnoverRow {
  gameCategory: GameType | 'ALL';
  required: number;
  achieved: number;
  remaining: number;
}

/** Valid bet still required, per category (ALL = any game), over unfinished requirements. */
export function turnoverRows(money: MoneyState, accountId: number): TurnoverRow[] {
  const rows = new Map<GameType | 'ALL', { required: number; achieved: number }>();
  for (const requirement of money.turnover.get(accountId) ?? []) {
    if (requirement.achievedCents >= requirement.requiredCents) continue;
    const row = rows.get(requirement.gameCategory) ?? { required: 0, achieved: 0 };
    row.required += requirement.requiredCents;
    row.achieved += requirement.achievedCents;
    rows.set(requirement.gameCategory, row);
  }
  return [...rows].map(([gameCategory, row]) => ({
    gameCategory,
    required: toAmount(row.required),
    achieved: toAmount(row.achieved),
    remaining: toAmount(row.required - row.achieved),
  }));
}


export function withdrawInfo(money: MoneyState, account: Account, now: number) {
  const today = todayOrders(money, account.id, now).filter(counted);
  const turnover = turnoverRows(money, account.id);
  const cards = money.bankCards.get(account.id) ?? [];
  return {
    ...WITHDRAW_LIMITS,
    dailyCountUsed: today.length,
    dailyCountLeft: Math.max(0, WITHDRAW_LIMITS.dailyCount - today.length),
    dailyAmountUsed: toAmount(today.reduce((total, order) => total + order.amountCents, 0)),
    freeLeft: Math.max(0, WITHDRAW_LIMITS.freePerDay - today.length),
    mainBalance: toAmount(mainBalance(ledgerOf(money, account.id))),
    hasPaymentPassword: account.paymentPassword !== null,
    cardCount: cards.length,
    turnover,
    blocked: turnover.length > 0,
    blockReason: turnover.length > 0 ? WITHDRAW_MESSAGES.turnover : null,
    confirmMinutes: money.settings.confirmMinutes,
  };
}

export function chargeQuote(money: MoneyState, accountId: number, amountCents: number, now: number) {
  const charge = chargeCents(money, accountId, amountCents, now);
  return { amount: toAmount(amountCents), charge: toAmount(charge), actualAmount: toAmount(amountCents - charge) };
}

export function toWithdrawView(order: WithdrawOrder) {
  const confirmation = order.confirmation;
  return {
    orderNo: order.orderNo,
    type: order.type,
    bankName: order.bankName,
    accountName: order.accountName,
    accountNo: order.accountNo.length <= 4 ? order.accountNo : `****${order.accountNo.slice(-4)}`,
    amount: toAmount(order.amountCents),
    charge: toAmount(order.chargeCents),
    actualAmount: toAmount(order.amountCents - order.chargeCents),
    status: order.status,
    statusName: WITHDRAW_STATUS_NAMES[order.status],
    createTime: formatTime(order.createTime),
    updateTime: formatTime(order.updateTime),
    remark: order.remark,
    confirmStatus: confirmation?.status ?? null,
    confirmDeadline: confirmation ? formatTime(confirmation.deadline) : null,
    receivedAmount: confirmation?.receivedCents == null ? null : toAmount(confirmation.receivedCents),
    remainingAmount: confirmation?.remainingCents == null ? null : toAmount(confirmation.remainingCents),
    hasProof: Boolean(confirmation?.proofImage),
    confirmTime: confirmation?.confirmTime == null ? null : formatTime(confirmation.confirmTime),
    ...timelineOf(order),
  };
}

export type WithdrawView = ReturnType<typeof toWithdrawView>;

/**
 * A withdrawal request (pw call, enc): `{ amount, cardId, paymentPassword, requestId? }`. The
 * amount leaves the main wallet at once (2101); the charge is kept from the payout.
 */
export function requestWithdrawal(money: MoneyState, account: Account, payload: Payload, now: number): Envelope<WithdrawView | { turnover: TurnoverRow[] } | null> {
  const amountCents = readAmountCents(payload);
  const cardId = requiredId(payload, 'cardId');
  const refused = checkPaymentPassword(account, optionalText(payload, 'paymentPassword', { maxLength: 32, trim: false }));
  if (refused) return refused;
  const card = (money.bankCards.get(account.id) ?? []).find((candidate) => candidate.id === cardId);
  if (!card) return fail(WITHDRAW_MESSAGES.cardNotFound, null, 'CARD_NOT_FOUND');
  if (amountCents < WITHDRAW_LIMITS.minAmount * 100) return fail(WITHDRAW_MESSAGES.belowMin, null, 'AMOUNT_TOO_LOW');
  if (amountCents > WITHDRAW_LIMITS.maxAmount * 100) return fail(WITHDRAW_MESSAGES.aboveMax, null, 'AMOUNT_TOO_HIGH');
  const today = todayOrders(money, account.id, now).filter(counted);
  if (today.length >= WITHDRAW_LIMITS.dailyCount) return fail(WITHDRAW_MESSAGES.dailyCount, null, 'DAILY_COUNT_REACHED');
  if (today.reduce((total, order) => total + order.amountCents, 0) + amountCents > WITHDRAW_LIMITS.dailyMaxAmount * 100) {
    return fail(WITHDRAW_MESSAGES.dailyAmount, null, 'DAILY_AMOUNT_REACHED');
  }
  const turnover = turnoverRows(money, account.id);
  if (turnover.length > 0) return fail(WITHDRAW_MESSAGES.turnover, { turnover }, 'TURNOVER_NOT_MET');
  if (mainBalance(ledgerOf(money, account.id)) < amountCents) return fail(WITHDRAW_MESSAGES.insufficient, null, 'INSUFFICIENT_BALANCE');
  const order: WithdrawOrder = {
    orderNo: nextOrderNo(money, 'W'),
    accountId: account.id,
    cardId: card.id,
    type: card.type,
    bankName: card.bankName,
    accountName: card.accountName,
    accountNo: card.accountNo,
    amountCents,
    chargeCents: chargeCents(money, account.id, amountCents, now),
    status: 1,
    createTime: now,
    updateTime: now,
    remark: '',
    confirmation: null,
  };
  debitWithdrawal(money, order);
  money.withdrawals.push(order);
  return ok(toWithdrawView(order));
}

export const CONFIRM_RESULTS = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'] as const;

/**
 * The member's answer for a paid-out withdrawal: received, partly received (`receivedAmount`),
 * or not received (`proofImage` required). An answer after the deadline is refused (FORCED).
 */
export function confirmWithdrawal(money: MoneyState, accountId: number, payload: Payload, now: number): Envelope<WithdrawView | null> {
  const orderNo = requiredText(payload, 'orderNo', { maxLength: 40 });
  const result = requiredText(payload, 'result', { maxLength: 16 }).toUpperCase();
  if (!(CONFIRM_RESULTS as readonly string[]).includes(result)) return fail('Choose received, partly received or not received', null, 'INVALID_RESULT');
  const order = money.withdrawals.find((candidate) => candidate.orderNo === orderNo && candidate.accountId === accountId);
  if (!order) return fail(WITHDRAW_MESSAGES.orderNotFound, null, 'ORDER_NOT_FOUND');
  const confirmation = order.confirmation;
  if (order.status !== 4 || !confirmation) return fail(WITHDRAW_MESSAGES.notPaid, null, 'NOT_PAID_OUT');
  if (confirmation.status === 'FORCED') return fail(WITHDRAW_MESSAGES.forced, toWithdrawView(order) as never, 'CONFIRMATION_EXPIRED');
  if (confirmation.status !== 'PENDING') return fail(WITHDRAW_MESSAGES.alreadyConfirmed, null, 'ALREADY_CONFIRMED');
  const paid = order.amountCents - order.chargeCents;
  const proof = readImage(payload, 'proofImage');
  if (proof === 'invalid') return fail(IMAGE_MESSAGE, null, 'INVALID_IMAGE');
  let received = paid;
  if (result === 'PARTIAL') {
    received = payload.receivedAmount === undefined ? 0 : readAmountCents(payload, 'receivedAmount');
    if (received <= 0 || received >= paid) return fail(WITHDRAW_MESSAGES.receivedAmount, null, 'INVALID_RECEIVED_AMOUNT');
  }
  if (result === 'NOT_RECEIVED') {
    if (proof === undefined) return fail(WITHDRAW_MESSAGES.proofRequired, null, 'PROOF_REQUIRED');
    received = 0;
  }
  confirmation.status = result as ConfirmStatus;
  confirmation.receivedCents = received;
  confirmation.remainingCents = paid - received;
  confirmation.proofImage = proof ?? null;
  confirmation.confirmTime = now;
  return ok(toWithdrawView(order));
}

export type WithdrawDecision = 'review' | 'advance' | 'approve' | 'payout' | 'reject' | 'fail' | 'expire-confirmation' | 'refund';

/** The decision `advance` stands for: the next step of the timeline (submitted → reviewing → approved → paid). */
const nextDecision = (order: WithdrawOrder): WithdrawDecision | null =>
  order.status === 1 ? (isUnderReview(order) ? 'approve' : 'review') : order.status === 2 ? 'payout' : null;

/**
 * The operator's side (control API): review (a submitted order, status 1, goes under review),
 * advance (the next step, whichever it is), approve (1 → 2), pay out (1 or 2 → 4, the confirmation
 * clock starts), reject (1 or 2 → 3) and fail (2 → 5) refund the amount (2102); expire-confirmation
 * ends a pending confirmation now (FORCED); refund pays back what a member reported missing.
 */
export function decideWithdrawal(money: MoneyState, order: WithdrawOrder, decision: WithdrawDecision, now: number, remark?: string): Envelope<WithdrawView | null> {
  const invalid = fail(WITHDRAW_MESSAGES.invalidState, null, 'INVALID_STATE');
  if (decision === 'advance') {
    const next = nextDecision(order);
    return next ? decideWithdrawal(money, order, next, now, remark) : invalid;
  }
  switch (decision) {
    case 'review':
      if (order.status !== 1 || isUnderReview(order)) return invalid;
      recordStep(order, 'REVIEWING', now);
      break;
    case 'approve':
      if (order.status !== 1) return invalid;
      recordStep(order, 'APPROVED', now);
      order.status = 2;
      break;
    case 'payout':
      if (order.status !== 1 && order.status !== 2) return invalid;
      recordStep(order, 'PAID', now);
      order.status = 4;
      order.confirmation = { status: 'PENDING', deadline: now + money.settings.confirmMinutes * 60_000, receivedCents: null, remainingCents: null, proofImage: null, confirmTime: null };
      break;
    case 'reject':
    case 'fail':
      if (decision === 'reject' ? order.status !== 1 && order.status !== 2 : order.status !== 2) return invalid;
      order.remark = remark ?? (decision === 'reject' ? 'Audit failed' : 'Payout failed');
      recordStep(order, decision === 'reject' ? 'REJECTED' : 'FAILED', now, order.remark);
      order.status = decision === 'reject' ? 3 : 5;
      refundWithdrawal(money, order, now);
      break;
    case 'expire-confirmation':
      if (order.confirmation?.status !== 'PENDING') return invalid;
      order.confirmation.deadline = now;
      expireConfirmation(order, now);
      break;
    case 'refund': {
      const confirmation = order.confirmation;
      if (!confirmation || (confirmation.status !== 'NOT_RECEIVED' && confirmation.status !== 'PARTIAL') || !confirmation.remainingCents) {
        return fail(WITHDRAW_MESSAGES.nothingToRefund, null, 'NOTHING_TO_REFUND');
      }
      postMain(money, order.accountId, TX.withdrawRefund, confirmation.remainingCents, now, { orderNo: order.orderNo, remark: 'Refund of the amount not received' });
      confirmation.remainingCents = 0;
      break;
    }
  }
  order.updateTime = now;
  return ok(toWithdrawView(order));
}

export const withdrawalsOf = (money: MoneyState, accountId: number): WithdrawOrder[] => money.withdrawals.filter((order) => order.accountId === accountId);

export const cardsOf = (money: MoneyState, accountId: number) => listOf(money.bankCards, accountId);
