import type { SimRoutes } from '../../context';
import { badRequest, fail, ok } from '../../lib/envelope';
import { asPayload, requiredText } from '../../lib/input';
import { relayPath } from '../../lib/relay';
import { nowOf } from '../../money/clock';
import { idempotent, isFailure, paginate, readAmountCents, readPaging, readRange } from '../../money/requests';
import { requireAccount } from '../../state/sessions';
import { toAmount } from '../../state/accounts';
import { checkLimits, type LimitView } from '../responsible-gaming/rg-limits';
import {
  cancelDeposit,
  createDeposit,
  DEPOSIT_LOG,
  DEPOSIT_MESSAGES,
  depositInfo,
  depositsOf,
  findDeposit,
  markPaid,
  toDepositView,
  type DepositOrderView,
} from './deposit';

/** Slip images are data URLs of up to 5 MB (≈ 6.7 MB of base64). */
const IMAGE_BODY_LIMIT = 8 * 1024 * 1024;

export const depositRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;
  const context = (request: Parameters<typeof requireAccount>[1]) => ({ account: requireAccount(state, request), now: nowOf(state.clock) });

  app.get(relayPath('PCS_depositInfo'), async (request) => {
    const { account } = context(request);
    return ok(depositInfo(state.money, account.id));
  });

  app.post(relayPath('PCS_deposit'), async (request) => {
    const { account, now } = context(request);
    const payload = asPayload(request.body, 'deposit');
    // The deposit limits (responsible gambling) are checked inside, so a replayed request gets its first answer.
    return idempotent<DepositOrderView | LimitView | null>(state.money, account.id, 'PCS_deposit', payload, () => {
      const refusal = checkLimits(state.rg.limits, state.money, account.id, ['deposit'], readAmountCents(payload), now);
      return refusal ?? createDeposit(state.money, account.id, payload, now);
    });
  });

  app.post(relayPath('PCS_depositPaid'), { bodyLimit: IMAGE_BODY_LIMIT }, async (request) => {
    const { account, now } = context(request);
    return markPaid(state.money, account.id, asPayload(request.body, 'deposit order'), now);
  });

  app.post(relayPath('PCS_depositCancel'), async (request) => {
    const { account, now } = context(request);
    return cancelDeposit(state.money, account.id, asPayload(request.body, 'deposit order'), now);
  });

  app.get(relayPath('PCS_depositOrder'), async (request) => {
    const { account } = context(request);
    const order = findDeposit(state.money, account.id, requiredText(asPayload(request.query, 'query'), 'orderNo', { maxLength: 40 }));
    return order ? ok(toDepositView(order)) : fail(DEPOSIT_MESSAGES.orderNotFound, null, 'ORDER_NOT_FOUND');
  });

  /** The deposit log: 8 a page, the last 7 days, `state` filter (comma list), newest first. */
  app.get(relayPath('PCS_depositOrderList'), async (request) => {
    const { account, now } = context(request);
    const query = asPayload(request.query, 'query');
    const paging = readPaging(query, DEPOSIT_LOG.size);
    const range = readRange(query, now, DEPOSIT_LOG.days);
    if (isFailure(range)) return range;
    const stateText = typeof query.state === 'string' ? query.state.trim() : '';
    const states = stateText === '' ? undefined : new Set(stateText.split(',').map(Number));
    if (states && [...states].some((value) => ![2, 3, 4, 5, 6, 7].includes(value))) throw badRequest('Invalid request: state must be 2 to 7');
    const orders = depositsOf(state.money, account.id)
      .filter((order) => order.createTime >= range.from && order.createTime <= range.to && (!states || states.has(order.state)))
      .sort((a, b) => b.createTime - a.createTime);
    const approved = orders.filter((order) => order.state === 2).reduce((total, order) => total + order.amountCents, 0);
    const page = paginate(orders, paging);
    return ok({ ...page, list: page.list.map(toDepositView), footer: { count: orders.length, approvedAmount: toAmount(approved) } });
  });
};
