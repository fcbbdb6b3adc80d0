import type { SimRoutes } from '../../context';
import { fail, ok } from '../../lib/envelope';
import { asPayload, optionalText } from '../../lib/input';
import { encBodySchema, type EncBody } from '../../lib/jwe';
import { passwordCheckPath, relayPath } from '../../lib/relay';
import { nowOf } from '../../money/clock';
import { mainBalance } from '../../money/ledger';
import { ledgerOf } from '../../money/money-state';
import { transferBetweenAccounts } from '../../money/operations';
import { idempotent, readAmountCents } from '../../money/requests';
import { TX } from '../../money/transaction-types';
import { toAmount, type Account } from '../../state/accounts';
import { requireAccount } from '../../state/sessions';
import type { SimState } from '../../state/sim-state';
import { checkPaymentPassword } from '../withdraw/payment-password';

export const UPLINE_MESSAGES = {
  notAllowed: 'Transfer to upline is not available for this account',
  insufficient: 'Insufficient balance in the main wallet',
  aboveMax: 'The amount is above the transfer limit',
} as const;

/** Limits of one transfer to the upline (chosen). */
export const UPLINE_LIMITS = { minAmount: 1, maxAmount: 50_000 } as const;

/** The upline a member may transfer to: the direct upline, when that agent allows it. */
function uplineOf(state: SimState, account: Account): Account | undefined {
  const upline = account.uplineId === null ? undefined : state.accounts.get(account.uplineId);
  return upline?.allowDownlineTransfer ? upline : undefined;
}

export const uplineRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  /** Whether the page shows (menu switch) and what it needs. */
  app.get(relayPath('MCS2_transferUplineInfo'), async (request) => {
    const account = requireAccount(state, request);
    const upline = uplineOf(state, account);
    return ok({
      allowed: upline !== undefined,
      uplineAccount: upline?.username ?? null,
      uplineNickname: upline?.nickname ?? null,
      mainBalance: toAmount(mainBalance(ledgerOf(state.money, account.id))),
      hasPaymentPassword: account.paymentPassword !== null,
      ...UPLINE_LIMITS,
    });
  });

  /**
   * pw call (enc): `{ amount, paymentPassword, remark?, requestId? }`. The member's main wallet
   * writes 6233, the upline's 6234, under one order number; the remark defaults to the username.
   * The log is ODSFE2_MemTransDet?typeId=6233.
   */
  app.post<{ Body: EncBody }>(passwordCheckPath('MCS2_transferUpline'), { schema: { body: encBodySchema } }, async (request) => {
    const account = requireAccount(state, request);
    const payload = asPayload(await ctx.decrypt(request.body.value), 'transfer');
    const amountCents = readAmountCents(payload);
    const remark = optionalText(payload, 'remark', { maxLength: 100 }) ?? account.username;
    return idempotent(state.money, account.id, 'MCS2_transferUpline', payload, () => {
      const upline = uplineOf(state, account);
      if (!upline) return fail(UPLINE_MESSAGES.notAllowed, null, 'UPLINE_TRANSFER_NOT_ALLOWED');
      const refused = checkPaymentPassword(account, optionalText(payload, 'paymentPassword', { maxLength: 32, trim: false }));
      if (refused) return refused;
      if (amountCents > UPLINE_LIMITS.maxAmount * 100) return fail(UPLINE_MESSAGES.aboveMax, null, 'AMOUNT_TOO_HIGH');
      if (mainBalance(ledgerOf(state.money, account.id)) < amountCents) return fail(UPLINE_MESSAGES.insufficient, null, 'INSUFFICIENT_BALANCE');
      const now = nowOf(state.clock);
      const orderNo = transferBetweenAccounts(state.money, {
        fromId: account.id,
        toId: upline.id,
        amountCents,
        time: now,
        outType: TX.transferUpline,
        inType: TX.transferFromDownline,
        remark,
        toRemark: `${account.username}: ${remark}`,
      });
      return ok({ orderNo, amount: toAmount(amountCents), remark, uplineAccount: upline.username, mainBalance: toAmount(mainBalance(ledgerOf(state.money, account.id))) });
    });
  });
};
