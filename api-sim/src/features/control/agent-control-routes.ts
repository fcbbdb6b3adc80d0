import type { SimRoutes } from '../../context';
import { badRequest, ok } from '../../lib/envelope';
import { type Account, isAgent, NO_CONTRACTS, type ConsolidatedInfo } from '../../state/accounts';
import { findAccountByUsername } from '../../state/sim-state';
import { toContractView } from '../../team/contracts';
import { toRecordView } from '../agent/agent-contract-routes';
import { CONTROL_PREFIX } from './faults';

const FLAG_KEYS = ['dailysalreqtype', 'divtypereq', 'contracthoursalreq', 'realtimesalreqtype'] as const;

const agentFlagsBodySchema = {
  type: 'object',
  required: ['username'],
  minProperties: 2,
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    ...Object.fromEntries(FLAG_KEYS.map((key) => [key, { type: 'integer', minimum: 0, maximum: 9 }])),
  },
} as const;

const accountStatusBodySchema = {
  type: 'object',
  required: ['username', 'status'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    status: { type: 'integer', enum: [0, 1, 2, 7] },
  },
} as const;

type AgentFlagsBody = { username: string } & Partial<ConsolidatedInfo>;

/** Control of the agent centre: an agent's contract types (the shell's enableSalary / enableContract), and a debug view. */
export const agentControlRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.post<{ Body: AgentFlagsBody }>(`${CONTROL_PREFIX}/agent-flags`, { schema: { body: agentFlagsBodySchema } }, async (request) => {
    const { username, ...flags } = request.body;
    const account = findAccountByUsername(state, username);
    if (!account || !isAgent(account)) throw badRequest('Invalid request: username must name an agent');
    account.consolidated = { ...(account.consolidated ?? NO_CONTRACTS), ...flags };
    return ok({ username: account.username, ...account.consolidated });
  });

  /** An account's member status (0 blocked, 1 normal, 2 login forbidden, 7 deleted), as the operator would set it. */
  app.post<{ Body: { username: string; status: Account['status'] } }>(`${CONTROL_PREFIX}/account-status`, { schema: { body: accountStatusBodySchema } }, async (request) => {
    const account = findAccountByUsername(state, request.body.username);
    if (!account) throw badRequest('Invalid request: unknown username');
    account.status = request.body.status;
    return ok({ username: account.username, status: account.status });
  });

  app.get<{ Querystring: { username?: string } }>(`${CONTROL_PREFIX}/contracts`, async (request) => {
    const account = request.query.username === undefined ? undefined : findAccountByUsername(state, request.query.username);
    if (request.query.username !== undefined && !account) throw badRequest('Invalid request: unknown username');
    const contracts = state.team.contracts.filter((contract) => !account || contract.uplineId === account.id || contract.downlineId === account.id);
    return ok({
      contracts: contracts.map((contract) => toContractView(state, contract)),
      records: state.team.salaryRecords.filter((record) => !account || record.accountId === account.id).slice(-20).map(toRecordView),
    });
  });
};
