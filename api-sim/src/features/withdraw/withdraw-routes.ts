import type { SimRoutes } from '../../context';
import { badRequest, ok } from '../../lib/envelope';
import { asPayload, requiredId } from '../../lib/input';
import { encBodySchema, type EncBody } from '../../lib/jwe';
import { passwordCheckPath, relayPath } from '../../lib/relay';
import { nowOf } from '../../money/clock';
import { idempotent, isFailure, paginate, readAmountCents, readPaging, readRange } from '../../money/requests';
import { requireAccount } from '../../state/sessions';
import { addCard, CRYPTO_NETWORKS, deleteCard, MAX_CARDS, PAYOUT_BANKS, toCardView } from './bank-cards';
import { changePaymentPassword, setPaymentPassword } from './payment-password';
import {
  chargeQuote,
  confirmWithdrawal,
  requestWithdrawal,
  toWithdrawView,
  WITHDRAW_LOG,
  withdrawalsOf,
  withdrawInfo,
  cardsOf,
} from './withdraw';

/** Proof images are data URLs of up to 5 MB (≈ 6.7 MB of base64). */
const IMAGE_BODY_LIMIT = 8 * 1024 * 1024;

export const withdrawRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;
  const context = (request: Parameters<typeof requireAccount>[1]) => ({ account: requireAccount(state, request), now: nowOf(state.clock) });

  app.get(relayPath('PCS_withdrawInfo'), async (request) => {
    const { account, now } = context(request);
    return ok(withdrawInfo(state.money, account, now));
  });

  app.get(relayPath('PCS_withdrawCharge'), async (request) => {
    const { account, now } = context(request);
    return ok(chargeQuote(state.money, account.id, readAmountCents(asPayload(request.query, 'query')), now));
  });

  app.get(relayPath('PCS_bankList'), async (request) => {
    requireAccount(state, request);
    return ok({ ...PAYOUT_BANKS, networks: CRYPTO_NETWORKS });
  });

  app.get(relayPath('PCS_bankCardList'), async (request) => {
    const { account } = context(request);
    return ok({ list: cardsOf(state.money, account.id).map(toCardView), max: MAX_CARDS });
  });

  app.post(relayPath('PCS_addBankCard'), async (request) => {
    const { account, now } = context(request);
    return addCard(state.money, account, asPayload(request.body, 'bank card'), now);
  });

  /** `{ id }` in the body (or the query). */
  app.delete(relayPath('PCS_deleteBankCard'), async (request) => {
    const { account } = context(request);
    const body = request.body === undefined || request.body === null ? {} : asPayload(request.body, 'bank card');
    return deleteCard(state.money, account.id, requiredId(body.id !== undefined ? body : asPayload(request.query, 'query'), 'id'));
  });

  app.post<{ Body: EncBody }>(passwordCheckPath('PCS_withdraw'), { schema: { body: encBodySchema } }, async (request) => {
    const { account, now } = context(request);
    const payload = asPayload(await ctx.decrypt(request.body.value), 'withdrawal');
    return idempotent(state.money, account.id, 'PCS_withdraw', payload, () => requestWithdrawal(state.money, account, payload, now));
  });

  /** The withdrawal log: 14 a page, the last 7 days, `status` filter (comma list), newest first. */
  app.get(relayPath('PCS_withdrawOrderList'), async (request) => {
    const { account, now } = context(request);
    const query = asPayload(request.query, 'query');
    const paging = readPaging(query, WITHDRAW_LOG.size);
    const range = readRange(query, now, WITHDRAW_LOG.days);
    if (isFailure(range)) return range;
    const statusText = typeof query.status === 'string' ? query.status.trim() : '';
    const statuses = statusText === '' ? undefined : new Set(statusText.split(',').map(Number));
    if (statuses && [...statuses].some((value) => ![1, 2, 3, 4, 5].includes(value))) throw badRequest('Invalid request: status must be 1 to 5');
    const orders = withdrawalsOf(state.money, account.id)
      .filter((order) => order.createTime >= range.from && order.createTime <= range.to && (!statuses || statuses.has(order.status)))
      .sort((a, b) => b.createTime - a.createTime);
    const page = paginate(orders, paging);
    return ok({ ...page, list: page.list.map(toWithdrawView), footer: { count: orders.length } });
  });

  /** Paid-out withdrawals still waiting for the member's confirmation, with their deadline. */
  app.get(relayPath('PCS_withdrawConfirmList'), async (request) => {
    const { account } = context(request);
    const list = withdrawalsOf(state.money, account.id)
      .filter((order) => order.confirmation?.status === 'PENDING')
      .sort((a, b) => b.updateTime - a.updateTime)
      .map(toWithdrawView);
    return ok({ list, confirmMinutes: state.money.settings.confirmMinutes });
  });

  app.post(relayPath('PCS_withdrawConfirm'), { bodyLimit: IMAGE_BODY_LIMIT }, async (request) => {
    const { account, now } = context(request);
    return confirmWithdrawal(state.money, account.id, asPayload(request.body, 'confirmation'), now);
  });

  /** Withdrawal password (token, enc): set once, then change with the old one. */
  app.post<{ Body: EncBody }>('/wps/member/paymentPassword', { schema: { body: encBodySchema } }, async (request) => {
    const { account } = context(request);
    return setPaymentPassword(account, asPayload(await ctx.decrypt(request.body.value), 'withdrawal password'));
  });

  app.post<{ Body: EncBody }>('/wps/member/paymentPassword/change', { schema: { body: encBodySchema } }, async (request) => {
    const { account } = context(request);
    return changePaymentPassword(account, asPayload(await ctx.decrypt(request.body.value), 'withdrawal password'));
  });
};
