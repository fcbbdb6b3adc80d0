import type { FastifyRequest } from 'fastify';
import type { SimRoutes } from '../../context';
import { fail, ok } from '../../lib/envelope';
import { asPayload, requiredId, type Payload } from '../../lib/input';
import { languageOf, relayPath } from '../../lib/relay';
import { nowOf } from '../../money/clock';
import { idempotent, paginate, readPaging } from '../../money/requests';
import { requireAccount } from '../../state/sessions';
import type { Language } from './mission-catalogue';
import { claimMission, leaderboard, MISSION_MESSAGES, MISSION_PAGE_SIZE, missionViews } from './mission-state';

const languageOfRequest = (request: FastifyRequest): Language => (languageOf(request.query as Payload) === 'TY' ? 'TY' : 'EN');

/** missionLeaderboard (MISSIONLB3): missions with milestones driven by bets, claim, the weekly leaderboard (issue 12). */
export const missionRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;
  const now = () => nowOf(state.clock);
  const enabled = () => state.features.MISSIONLB3 !== false;
  const closed = () => fail(MISSION_MESSAGES.off, null, 'MODULE_DISABLED');

  /** The missions, 5 a page, with `claimableCount` over every page (the menu's badge). */
  app.get<{ Querystring: Payload }>(relayPath('MCSFE_getMissionSummaryDetails'), async (request) => {
    const account = requireAccount(state, request);
    if (!enabled()) return closed();
    const views = missionViews(state.missions, state.money, account, now(), languageOfRequest(request));
    const page = paginate(views, readPaging(request.query, MISSION_PAGE_SIZE));
    return ok({ ...page, claimableCount: views.filter((mission) => mission.rewardStatus === 'I').length });
  });

  app.get(relayPath('MCSFE_getMissionLeaderboard'), async (request) => {
    const account = requireAccount(state, request);
    if (!enabled()) return closed();
    return ok(leaderboard(state.missions, state.money, account, now()));
  });

  /** `{ missionId, requestId? }`: pays the mission's claimable milestones once; a repeat of the requestId answers the same. */
  app.post(relayPath('MCSFE_claimMissionReward'), async (request) => {
    const account = requireAccount(state, request);
    if (!enabled()) return closed();
    const payload = asPayload(request.body, 'a mission');
    const missionId = requiredId(payload, 'missionId');
    return idempotent(state.money, account.id, 'MCSFE_claimMissionReward', payload, () =>
      claimMission(state.missions, state.money, account, missionId, now(), languageOfRequest(request)),
    );
  });
};
