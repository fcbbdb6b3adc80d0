import { type Contracts, contractsAtom, FEATURE_MODULES, featuresAtom, isFeatureEnabled, useAtomValue, type WhitelabelNode } from 'shared';
import { AGENT_PAGES, type AgentPageId, CONTRACT_SWITCHES, type ContractSwitch } from '../agent-pages';

/** 'unknown' until every switch a page depends on is known: such a page has no menu entry yet. */
export type PageVisibility = 'on' | 'off' | 'unknown';

export type SwitchInputs = { tree: readonly WhitelabelNode[] | null; contracts: Contracts | null };

export function pageVisibility(pageSwitch: ContractSwitch | undefined, { tree, contracts }: SwitchInputs): PageVisibility {
  if (!pageSwitch) return 'on';
  if (!tree) return 'unknown';
  // Without the agent policy the shell never asks for the consolidated funds: no contract pages.
  if (!isFeatureEnabled(tree, FEATURE_MODULES.AGENTPOLICY3) || !isFeatureEnabled(tree, pageSwitch.modId)) return 'off';
  if (!contracts) return 'unknown';
  return contracts[pageSwitch.flag] && contracts.consolidated[pageSwitch.key] > 0 ? 'on' : 'off';
}

/** The visibility of every agent-centre page for this account and site. */
export function usePageVisibility(): Record<AgentPageId, PageVisibility> {
  const inputs: SwitchInputs = { tree: useAtomValue(featuresAtom), contracts: useAtomValue(contractsAtom) };
  return Object.fromEntries(AGENT_PAGES.map((id) => [id, pageVisibility(CONTRACT_SWITCHES[id], inputs)])) as Record<AgentPageId, PageVisibility>;
}
