import type { SimRoutes } from '../../context';
import { ok } from '../../lib/envelope';
import { relayPath } from '../../lib/relay';
import { isAgent, NO_CONTRACTS, toMemberInfo } from '../../state/accounts';
import { requireAccount } from '../../state/sessions';
import { consolidatedContracts } from '../agent/agent-contract-routes';
import { unreadCount } from '../messages/message-state';
import { availableCount } from '../promotions/promotion-state';
import { nowOf } from '../../money/clock';

/** Members and trial accounts: no offers, no contracts. */
const NO_CONTRACT_DETAILS = { pendingOffers: [], dailysalinfotype: null, divtypeinfo: null, contracthoursalinfo: null, realtimesalinfotype: null } as const;

/** Reward status (PLATFORM-FACTS): A received, I claimable, E expired, F finished, null in progress. */
export const MISSIONS = [
  { missionId: 1, missionName: 'First deposit of the day', rewardStatus: 'I', progress: 1, target: 1, reward: 10 },
  { missionId: 2, missionName: 'Bet 1,000 on slots', rewardStatus: 'I', progress: 1000, target: 1000, reward: 20 },
  { missionId: 3, missionName: 'Play 3 live tables', rewardStatus: 'A', progress: 3, target: 3, reward: 15 },
  { missionId: 4, missionName: 'Bet 5,000 this week', rewardStatus: null, progress: 1250, target: 5000, reward: 50 },
  { missionId: 5, missionName: 'Invite a friend', rewardStatus: null, progress: 0, target: 1, reward: 30 },
] as const;

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

  /** Unread inbox messages and available promotions (JOIN or CLAIM: the header's and the reward centre's badge). */
  app.get(relayPath('CSP_unreadCount'), async (request) => {
    const account = requireAccount(state, request);
    return ok({ count: unreadCount(state.messages, account, nowOf(state.clock)), promotionCount: availableCount(state.promo, account, nowOf(state.clock)) });
  });

  /**
   * Missions (chosen shape, issue 12 fills the page): the same five for every account, two of
   * them with a reward to claim (`rewardStatus` I), which the member centre's badge counts.
   */
  app.get(relayPath('MCSFE_getMissionSummaryDetails'), async (request) => {
    requireAccount(state, request);
    return ok({ list: MISSIONS });
  });
};
