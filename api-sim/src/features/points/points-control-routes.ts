import type { SimRoutes } from '../../context';
import { badRequest, fail, ok } from '../../lib/envelope';
import { nowOf } from '../../money/clock';
import type { Account } from '../../state/accounts';
import { findAccountByUsername } from '../../state/sim-state';
import { CONTROL_PREFIX } from '../control/faults';
import { addPointRow, decideRedeem, findReward, toPointRowView, toRedeemView } from './points-state';

const decisionBodySchema = {
  anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: false, properties: { remark: { type: 'string', maxLength: 200 } } }],
} as const;

const adjustBodySchema = {
  type: 'object',
  required: ['username', 'points'],
  additionalProperties: false,
  properties: { username: { type: 'string', minLength: 1, maxLength: 64 }, points: { type: 'integer' }, remark: { type: 'string', maxLength: 200 } },
} as const;

const stockBodySchema = {
  type: 'object',
  required: ['rewardId', 'stock'],
  additionalProperties: false,
  properties: { rewardId: { type: 'integer' }, stock: { type: 'integer', minimum: 0, maximum: 100000 } },
} as const;

/** The operator's side of the points mall (README "Points mall"). */
export const pointsControlRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;
  const accountNamed = (username: string): Account => {
    const account = findAccountByUsername(state, username);
    if (!account) throw badRequest(`Invalid request: no account ${username}`);
    return account;
  };

  /** Adds (or with a negative number removes) points: an ADJUST row. */
  app.post<{ Body: { username: string; points: number; remark?: string } }>(`${CONTROL_PREFIX}/points`, { schema: { body: adjustBodySchema } }, async (request) => {
    const account = accountNamed(request.body.username);
    if (account.points + request.body.points < 0) throw badRequest('Invalid request: the balance would go below 0');
    return ok(toPointRowView(addPointRow(state.points, account, 'ADJUST', request.body.points, nowOf(state.clock), request.body.remark ?? 'Adjustment')));
  });

  app.post<{ Body: { rewardId: number; stock: number } }>(`${CONTROL_PREFIX}/points/stock`, { schema: { body: stockBodySchema } }, async (request) => {
    if (!findReward(request.body.rewardId)) throw badRequest('Invalid request: no such reward');
    state.points.stock.set(request.body.rewardId, request.body.stock);
    return ok({ rewardId: request.body.rewardId, stock: request.body.stock });
  });

  /** Redeem orders, newest first; `username` filters. */
  app.get<{ Querystring: { username?: string } }>(`${CONTROL_PREFIX}/points/redeems`, async (request) => {
    const accountId = request.query.username === undefined ? undefined : accountNamed(request.query.username).id;
    const list = state.points.redeems
      .filter((record) => accountId === undefined || record.accountId === accountId)
      .sort((a, b) => b.id - a.id)
      .map((record) => ({ ...toRedeemView(record, 'EN'), accountId: record.accountId }));
    return ok({ list });
  });

  app.post<{ Params: { orderNo: string; decision: string }; Body: { remark?: string } | null }>(
    `${CONTROL_PREFIX}/points/redeems/:orderNo/:decision`,
    { schema: { body: decisionBodySchema } },
    async (request) => {
      const { decision, orderNo } = request.params;
      if (decision !== 'approve' && decision !== 'reject') throw badRequest('Invalid request: approve or reject');
      const record = state.points.redeems.find((item) => item.orderNo === orderNo);
      const account = record && state.accounts.get(record.accountId);
      if (!record || !account) return fail('Redeem order not found', null, 'NOT_FOUND');
      return decideRedeem(state.points, state.money, account, record, decision, nowOf(state.clock), request.body?.remark);
    },
  );
};
