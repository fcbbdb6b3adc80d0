import type { FastifyRequest } from 'fastify';
import type { SimRoutes } from '../../context';
import { fail, ok, type Envelope } from '../../lib/envelope';
import { asPayload, optionalText, type Payload } from '../../lib/input';
import { encBodySchema, type EncBody } from '../../lib/jwe';
import { languageOf, passwordCheckPath, relayPath } from '../../lib/relay';
import { nowOf } from '../../money/clock';
import type { MoneyCallName } from '../../money/money-calls';
import { idempotent, paginate, readPaging } from '../../money/requests';
import type { Account } from '../../state/accounts';
import { requireAccount } from '../../state/sessions';
import { checkPaymentPassword } from '../withdraw/payment-password';
import { EXCHANGE_RATES, MIN_CONVERT_POINTS, POINT_RULES_HTML, rateFor, REWARDS, type Language } from './points-catalogue';
import { ASSET_CACHE_CONTROL } from '../../config';
import { rewardSvg } from '../assets/images';
import { convertPoints, findReward, POINTS_MESSAGES, redeemReward, toPointRowView, toRedeemView, toRewardView, type RedeemStatus } from './points-state';

const PAGE_SIZE = 13;
const REDEEM_STATUSES: readonly RedeemStatus[] = ['P', 'A', 'R'];

const languageOfRequest = (request: FastifyRequest): Language => (languageOf(request.query as Payload) === 'TY' ? 'TY' : 'EN');

/** The points mall (PTSYS3): balance, rewards, redeem, convert, history, details, config (issue 12). */
export const pointsRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;
  const now = () => nowOf(state.clock);
  const enabled = () => state.features.PTSYS3 === true;
  const closed = () => fail(POINTS_MESSAGES.off, null, 'MODULE_DISABLED');

  app.get(relayPath('MCS2_getPointBalance'), async (request) => ok({ points: requireAccount(state, request).points }));

  /** Whether the mall is on, the member's exchange rate, the exchange-rate table and the rules (HTML). */
  app.get(relayPath('MCS2_getPointConfig'), async (request) => {
    const account = requireAccount(state, request);
    const rate = rateFor(account.vipLevel);
    return ok({
      enabled: enabled(),
      points: account.points,
      vipLevel: account.vipLevel,
      rate: { points: rate.points, amount: rate.amount },
      minConvertPoints: MIN_CONVERT_POINTS,
      exchangeRates: EXCHANGE_RATES,
      rulesHtml: POINT_RULES_HTML[languageOfRequest(request)],
    });
  });

  app.get(relayPath('MCS2_getPointReward'), async (request) => {
    requireAccount(state, request);
    if (!enabled()) return closed();
    const language = languageOfRequest(request);
    return ok({ list: REWARDS.map((reward) => toRewardView(state.points, reward, language, ctx.publicUrl)) });
  });

  /** A reward's picture (svg, its English name on a card). */
  app.get<{ Params: { file: string } }>('/assets/rewards/:file', async (request, reply) => {
    const match = /^(\d{1,6})\.svg$/.exec(request.params.file);
    const reward = match ? findReward(Number(match[1])) : undefined;
    if (!reward) return reply.callNotFound();
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', ASSET_CACHE_CONTROL).send(rewardSvg(reward.rewardId, reward.name.EN));
  });

  /** Redeem history, newest first, 13 a page; `status` filters (comma list of P, A, R). */
  app.get(relayPath('MCS2_getRedeemPointList'), async (request) => {
    const account = requireAccount(state, request);
    if (!enabled()) return closed();
    const query = request.query as Payload;
    const statuses = optionalText(query, 'status', { maxLength: 20 })
      ?.split(',')
      .map((item) => item.trim())
      .filter((item): item is RedeemStatus => (REDEEM_STATUSES as readonly string[]).includes(item));
    const language = languageOfRequest(request);
    const records = state.points.redeems
      .filter((record) => record.accountId === account.id && (!statuses?.length || statuses.includes(record.status)))
      .sort((a, b) => b.createTime - a.createTime || b.id - a.id)
      .map((record) => toRedeemView(record, language));
    return ok(paginate(records, readPaging(query, PAGE_SIZE)));
  });

  /** Points details (chosen name): the points ledger, newest first, 13 a page. Points do not expire. */
  app.get(relayPath('MCS2_getPointDetails'), async (request) => {
    const account = requireAccount(state, request);
    if (!enabled()) return closed();
    const rows = state.points.rows.filter((row) => row.accountId === account.id).sort((a, b) => b.time - a.time || b.id - a.id);
    return ok(paginate(rows.map(toPointRowView), readPaging(request.query as Payload, PAGE_SIZE)));
  });

  const pwCall = async (request: FastifyRequest<{ Body: EncBody }>, call: MoneyCallName, run: (account: Account, payload: Payload) => Envelope<unknown>) => {
    const account = requireAccount(state, request);
    const payload = asPayload(await ctx.decrypt(request.body.value), call);
    return idempotent(state.money, account.id, call, payload, () => {
      if (!enabled()) return closed();
      const refused = checkPaymentPassword(account, optionalText(payload, 'paymentPassword', { maxLength: 32, trim: false }));
      if (refused) return refused;
      return run(account, payload);
    });
  };

  /** pw (enc): `{ rewardId, quantity, paymentPassword, address?, mobile?, requestId? }`. */
  app.post<{ Body: EncBody }>(passwordCheckPath('MCS2_redeemPointReward'), { schema: { body: encBodySchema } }, async (request) =>
    pwCall(request, 'MCS2_redeemPointReward', (account, payload) => redeemReward(state.points, state.money, account, payload, now(), languageOfRequest(request))),
  );

  /** pw (enc): `{ points, paymentPassword, requestId? }`. */
  app.post<{ Body: EncBody }>(passwordCheckPath('MCS2_convertPoint'), { schema: { body: encBodySchema } }, async (request) =>
    pwCall(request, 'MCS2_convertPoint', (account, payload) => convertPoints(state.points, state.money, account, payload, now())),
  );
};

