/** Whitelabel modules (SPEC §3, §6): a tree of switches served by /wps/system/whitelabel. */
export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

interface ModuleDefinition {
  modId: string;
  enabled: boolean;
  children?: readonly ModuleDefinition[];
}

const MODULE_TREE: readonly ModuleDefinition[] = [
  {
    modId: 'REGISTER3',
    enabled: true,
    children: [
      { modId: 'USERNAMEREG3', enabled: true },
      { modId: 'MOBILENUMREG3', enabled: false },
      { modId: 'REGMOBVERF3', enabled: false },
      { modId: 'MOBILENUMPASSREG3', enabled: false },
    ],
  },
  {
    modId: 'LOGIN3',
    enabled: true,
    children: [
      { modId: 'FREEPLAY3', enabled: true },
      { modId: 'MOBILEVERCODELOGIN3', enabled: false },
      { modId: 'PWDEXPFORCECHANGE3', enabled: true },
      // Social login (SPEC §4): POST /wps/session/login/social per provider.
      { modId: 'GOOGLELOGIN3', enabled: false },
      { modId: 'FACEBOOKLOGIN3', enabled: false },
    ],
  },
  { modId: 'SECURITY3', enabled: true, children: [{ modId: 'CHNGPASSVERIF3', enabled: false }] },
  {
    modId: 'AGENT3',
    enabled: true,
    // The agent centre's contract modules (PLATFORM-FACTS): dividend, daily, hourly and real-time salary.
    children: [
      { modId: 'AGENTPOLICY3', enabled: true },
      { modId: 'SIGNCONDIV3', enabled: true },
      { modId: 'DAILYSALCONT3', enabled: true },
      { modId: 'HOURSAL3', enabled: true },
      { modId: 'RTSALARY3', enabled: true },
    ],
  },
  {
    modId: 'MEMBER3',
    enabled: true,
    // The member centre's page modules (PLATFORM-FACTS): wallet transfers, account record,
    // reward centre, missions, inbox; points.
    children: [
      { modId: 'PTSYS3', enabled: true },
      { modId: 'FUNDTRANS3', enabled: true },
      { modId: 'MEMTRANS3', enabled: true },
      { modId: 'REWCEN3', enabled: true },
      { modId: 'MISSIONLB3', enabled: true },
      { modId: 'INBOX3', enabled: true },
    ],
  },
];

export type Features = Record<string, boolean>;

function flatten(nodes: readonly ModuleDefinition[]): ModuleDefinition[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

export const MODULE_IDS: readonly string[] = flatten(MODULE_TREE).map((node) => node.modId);

export function defaultFeatures(): Features {
  return Object.fromEntries(flatten(MODULE_TREE).map((node) => [node.modId, node.enabled]));
}

export function whitelabelTree(features: Features): WhitelabelNode[] {
  const toNode = (definition: ModuleDefinition): WhitelabelNode => ({
    modId: definition.modId,
    enabled: features[definition.modId] ?? definition.enabled,
    childrenNodes: (definition.children ?? []).map(toNode),
  });
  return MODULE_TREE.map(toNode);
}
