import type { SimRoutes } from '../../context';
import { fail, ok } from '../../lib/envelope';
import { asPayload, optionalText } from '../../lib/input';
import { relayPath } from '../../lib/relay';
import { DAY_MS, nowOf } from '../../money/clock';
import { requireAccount } from '../../state/sessions';
import { toWithdrawView, WITHDRAW_LOG, WITHDRAW_MESSAGES, withdrawalsOf } from './withdraw';

/**
 * PCS_withdrawProgress (ours): one withdrawal with its timeline — `orderNo`, or without it the
 * member's newest withdrawal of the log's window (7 days; `null` when there is none).
 */
export const withdrawProgressRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;
  app.get(relayPath('PCS_withdrawProgress'), async (request) => {
    const account = requireAccount(state, request);
    const orderNo = optionalText(asPayload(request.query ?? {}, 'query'), 'orderNo', { maxLength: 40 });
    const mine = withdrawalsOf(state.money, account.id);
    if (orderNo) {
      const order = mine.find((candidate) => candidate.orderNo === orderNo);
      return order ? ok(toWithdrawView(order)) : fail(WITHDRAW_MESSAGES.orderNotFound, null, 'ORDER_NOT_FOUND');
    }
    const since = nowOf(state.clock) - WITHDRAW_LOG.days * DAY_MS;
    const newest = mine.filter((order) => order.createTime >= since).sort((a, b) => b.createTime - a.createTime || b.orderNo.localeCompare(a.orderNo))[0];
    return ok(newest ? toWithdrawView(newest) : null);
  });
};
