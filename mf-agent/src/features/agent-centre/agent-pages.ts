import type { Contracts } from '@gp/kernel';

/**
 * The agent centre's pages in the left-menu order of SPEC §2 and PLATFORM-FACTS, each its own
 * sub-route `/agentHome/<id>` with the SPEC name. SPEC names no route for deposit, withdraw,
 * platform messages, customer service and the transfer to the upline: `deposit`, `withdraw`,
 * `platformMessages`, `customerService` and `transferUpline` (the member centre's name) are
 * chosen (docs/agent-centre.md).
 */
export const AGENT_PAGES = [
  'deposit',
  'withdraw',
  'transferUpline',
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'platformMessages',
  'customerService',
] as const;

export type AgentPageId = (typeof AGENT_PAGES)[number];

/** /agentHome opens the team overview (PLATFORM-FACTS: initial page). */
export const DEFAULT_AGENT_PAGE: AgentPageId = 'agentTeamOverview';

/** The consolidated funds keys of one contract kind (SPEC §3). */
type ContractKey = keyof Contracts['consolidated'];

/**
 * A contract page shows when its whitelabel module is on (the module of its contract call,
 * PLATFORM-FACTS) and the agent's consolidated funds say the agent has that kind of contract
 * (its requirement type above 0). The session keys `enableContract` (dividend) and
 * `enableSalary` (the three salaries) are the shell's summary of the same answer.
 */
export type ContractSwitch = { modId: string; key: ContractKey; flag: 'enableContract' | 'enableSalary' };

export const CONTRACT_SWITCHES: Partial<Record<AgentPageId, ContractSwitch>> = {
  agentDividendRecordCopy2: { modId: 'SIGNCONDIV3', key: 'divtypereq', flag: 'enableContract' },
  agentDailyWages2: { modId: 'DAILYSALCONT3', key: 'dailysalreqtype', flag: 'enableSalary' },
  agentHourSalary: { modId: 'HOURSAL3', key: 'contracthoursalreq', flag: 'enableSalary' },
  agentRealtimeSalary: { modId: 'RTSALARY3', key: 'realtimesalreqtype', flag: 'enableSalary' },
};

/**
 * Pages behind a whitelabel module of their own: platform messages are the member centre's
 * messages page (messageV2), shown when its module INBOX3 is on, as in the member centre.
 */
export const MODULE_SWITCHES: Partial<Record<AgentPageId, string>> = {
  platformMessages: 'INBOX3',
};

export function isAgentPage(value: string | undefined): value is AgentPageId {
  return (AGENT_PAGES as readonly string[]).includes(value ?? '');
}
