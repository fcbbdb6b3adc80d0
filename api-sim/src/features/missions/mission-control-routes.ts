import type { SimRoutes } from '../../context';
import { badRequest, ok } from '../../lib/envelope';
import { nowOf } from '../../money/clock';
import { findAccountByUsername } from '../../state/sim-state';
import { CONTROL_PREFIX } from '../control/faults';
import { findMission } from './mission-catalogue';
import { setProgress, toMissionView } from './mission-state';

const progressBodySchema = {
  type: 'object',
  required: ['username', 'missionId', 'progress'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    missionId: { type: 'integer' },
    progress: { type: 'number', minimum: 0, maximum: 100_000_000 },
  },
} as const;

/** The operator's side of the missions (README "Missions"). */
export const missionControlRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  /** Sets a mission's progress for the current period (bets placed afterwards add to it); answers the mission. */
  app.post<{ Body: { username: string; missionId: number; progress: number } }>(
    `${CONTROL_PREFIX}/missions/progress`,
    { schema: { body: progressBodySchema } },
    async (request) => {
      const account = findAccountByUsername(state, request.body.username);
      if (!account) throw badRequest(`Invalid request: no account ${request.body.username}`);
      const mission = findMission(request.body.missionId);
      if (!mission) throw badRequest(`Invalid request: no mission ${request.body.missionId}`);
      const now = nowOf(state.clock);
      setProgress(state.missions, account, mission, request.body.progress, now);
      return ok(toMissionView(state.missions, state.money, account, mission, now, 'EN'));
    },
  );
};
