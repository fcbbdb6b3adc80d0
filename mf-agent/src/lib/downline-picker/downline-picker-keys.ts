import { agentKeys } from '../agent-keys';

/** The downline picker's searches, under the team: a change to the team refreshes them. */
export const downlinePickerKeys = {
  all: [...agentKeys.team(), 'picker'] as const,
  search: (subordinateType: SubordinateType, name: string) => [...downlinePickerKeys.all, subordinateType, name] as const,
};

export type SubordinateType = 'SELF' | 'DIRECT';
