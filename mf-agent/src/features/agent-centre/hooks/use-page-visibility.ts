import { type Contracts, contractsAtom, FEATURE_MODULES, featuresAtom, isFeatureEnabled, type WhitelabelNode } from '@gp/kernel';
import { useAtomValue } from 'jotai';
import { useUplineSwitch } from '@gp/account-centre-kit';
import { AGENT_PAGES, type AgentPageId, CONTRACT_SWITCHES, type ContractSwitch, MODULE_SWITCHES } from '../agent-pages';

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

/** A page behind a whitelabel module of its own (platform messages: INBOX3). */
export function moduleVisibility(modId: string, tree: readonly WhitelabelNode[] | null): PageVisibility {
  if (!tree) return 'unknown';
  return isFeatureEnabled(tree, modId) ? 'on' : 'off';
}

/**
 * Transfer to the upline: only for an agent whose upline takes transfers (MCS2_transferUplineInfo
 * `allowed`). When that cannot be read the page shows, with the failure and its Retry.
 */
function uplineVisibility(access: { data?: boolean; isError: boolean }): PageVisibility {
  if (access.data !== undefined) return access.data ? 'on' : 'off';
  return access.isError ? 'on' : 'unknown';
}

/** The visibility of every agent-centre page for this account and site. */
export function usePageVisibility(): Record<AgentPageId, PageVisibility> {
  const inputs: SwitchInputs = { tree: useAtomValue(featuresAtom), contracts: useAtomValue(contractsAtom) };
  const upline = uplineVisibility(useUplineSwitch());
  return Object.fromEntries(
    AGENT_PAGES.map((id) => {
      const modId = MODULE_SWITCHES[id];
      if (id === 'transferUpline') return [id, upline];
      return [id, modId ? moduleVisibility(modId, inputs.tree) : pageVisibility(CONTRACT_SWITCHES[id], inputs)];
    }),
  ) as Record<AgentPageId, PageVisibility>;
}
