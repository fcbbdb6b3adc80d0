/**
 * The areas of the agent centre's query keys that several features change: a transfer, a
 * registration or a contract refreshes the team and its overview, a transfer to the upline the reports. Each feature's key factory
 * extends these; every key of the app starts with `agentKeys.all`.
 */
export const agentKeys = {
  all: ['agent'] as const,
  team: () => [...agentKeys.all, 'team'] as const,
  teamOverview: () => [...agentKeys.all, 'teamOverview'] as const,
  reports: () => [...agentKeys.all, 'report'] as const,
};
