import type { SimRoutes } from '../../context';
import { badRequest, ok } from '../../lib/envelope';
import { nowOf } from '../../money/clock';
import { findAccountByUsername } from '../../state/sim-state';
import { CONTROL_PREFIX } from '../control/faults';
import { inviteesOf, referralCodeOf, referralSummary } from './referral-state';

const switchBodySchema = {
  type: 'object',
  required: ['enabled'],
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' } },
} as const;

/** The operator's side of referral (README "Referral"). */
export const referralControlRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  /** The REFERRAL promotion switch. */
  app.post<{ Body: { enabled: boolean } }>(`${CONTROL_PREFIX}/referral`, { schema: { body: switchBodySchema } }, async (request) => {
    state.referral.enabled = request.body.enabled;
    return ok({ enabled: state.referral.enabled });
  });

  /** An account's code, summary and invitees with their full usernames. */
  app.get<{ Querystring: { username?: string } }>(`${CONTROL_PREFIX}/referral`, async (request) => {
    const account = findAccountByUsername(state, request.query.username ?? 'demo01');
    if (!account) throw badRequest(`Invalid request: no account ${request.query.username ?? ''}`);
    return ok({
      enabled: state.referral.enabled,
      referralCode: referralCodeOf(state.referral, account),
      summary: referralSummary(state.referral, state.money, account, nowOf(state.clock)),
      invitees: inviteesOf(state.referral, account).map((invitee) => ({ username: invitee.username, accountId: invitee.accountId })),
    });
  });
};
