import type { SimRoutes } from '../../context';
import { ok } from '../../lib/envelope';
import { relayPath } from '../../lib/relay';
import { isAgent, NO_CONTRACTS, toMemberInfo } from '../../state/accounts';
import { requireAccount } from '../../state/sessions';
import { consolidatedContracts } from '../agent/agent-contract-routes';
import { unreadCount } from '../messages/message-state';
import { availableCount } from '../promotions/promotion-state';
import { claimableCount } from '../missions/mission-state';
import { nowOf } from '../../money/clock';

/** Members and trial accounts: no offers, no contracts. */
const NO_CONTRACT_DETAILS = { pendingOffers: [], dailysalinfotype: null, divtypeinfo: null, contracthoursalinfo: null, realtimesalinfotype: null } as const;

export const memberRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.get('/wps/member/info', async (request) => ok(toMemberInfo(requireAccount(state, request))));

  app.get('/wps/member/info/icon', async (request) => ok({ avatarUrl: requireAccount(state, request).avatarUrl }));

  /** Contract requirement types; only agents have any (members and trial accounts answer zeros). */
  app.get('/wps/member/info/funds/consolidated', async (request) => {
    const account = requireAccount(state, request);
    if (!isAgent(account)) return ok({ ...NO_CONTRACTS, ...NO_CONTRACT_DETAILS });
    return ok({ ...(account.consolidated ?? NO_CONTRACTS), ...consolidatedContracts(state, account) });
  });

  /** Unread inbox messages, available promotions (JOIN or CLAIM: the header's and the reward centre's badge) and missions to claim. */
  app.get(relayPath('CSP_unreadCount'), async (request) => {
    const account = requireAccount(state, request);
    const now = nowOf(state.clock);
    return ok({
      count: unreadCount(state.messages, account, now),
      promotionCount: availableCount(state.promo, account, now),
      missionCount: state.features.MISSIONLB3 === false ? 0 : claimableCount(state.missions, state.money, account, now),
    });
  });

};
