import type { SimRoutes } from '../../context';
import { agentAnnouncements } from '../../content/agent-announcements';
import { badRequest, fail, ok, type Envelope } from '../../lib/envelope';
import { asPayload, optionalText, requiredText, type Payload } from '../../lib/input';
import { encBodySchema, type EncBody } from '../../lib/jwe';
import { passwordCheckPath, relayPath } from '../../lib/relay';
import { DAY_MS, formatTime, nowOf } from '../../money/clock';
import { mainBalance, totalBalance } from '../../money/ledger';
import { ledgerOf } from '../../money/money-state';
import { transferBetweenAccounts } from '../../money/operations';
import { idempotent, paginate, readAmountCents, readPaging } from '../../money/requests';
import { TX } from '../../money/transaction-types';
import { MEMBER_TYPE, newAccount, toAmount, type Account } from '../../state/accounts';
import { addAccount, findAccountByUsername, type SimState } from '../../state/sim-state';
import type { AffiliateLink, LinkExpiry } from '../../team/team-state';
import { newPasswordError } from '../password/password-routes';
import { checkPaymentPassword } from '../withdraw/payment-password';
import { agentOf, levelBelow, notAnAgent, notInTeam, teamAccount, textOf, toDownlineRow } from './agent-access';
import { AGENT_PAGE_SIZE } from './agent-team-routes';

export const MANAGE_MESSAGES = {
  rebateRange: 'The rebate rate is outside the allowed range',
  usernameExists: 'Username already exists',
  usernameRule: 'Username: 4–16 letters and digits, starting with a letter',
  inconsistent: 'The two passwords are inconsistent',
  linkLimit: 'You have reached the maximum number of links',
  linkNotFound: 'Link not found',
  insufficient: 'Insufficient balance in the main wallet',
  aboveMax: 'The amount is above the transfer limit',
  downlineBlocked: 'This account cannot receive transfers',
} as const;

/** Limits of one transfer to a downline (chosen, as the transfer to the upline). */
export const DOWNLINE_TRANSFER_LIMITS = { minAmount: 1, maxAmount: 50_000 } as const;
const MAX_LINKS = 20;
const USERNAME_RULE = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
const LINK_EXPIRY: Readonly<Record<LinkExpiry, number | null>> = { NONE: null, '1D': DAY_MS, '7D': 7 * DAY_MS, '30D': 30 * DAY_MS, '1Y': 365 * DAY_MS, PERMANENT: null };
const LINK_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The rebate rates an agent may give: from 0 to its own, in steps of 0.1. */
export const rebateRange = (agent: Account) => ({ minRate: 0, maxRate: agent.rebateRate, step: 0.1, ownRate: agent.rebateRate });

function readRebate(payload: Payload, agent: Account): number | Envelope<{ minRate: number; maxRate: number }> {
  const raw = payload.rebateRate;
  const rate = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(rate)) throw badRequest('Invalid request: rebateRate must be a number');
  const range = rebateRange(agent);
  if (rate < range.minRate || rate > range.maxRate || Math.abs(rate * 10 - Math.round(rate * 10)) > 1e-9) {
    return fail(MANAGE_MESSAGES.rebateRange, { minRate: range.minRate, maxRate: range.maxRate }, 'REBATE_OUT_OF_RANGE');
  }
  return Math.round(rate * 10) / 10;
}

const readUserType = (payload: Payload): 'AGENT' | 'MEMBER' => {
  const value = typeof payload.userType === 'string' ? payload.userType.trim().toUpperCase() : '';
  if (value !== 'AGENT' && value !== 'MEMBER') throw badRequest('Invalid request: userType must be AGENT or MEMBER');
  return value;
};

/** A new direct downline of `upline` (registration by the agent or through one of its links). */
export function createDownline(state: SimState, upline: Account, fields: { username: string; password: string; nickname?: string; userType: 'AGENT' | 'MEMBER'; rebateRate: number }): Account {
  const agent = fields.userType === 'AGENT';
  return addAccount(state, (id) =>
    newAccount(id, {
      username: fields.username,
      password: fields.password,
      nickname: fields.nickname ?? fields.username,
      type: agent ? MEMBER_TYPE.agent : MEMBER_TYPE.member,
      uplineId: upline.id,
      rebateRate: fields.rebateRate,
      affiliateCode: agent ? fields.username.toUpperCase() : null,
      consolidated: agent ? { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 } : null,
      firstTimeLogin: true,
    }),
  );
}

function toLinkView(state: SimState, link: AffiliateLink, shellOrigin: string) {
  return {
    id: link.id,
    code: link.code,
    url: `${shellOrigin}/?affiliateCode=${link.code}`,
    userType: link.userType,
    rebateRate: link.rebateRate,
    channel: link.channel,
    remark: link.remark,
    expiry: link.expiry,
    createTime: formatTime(link.createTime),
    expireTime: link.expireTime === null ? null : formatTime(link.expireTime),
    expired: link.expireTime !== null && link.expireTime <= nowOf(state.clock),
    registrations: link.registrations,
  };
}

function newLinkCode(state: SimState): string {
  let code: string;
  do {
    code = Array.from({ length: 8 }, () => state.rng.pick([...LINK_ALPHABET])).join('');
  } while (state.team.links.some((link) => link.code === code));
  return code;
}

export const agentManageRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;
  /** Links point at the shell: the first allowed origin (the local shell by default). */
  const { shellOrigin } = ctx;

  app.get(relayPath('MCS2_getRebateRange'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    return ok(rebateRange(agent));
  });

  /** enc: `{ userType, username, password, confirmPassword, nickname?, rebateRate }` → the new direct downline. */
  app.post<{ Body: EncBody }>(relayPath('MCS2_registerSubordinate'), { schema: { body: encBodySchema } }, async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const payload = asPayload(await ctx.decrypt(request.body.value), 'registration');
    const userType = readUserType(payload);
    const username = requiredText(payload, 'username', { maxLength: 64 });
    const password = requiredText(payload, 'password', { maxLength: 100, trim: false });
    const confirmPassword = optionalText(payload, 'confirmPassword', { maxLength: 100, trim: false });
    const nickname = optionalText(payload, 'nickname', { maxLength: 20 });
    const errors: Record<string, string> = {};
    if (!USERNAME_RULE.test(username)) errors.username = MANAGE_MESSAGES.usernameRule;
    const passwordError = newPasswordError(password);
    if (passwordError !== undefined) errors.password = passwordError;
    if (confirmPassword !== password) errors.confirmPassword = MANAGE_MESSAGES.inconsistent;
    const first = Object.values(errors)[0];
    if (first !== undefined) return fail(first, { errors }, 'VALIDATION_FAILED');
    if (findAccountByUsername(state, username)) return fail(MANAGE_MESSAGES.usernameExists, { errors: { username: MANAGE_MESSAGES.usernameExists } }, 'USERNAME_EXISTS');
    const rebate = readRebate(payload, agent);
    if (typeof rebate !== 'number') return rebate;
    const account = createDownline(state, agent, { username, password, nickname, userType, rebateRate: rebate });
    return ok(toDownlineRow(state, { account, level: 1 }));
  });

  app.get(relayPath('MCS2_affiliateLinkList'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const paging = readPaging(asPayload(request.query, 'query'), AGENT_PAGE_SIZE);
    const links = state.team.links.filter((link) => link.ownerId === agent.id).sort((a, b) => b.id - a.id);
    const page = paginate(links, paging);
    return ok({ ...page, list: page.list.map((link) => toLinkView(state, link, shellOrigin)), footer: null });
  });

  /** `{ userType, rebateRate, expiry, channel, remark? }` → the new link. */
  app.post(relayPath('MCS2_createAffiliateLink'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const payload = asPayload(request.body, 'body');
    const userType = readUserType(payload);
    const expiry = typeof payload.expiry === 'string' ? payload.expiry.trim().toUpperCase() : '';
    if (!Object.hasOwn(LINK_EXPIRY, expiry)) throw badRequest(`Invalid request: expiry must be one of ${Object.keys(LINK_EXPIRY).join(', ')}`);
    const channel = requiredText(payload, 'channel', { maxLength: 30 });
    const remark = optionalText(payload, 'remark', { maxLength: 50 }) ?? '';
    const rebate = readRebate(payload, agent);
    if (typeof rebate !== 'number') return rebate;
    if (state.team.links.filter((link) => link.ownerId === agent.id).length >= MAX_LINKS) return fail(MANAGE_MESSAGES.linkLimit, null, 'LINK_LIMIT');
    const now = nowOf(state.clock);
    const span = LINK_EXPIRY[expiry as LinkExpiry];
    const link: AffiliateLink = {
      id: state.team.nextLinkId++,
      ownerId: agent.id,
      code: newLinkCode(state),
      userType,
      rebateRate: rebate,
      channel,
      remark,
      expiry: expiry as LinkExpiry,
      createTime: now,
      expireTime: span === null ? null : now + span,
      registrations: 0,
    };
    state.team.links.push(link);
    return ok(toLinkView(state, link, shellOrigin));
  });

  app.delete(relayPath('MCS2_deleteAffiliateLink'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const payload = { ...asPayload(request.query ?? {}, 'query'), ...(request.body && typeof request.body === 'object' ? asPayload(request.body, 'body') : {}) };
    const id = Number(payload.id);
    if (!Number.isInteger(id) || id < 1) throw badRequest('Invalid request: id must be a positive integer');
    const index = state.team.links.findIndex((link) => link.id === id && link.ownerId === agent.id);
    if (index < 0) return fail(MANAGE_MESSAGES.linkNotFound, null, 'LINK_NOT_FOUND');
    state.team.links.splice(index, 1);
    return ok(null);
  });

  app.get(relayPath('MCS2_transferDownlineInfo'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const account = teamAccount(state, agent, requiredText(asPayload(request.query, 'query'), 'account', { maxLength: 64 }));
    if (!account) return notInTeam();
    return ok({
      allowed: account.status !== 0 && account.status !== 7,
      account: account.username,
      nickname: account.nickname,
      downlineBalance: toAmount(totalBalance(ledgerOf(state.money, account.id))),
      mainBalance: toAmount(mainBalance(ledgerOf(state.money, agent.id))),
      hasPaymentPassword: agent.paymentPassword !== null,
      ...DOWNLINE_TRANSFER_LIMITS,
    });
  });

  /**
   * pw call (enc): `{ account, amount, paymentPassword, remark?, requestId? }`: 6235 on the agent's
   * main wallet, 6236 on the downline's, one order number.
   */
  app.post<{ Body: EncBody }>(passwordCheckPath('MCS2_transferDownline'), { schema: { body: encBodySchema } }, async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const payload = asPayload(await ctx.decrypt(request.body.value), 'transfer');
    const amountCents = readAmountCents(payload);
    const username = requiredText(payload, 'account', { maxLength: 64 });
    const remark = optionalText(payload, 'remark', { maxLength: 100 }) ?? agent.username;
    return idempotent(state.money, agent.id, 'MCS2_transferDownline', payload, () => {
      const account = teamAccount(state, agent, username);
      if (!account) return notInTeam();
      if (account.status === 0 || account.status === 7) return fail(MANAGE_MESSAGES.downlineBlocked, null, 'DOWNLINE_BLOCKED');
      const refused = checkPaymentPassword(agent, textOf(payload, 'paymentPassword'));
      if (refused) return refused;
      if (amountCents > DOWNLINE_TRANSFER_LIMITS.maxAmount * 100) return fail(MANAGE_MESSAGES.aboveMax, null, 'AMOUNT_TOO_HIGH');
      if (mainBalance(ledgerOf(state.money, agent.id)) < amountCents) return fail(MANAGE_MESSAGES.insufficient, null, 'INSUFFICIENT_BALANCE');
      const orderNo = transferBetweenAccounts(state.money, {
        fromId: agent.id,
        toId: account.id,
        amountCents,
        time: nowOf(state.clock),
        outType: TX.transferDownline,
        inType: TX.transferFromUpline,
        remark: `${account.username}: ${remark}`,
        toRemark: `${agent.username}: ${remark}`,
      });
      return ok({
        orderNo,
        account: account.username,
        amount: toAmount(amountCents),
        remark,
        mainBalance: toAmount(mainBalance(ledgerOf(state.money, agent.id))),
        downlineBalance: toAmount(totalBalance(ledgerOf(state.money, account.id))),
        level: levelBelow(state, agent, account),
      });
    });
  });

  /** Agent announcements (paged HTML, newest first; one carries hostile HTML). */
  app.get(relayPath('MCSFE_getAgentAnnouncements'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const query = asPayload(request.query, 'query');
    const number = (key: string, fallback: number, max: number): number => {
      const raw = query[key];
      if (raw === undefined || raw === '') return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 1 || value > max) throw badRequest(`Invalid request: ${key} must be an integer from 1 to ${max}`);
      return value;
    };
    const pageNo = number('pageNo', 1, 1_000_000);
    const pageSize = number('pageSize', 9, 50);
    const language = typeof query.language === 'string' && query.language.toUpperCase() === 'TY' ? 'TY' : 'EN';
    const all = agentAnnouncements(language);
    return ok({ list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, total: all.length, totalPages: Math.ceil(all.length / pageSize) });
  });
};
