import { agentKeys } from '../../../lib/agent-keys';

/** The query keys of the register centre: the rebate range a new downline may get, the affiliate links. */
export const registerKeys = {
  rebateRange: () => [...agentKeys.all, 'rebate-range'] as const,
  links: () => [...agentKeys.all, 'affiliate-links'] as const,
  linksPage: (page: number) => [...registerKeys.links(), page] as const,
};
