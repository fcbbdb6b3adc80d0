import type { NamedRange } from '@gp/account-centre-kit';
import { agentKeys } from '../../../lib/agent-keys';

/** The query keys of the team overview, one per range, under `agentKeys.teamOverview()`. */
export const teamOverviewKeys = {
  all: agentKeys.teamOverview(),
  range: (range: NamedRange) => [...teamOverviewKeys.all, range] as const,
};
