import type { FastifyRequest } from 'fastify';
import type { SimRoutes } from '../../context';
import { fail, ok } from '../../lib/envelope';
import { asPayload, optionalText, requiredId, type Payload } from '../../lib/input';
import { languageOf, relayPath } from '../../lib/relay';
import { nowOf } from '../../money/clock';
import { idempotent, isFailure, paginate, readPaging, readRange } from '../../money/requests';
import { ASSET_CACHE_CONTROL } from '../../config';
import { isTrial } from '../../state/accounts';
import { optionalAccount, requireAccount } from '../../state/sessions';
import { bannerSvg } from '../assets/images';
import { CATEGORY_NAMES, findPromotionDefinition, PROMOTION_CATEGORIES, PROMOTIONS, type Language } from './promotion-catalogue';
import {
  applyPromotion,
  availableCount,
  CLAIM_HISTORY_DAYS,
  claimPromotion,
  claimTicket,
  joinPromotion,
  PROMOTION_MESSAGES,
  statusOf,
  ticketStatus,
  toCard,
  toClaimView,
  toDetail,
  toTicketView,
} from './promotion-state';

/** Three images of 5 MB are about 20 MB of base64. */
const APPLICATION_BODY_LIMIT = 24 * 1024 * 1024;
const CLAIM_PAGE_SIZE = 13;

const languageOfRequest = (request: FastifyRequest): Language => (languageOf(request.query as Payload) === 'TY' ? 'TY' : 'EN');

/** Promotions (public list and details), join / apply / claim, the reward centre (issue 12). */
export const promotionRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;
  const now = () => nowOf(state.clock);

  /** Public: the categories and every promotion with the caller's status (a guest's without a token). */
  app.get(relayPath('MCSFE_getPromotionList'), async (request) => {
    const account = optionalAccount(state, request);
    const language = languageOfRequest(request);
    const category = optionalText(request.query as Payload, 'category', { maxLength: 20 });
    const list = PROMOTIONS.filter((promotion) => category === undefined || promotion.category === category).map((promotion) =>
      toCard(state.promo, account, promotion, language, now(), ctx.publicUrl),
    );
    return ok({ categories: PROMOTION_CATEGORIES.map((code) => ({ code, name: CATEGORY_NAMES[code][language] })), list });
  });

  /** Public: one promotion with its rules (HTML) and the caller's application. */
  app.get(relayPath('MCSFE_getPromotionDetail'), async (request) => {
    const account = optionalAccount(state, request);
    const promotion = findPromotionDefinition(requiredId(request.query as Payload, 'id'));
    if (!promotion) return fail(PROMOTION_MESSAGES.notFound, null, 'PROMOTION_NOT_FOUND');
    return ok(toDetail(state.promo, account, promotion, languageOfRequest(request), now(), ctx.publicUrl));
  });

  /** `{ id, requestId? }`: a JOIN promotion → SIGNED. */
  app.post(relayPath('MCSFE_joinPromotion'), async (request) => {
    const account = requireAccount(state, request);
    const payload = asPayload(request.body, 'promotion');
    const id = requiredId(payload, 'id');
    return idempotent(state.money, account.id, 'MCSFE_joinPromotion', payload, () => joinPromotion(state.promo, account, id, now()));
  });

  /** `{ id, requestId? }`: a promotion in CLAIM → CLAIMED, its bonus paid (5101). */
  app.post(relayPath('MCSFE_claimPromotion'), async (request) => {
    const account = requireAccount(state, request);
    const payload = asPayload(request.body, 'promotion');
    const id = requiredId(payload, 'id');
    return idempotent(state.money, account.id, 'MCSFE_claimPromotion', payload, () => claimPromotion(state.promo, state.money, account, id, now()));
  });

  /** `{ id, comment, images: [data URL], requestId? }`: comment 1–140, up to 3 png/jpg images of ≤ 5 MB each. */
  app.post(relayPath('MCSFE_applyPromotion'), { bodyLimit: APPLICATION_BODY_LIMIT }, async (request) => {
    const account = requireAccount(state, request);
    const payload = asPayload(request.body, 'application');
    const id = requiredId(payload, 'id');
    const comment = typeof payload.comment === 'string' ? payload.comment : undefined;
    return idempotent<unknown>(state.money, account.id, 'MCSFE_applyPromotion', payload, () => applyPromotion(state.promo, account, id, comment, payload.images, now()));
  });

  /** Reward centre: the running promotions with the member's status; `availableCount` = JOIN or CLAIM. */
  app.get(relayPath('MCSFE_getAvailablePromotions'), async (request) => {
    const account = requireAccount(state, request);
    const language = languageOfRequest(request);
    const list = PROMOTIONS.filter((promotion) => {
      const status = statusOf(state.promo, account, promotion, now());
      return status !== 'CLOSE' && status !== 'COMING_SOON';
    }).map((promotion) => toCard(state.promo, account, promotion, language, now(), ctx.publicUrl));
    return ok({ list: isTrial(account) ? [] : list, availableCount: availableCount(state.promo, account, now()) });
  });

  /**
   * `type=TICKET`: the tickets to claim (raffles and vouchers, not expired). Otherwise the claim
   * history: `startDate` / `endDate` within the last 90 days, newest first, 13 a page.
   */
  app.get(relayPath('MCS2_getPromotionClaimList'), async (request) => {
    const account = requireAccount(state, request);
    const query = request.query as Payload;
    const language = languageOfRequest(request);
    if (optionalText(query, 'type', { maxLength: 10 }) === 'TICKET') {
      const tickets = state.promo.tickets
        .filter((ticket) => ticket.accountId === account.id && ticketStatus(ticket, now()) === 'PENDING')
        .sort((a, b) => a.expireTime - b.expireTime)
        .map((ticket) => toTicketView(ticket, language, now()));
      return ok({ list: tickets });
    }
    const range = readRange(query, now(), CLAIM_HISTORY_DAYS);
    if (isFailure(range)) return range;
    const records = state.promo.claims
      .filter((record) => record.accountId === account.id && record.time >= range.from && record.time <= range.to)
      .sort((a, b) => b.time - a.time || b.id - a.id)
      .map((record) => toClaimView(record, language));
    const page = paginate(records, readPaging(query, CLAIM_PAGE_SIZE));
    return ok({ ...page, footer: { count: records.length, amount: records.reduce((sum, record) => sum + record.amount, 0) } });
  });

  /** `{ ticketId, requestId? }`: a raffle ticket draws its prize, a voucher pays its value (chosen: one claim call for both). */
  app.post(relayPath('MCS2_claimRafflePromotion'), async (request) => {
    const account = requireAccount(state, request);
    const payload = asPayload(request.body, 'ticket');
    const ticketId = requiredId(payload, 'ticketId');
    return idempotent(state.money, account.id, 'MCS2_claimRafflePromotion', payload, () =>
      claimTicket(state.promo, state.money, account, ticketId, now(), languageOfRequest(request)),
    );
  });

  /** Uploaded application images, served back (the key is unguessable). */
  app.get<{ Params: { file: string } }>('/assets/uploads/:file', async (request, reply) => {
    const image = state.promo.uploads.get(request.params.file);
    if (!image) return reply.callNotFound();
    return reply.header('content-type', image.mime).header('cache-control', 'private, max-age=3600').send(image.data);
  });

  app.get<{ Params: { file: string } }>('/assets/promotions/:file', async (request, reply) => {
    const match = /^(\d{1,6})\.svg$/.exec(request.params.file);
    const promotion = match ? findPromotionDefinition(Number(match[1])) : undefined;
    if (!promotion) return reply.callNotFound();
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', ASSET_CACHE_CONTROL).send(bannerSvg(`promotion-${promotion.id}`, promotion.title.EN));
  });
};
