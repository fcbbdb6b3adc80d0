import { atom, useAtomValue } from '../state/jotai';
import type { WhitelabelNode } from '../api/schemas/system';

/** Feature-switch module ids of SPEC §3 and §6 (the whitelabel tree's `modId`s). */
export const FEATURE_MODULES = {
  USERNAMEREG3: 'USERNAMEREG3',
  MOBILENUMREG3: 'MOBILENUMREG3',
  REGMOBVERF3: 'REGMOBVERF3',
  MOBILENUMPASSREG3: 'MOBILENUMPASSREG3',
  CHNGPASSVERIF3: 'CHNGPASSVERIF3',
  AGENTPOLICY3: 'AGENTPOLICY3',
  FREEPLAY3: 'FREEPLAY3',
  PWDEXPFORCECHANGE3: 'PWDEXPFORCECHANGE3',
  MOBILEVERCODELOGIN3: 'MOBILEVERCODELOGIN3',
  PTSYS3: 'PTSYS3',
} as const;

export type FeatureModuleId = keyof typeof FEATURE_MODULES;

/**
 * True when `modId` is in the tree and it and all its ancestors are enabled (a disabled parent
 * disables its children). A module absent from the tree is off.
 */
export function isFeatureEnabled(
  tree: readonly WhitelabelNode[] | null | undefined,
  modId: FeatureModuleId | (string & {}),
): boolean {
  if (!tree) return false;
  const stack: WhitelabelNode[] = tree.filter((node) => node.enabled);
  while (stack.length > 0) {
    const node = stack.pop() as WhitelabelNode;
    if (node.modId === modId) return true;
    for (const child of node.childrenNodes) if (child.enabled) stack.push(child);
  }
  return false;
}

const featuresStateAtom = atom<readonly WhitelabelNode[] | null>(null);

/** The whitelabel tree, or null until /wps/system/whitelabel has answered. */
export const featuresAtom = atom((get) => get(featuresStateAtom));

export const setFeaturesAtom = atom(null, (_get, set, tree: readonly WhitelabelNode[] | null) => {
  set(featuresStateAtom, tree);
});

export function useFeature(modId: FeatureModuleId | (string & {})): boolean {
  return isFeatureEnabled(useAtomValue(featuresAtom), modId);
}
