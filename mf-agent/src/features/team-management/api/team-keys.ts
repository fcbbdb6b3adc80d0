import { agentKeys } from '../../../lib/agent-keys';
import type { DownlineQuery } from './downlines';

/** The query keys of the team (downlines), under `agentKeys.team()`: a change to the team invalidates `all`. */
export const teamKeys = {
  all: agentKeys.team(),
  downlines: (query: DownlineQuery) => [...teamKeys.all, 'downlines', query] as const,
  detail: (account: string) => [...teamKeys.all, 'detail', account] as const,
  transferInfo: (account: string) => [...teamKeys.all, 'transfer-info', account] as const,
};
