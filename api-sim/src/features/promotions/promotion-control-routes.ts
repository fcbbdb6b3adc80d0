import type { SimRoutes } from '../../context';
import { badRequest, fail, ok } from '../../lib/envelope';
import { DAY_MS, formatTime, nowOf } from '../../money/clock';
import type { Account } from '../../state/accounts';
import { findAccountByUsername } from '../../state/sim-state';
import { CONTROL_PREFIX } from '../control/faults';
import { findPromotionDefinition } from './promotion-catalogue';
import {
  decideApplication,
  issueTicket,
  RAFFLE_TITLE,
  RED_ENVELOPE_TITLE,
  type TicketType,
  toApplicationView,
  toTicketView,
  voucherTitle,
  WHEEL_TITLE,
  type ParticipationStatus,
} from './promotion-state';

/** The title of an issued ticket; a voucher's names its value. */
const TITLES: Partial<Record<TicketType, Readonly<Record<'EN' | 'TY', string>>>> = { RAFFLE: RAFFLE_TITLE, WHEEL: WHEEL_TITLE, RED_ENVELOPE: RED_ENVELOPE_TITLE };

const decisionBodySchema = {
  anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: false, properties: { remark: { type: 'string', maxLength: 200 } } }],
} as const;

const ticketBodySchema = {
  type: 'object',
  required: ['username', 'type'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    type: { enum: ['RAFFLE', 'VOUCHER', 'WHEEL', 'RED_ENVELOPE'] },
    amount: { type: 'number', exclusiveMinimum: 0, maximum: 100000 },
    expiresInDays: { type: 'number', exclusiveMinimum: 0, maximum: 365 },
  },
} as const;

const SETTABLE: readonly ParticipationStatus[] = ['SIGNED', 'PROCESS', 'ISSUED', 'CLAIM', 'CLAIMED', 'REJECTED', 'APPLYING'];

const statusBodySchema = {
  type: 'object',
  required: ['username', 'promotionId'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    promotionId: { type: 'integer' },
    status: { anyOf: [{ enum: SETTABLE }, { type: 'null' }] },
    remark: { type: 'string', maxLength: 200 },
  },
} as const;

/** The operator's side of promotions (README "Promotions"). */
export const promotionControlRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;
  const accountNamed = (username: string): Account => {
    const account = findAccountByUsername(state, username);
    if (!account) throw badRequest(`Invalid request: no account ${username}`);
    return account;
  };

  /** Applications, newest first; `username` and `status` (APPLYING, ISSUED, REJECTED) filter. */
  app.get<{ Querystring: { username?: string; status?: string } }>(`${CONTROL_PREFIX}/promotions/applications`, async (request) => {
    const accountId = request.query.username === undefined ? undefined : accountNamed(request.query.username).id;
    const list = state.promo.applications
      .filter((item) => (accountId === undefined || item.accountId === accountId) && (request.query.status === undefined || item.status === request.query.status))
      .sort((a, b) => b.id - a.id)
      .map(toApplicationView);
    return ok({ list });
  });

  app.post<{ Params: { id: string; decision: string }; Body: { remark?: string } | null }>(
    `${CONTROL_PREFIX}/promotions/applications/:id/:decision`,
    { schema: { body: decisionBodySchema } },
    async (request) => {
      const { decision } = request.params;
      if (decision !== 'approve' && decision !== 'reject') throw badRequest('Invalid request: approve or reject');
      const application = state.promo.applications.find((item) => String(item.id) === request.params.id);
      if (!application) return fail('Application not found', null, 'NOT_FOUND');
      return decideApplication(state.promo, state.money, application, decision, nowOf(state.clock), request.body?.remark);
    },
  );

  /** Sets (or with `status: null` clears) an account's status in a promotion. */
  app.post<{ Body: { username: string; promotionId: number; status?: ParticipationStatus | null; remark?: string } }>(
    `${CONTROL_PREFIX}/promotions/status`,
    { schema: { body: statusBodySchema } },
    async (request) => {
      const account = accountNamed(request.body.username);
      if (!findPromotionDefinition(request.body.promotionId)) throw badRequest('Invalid request: no such promotion');
      const mine = state.promo.participations.get(account.id) ?? new Map();
      if (request.body.status == null) mine.delete(request.body.promotionId);
      else {
        const previous = mine.get(request.body.promotionId);
        mine.set(request.body.promotionId, { status: request.body.status, applicationId: previous?.applicationId ?? null, updateTime: nowOf(state.clock), remark: request.body.remark ?? null });
      }
      state.promo.participations.set(account.id, mine);
      return ok({ username: account.username, promotionId: request.body.promotionId, status: request.body.status ?? null, time: formatTime(nowOf(state.clock)) });
    },
  );

  /** Issues a raffle ticket or a voucher (default ₱50) to claim, expiring in `expiresInDays` (7). */
  app.post<{ Body: { username: string; type: TicketType; amount?: number; expiresInDays?: number } }>(
    `${CONTROL_PREFIX}/promotions/tickets`,
    { schema: { body: ticketBodySchema } },
    async (request) => {
      const account = accountNamed(request.body.username);
      const now = nowOf(state.clock);
      const amount = request.body.type === 'VOUCHER' ? (request.body.amount ?? 50) : 0;
      const ticket = issueTicket(state.promo, {
        accountId: account.id,
        type: request.body.type,
        promotionId: null,
        title: TITLES[request.body.type] ?? voucherTitle(amount),
        amount,
        issueTime: now,
        expireTime: now + (request.body.expiresInDays ?? 7) * DAY_MS,
      });
      return ok(toTicketView(ticket, 'EN', now));
    },
  );
};
