import type { SimRoutes } from '../../context';
import { fail, ok } from '../../lib/envelope';
import type { Payload } from '../../lib/input';
import { relayPath } from '../../lib/relay';
import { nowOf } from '../../money/clock';
import { paginate, readPaging } from '../../money/requests';
import { requireAccount } from '../../state/sessions';
import { inviteesOf, REFERRAL_MESSAGES, REFERRAL_PAGE_SIZE, referralSummary, toInviteeView } from './referral-state';

/**
 * Referral (issue 12; call names chosen in the platform's style, docs/api-contract.md "Referral"):
 * my code, what my invitees earned me today and yesterday, their counts, and the invitees 7 a page.
 */
export const referralRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;
  const now = () => nowOf(state.clock);

  /** With the REFERRAL promotion off: `{ enabled: false }` only (the member centre hides the page). */
  app.get(relayPath('MCSFE_getReferralInfo'), async (request) => {
    const account = requireAccount(state, request);
    if (!state.referral.enabled) return ok({ enabled: false });
    return ok(referralSummary(state.referral, state.money, account, now()));
  });

  /** My invitees, newest first, 7 a page. */
  app.get<{ Querystring: Payload }>(relayPath('MCSFE_getReferralInvitees'), async (request) => {
    const account = requireAccount(state, request);
    if (!state.referral.enabled) return fail(REFERRAL_MESSAGES.off, null, 'MODULE_DISABLED');
    const page = paginate(inviteesOf(state.referral, account), readPaging(request.query, REFERRAL_PAGE_SIZE));
    return ok({ ...page, list: page.list.map((invitee) => toInviteeView(invitee, state.money, now())) });
  });
};
