import type { SimRoutes } from '../../context';
import { ok } from '../../lib/envelope';
import { relayPath } from '../../lib/relay';
import { isAgent, NO_CONTRACTS, toMemberInfo } from '../../state/accounts';
import { requireAccount } from '../../state/sessions';

export const memberRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.get('/wps/member/info', async (request) => ok(toMemberInfo(requireAccount(state, request))));

  app.get('/wps/member/info/icon', async (request) => ok({ avatarUrl: requireAccount(state, request).avatarUrl }));

  /** Contract requirement types; only agents have any (members and trial accounts answer zeros). */
  app.get('/wps/member/info/funds/consolidated', async (request) => {
    const account = requireAccount(state, request);
    return ok({ ...(isAgent(account) ? (account.consolidated ?? NO_CONTRACTS) : NO_CONTRACTS) });
  });

  /** Unread messages and available promotions (header badge). */
  app.get(relayPath('CSP_unreadCount'), async (request) => {
    const account = requireAccount(state, request);
    return ok({ count: account.unreadMessages, promotionCount: account.availablePromotions });
  });

  app.get(relayPath('MCS2_getPointBalance'), async (request) => ok({ points: requireAccount(state, request).points }));
};
