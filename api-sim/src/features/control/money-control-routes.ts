import type { FastifyRequest } from 'fastify';
import type { SimRoutes } from '../../context';
import { badRequest, ok } from '../../lib/envelope';
import { advanceClock, formatTime, nowOf, setClock } from '../../money/clock';
import { SITE_TIME_ZONE } from '../../config';
import { checkLedger, mainBalance, totalBalance } from '../../money/ledger';
import { ledgerOf, type MoneySettings } from '../../money/money-state';
import { toAmount, type Account } from '../../state/accounts';
import { findAccountByUsername } from '../../state/sim-state';
import { toBetRow, toTransactionRow } from '../records/records';
import { walletList } from '../wallet/wallet-routes';
import { decideDeposit, findDeposit, toDepositView } from '../deposit/deposit';
import { decideWithdrawal, toWithdrawView, type WithdrawDecision } from '../withdraw/withdraw';
import { CONTROL_PREFIX } from './faults';

interface ClockBody {
  time?: string;
  advanceMs?: number;
  advanceMinutes?: number;
  frozen?: boolean;
}

const clockBodySchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: {
    time: { type: 'string', minLength: 10, maxLength: 40 },
    advanceMs: { type: 'integer' },
    advanceMinutes: { type: 'number' },
    frozen: { type: 'boolean' },
  },
} as const;

const moneySettingsBodySchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: {
    isSingle: { type: 'boolean' },
    confirmMinutes: { type: 'integer', minimum: 1, maximum: 10080 },
    depositExpiryMinutes: { type: 'integer', minimum: 1, maximum: 10080 },
    depositTurnoverMultiplier: { type: 'number', minimum: 0, maximum: 100 },
    depositAllowed: { type: 'boolean' },
    depositClosedMessage: { type: 'string', minLength: 1, maxLength: 500 },
  },
} as const;

const decisionBodySchema = {
  anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: false, properties: { remark: { type: 'string', maxLength: 200 } } }],
} as const;

const DEPOSIT_DECISIONS = ['approve', 'reject'] as const;
const WITHDRAW_DECISIONS: readonly WithdrawDecision[] = ['review', 'advance', 'approve', 'payout', 'reject', 'fail', 'expire-confirmation', 'refund'];

const usernameQuerySchema = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 64 }, limit: { type: 'integer', minimum: 0, maximum: 100000 } },
} as const;

/** Control API of the money simulation: clock, settings, ledgers (README "Money"). */
export const moneyControlRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  const accountOf = (request: FastifyRequest<{ Querystring: { username: string } }> | { username: string }): Account => {
    const username = 'query' in request ? request.query.username : request.username;
    const account = findAccountByUsername(state, username);
    if (!account) throw badRequest(`Invalid request: no account ${username}`);
    return account;
  };

  const clockValue = () => ({ now: formatTime(nowOf(state.clock)), epochMs: nowOf(state.clock), timeZone: SITE_TIME_ZONE, frozen: state.clock.frozenAt !== null });

  app.get(`${CONTROL_PREFIX}/clock`, async () => ok(clockValue()));

  /** Sets (`time`, ISO) and / or advances (`advanceMs`, `advanceMinutes`) the clock; `frozen` stops it. */
  app.post<{ Body: ClockBody }>(`${CONTROL_PREFIX}/clock`, { schema: { body: clockBodySchema } }, async (request) => {
    const { time, advanceMs, advanceMinutes, frozen } = request.body;
    if (time !== undefined) {
      const at = Date.parse(time);
      if (Number.isNaN(at)) throw badRequest('Invalid request: time must be an ISO date-time');
      setClock(state.clock, at, frozen ?? state.clock.frozenAt !== null);
    } else if (frozen !== undefined) setClock(state.clock, nowOf(state.clock), frozen);
    const advance = (advanceMs ?? 0) + Math.round((advanceMinutes ?? 0) * 60_000);
    if (advance !== 0) advanceClock(state.clock, advance);
    return ok(clockValue());
  });

  app.post<{ Body: Partial<MoneySettings> }>(`${CONTROL_PREFIX}/money-settings`, { schema: { body: moneySettingsBodySchema } }, async (request) => {
    Object.assign(state.money.settings, request.body);
    return ok(state.money.settings);
  });

  /** A member's wallets, ledger rows (newest first, `limit`, default 100), bets and the invariant check. */
  app.get<{ Querystring: { username: string; limit?: number } }>(
    `${CONTROL_PREFIX}/ledger`,
    { schema: { querystring: usernameQuerySchema } },
    async (request) => {
      const account = accountOf(request);
      const ledger = ledgerOf(state.money, account.id);
      const limit = request.query.limit ?? 100;
      const rows = [...ledger.transactions].sort((a, b) => b.time - a.time || b.id - a.id);
      const bets = [...(state.money.bets.get(account.id) ?? [])].sort((a, b) => b.betTime - a.betTime);
      return ok({
        username: account.username,
        accountId: account.id,
        balance: toAmount(totalBalance(ledger)),
        mainBalance: toAmount(mainBalance(ledger)),
        wallets: walletList(state.money, ledger).list.filter((wallet) => wallet.balance !== 0),
        transactionCount: rows.length,
        transactions: rows.slice(0, limit).map((row) => toTransactionRow(state.money, row)),
        betCount: bets.length,
        bets: bets.slice(0, limit).map(toBetRow),
        invariant: checkLedger(ledger),
      });
    },
  );

  /** A member's deposit and withdrawal orders, newest first (order numbers for the decisions below). */
  app.get<{ Querystring: { username: string } }>(`${CONTROL_PREFIX}/orders`, { schema: { querystring: usernameQuerySchema } }, async (request) => {
    const account = accountOf(request);
    const mine = <T extends { accountId: number; createTime: number }>(orders: readonly T[]) =>
      orders.filter((order) => order.accountId === account.id).sort((a, b) => b.createTime - a.createTime);
    return ok({ deposits: mine(state.money.deposits).map(toDepositView), withdrawals: mine(state.money.withdrawals).map(toWithdrawView) });
  });

  /** The operator approves or rejects a new or pending deposit. */
  app.post<{ Params: { orderNo: string; decision: string }; Body: { remark?: string } | null }>(
    `${CONTROL_PREFIX}/deposits/:orderNo/:decision`,
    { schema: { body: decisionBodySchema } },
    async (request) => {
      const { orderNo, decision } = request.params;
      if (!(DEPOSIT_DECISIONS as readonly string[]).includes(decision)) throw badRequest(`Invalid request: decision must be ${DEPOSIT_DECISIONS.join(' or ')}`);
      const now = nowOf(state.clock);
      const order = findDeposit(state.money, null, orderNo);
      if (!order) throw badRequest(`Invalid request: no deposit order ${orderNo}`);
      return decideDeposit(state.money, order, decision as 'approve' | 'reject', now, request.body?.remark);
    },
  );

  /** The operator's side of a withdrawal: review, advance (the next step), approve, payout, reject, fail, expire-confirmation, refund. */
  app.post<{ Params: { orderNo: string; decision: string }; Body: { remark?: string } | null }>(
    `${CONTROL_PREFIX}/withdrawals/:orderNo/:decision`,
    { schema: { body: decisionBodySchema } },
    async (request) => {
      const { orderNo, decision } = request.params;
      if (!(WITHDRAW_DECISIONS as readonly string[]).includes(decision)) throw badRequest(`Invalid request: decision must be one of ${WITHDRAW_DECISIONS.join(', ')}`);
      const now = nowOf(state.clock);
      const order = state.money.withdrawals.find((candidate) => candidate.orderNo === orderNo);
      if (!order) throw badRequest(`Invalid request: no withdrawal order ${orderNo}`);
      return decideWithdrawal(state.money, order, decision as WithdrawDecision, now, request.body?.remark);
    },
  );

  /** Marks a member's turnover requirements as met (a withdrawal is then not blocked by them). */
  app.post<{ Body: { username: string } }>(
    `${CONTROL_PREFIX}/turnover/waive`,
    { schema: { body: { type: 'object', required: ['username'], additionalProperties: false, properties: { username: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (request) => {
      const account = accountOf(request.body);
      const requirements = state.money.turnover.get(account.id) ?? [];
      for (const requirement of requirements) requirement.achievedCents = requirement.requiredCents;
      return ok({ waived: requirements.length });
    },
  );
};
