import type { FastifyRequest } from 'fastify';
import type { SimRoutes } from '../../context';
import { badRequest, fail, ok, type Envelope } from '../../lib/envelope';
import { asPayload, requiredText, type Payload } from '../../lib/input';
import { relayPath } from '../../lib/relay';
import { formatTime, nowOf } from '../../money/clock';
import type { MoneyCallName } from '../../money/money-calls';
import { idempotent, isFailure, paginate, readPaging } from '../../money/requests';
import { toAmount, type Account } from '../../state/accounts';
import { requireAccount } from '../../state/sessions';
import { findAccountByUsername, type SimState } from '../../state/sim-state';
import {
  amountFor,
  answerContract,
  askTermination,
  CONTRACT_MESSAGES,
  MAX_ROWS,
  offerContract,
  periodEnd,
  periodFigures,
  periodsOf,
  periodStart,
  rateRange,
  readRows,
} from '../../team/contract-rules';
import { activeContractOf, toContractView } from '../../team/contracts';
import { readAgentRange } from '../../team/team-figures';
import { CONTRACT_KINDS, type ComputationPeriod, type Contract, type ContractKind, type SalaryRecord } from '../../team/team-state';
import { agentOf, notAnAgent, textOf } from './agent-access';
import { AGENT_PAGE_SIZE } from './agent-team-routes';

function readKind(payload: Payload): ContractKind {
  const kind = typeof payload.kind === 'string' ? payload.kind.trim().toUpperCase() : '';
  if (!(CONTRACT_KINDS as readonly string[]).includes(kind)) throw badRequest(`Invalid request: kind must be one of ${CONTRACT_KINDS.join(', ')}`);
  return kind as ContractKind;
}

function readAnswer(payload: Payload): 'A' | 'R' {
  const status = typeof payload.status === 'string' ? payload.status.trim().toUpperCase() : '';
  if (status !== 'A' && status !== 'R') throw badRequest('Invalid request: status must be A or R');
  return status;
}

const confirmsHigherRate = (payload: Payload): boolean => typeof payload.downlineHigherRate === 'string' && payload.downlineHigherRate.toUpperCase() === 'Y';

export function toRecordView(record: SalaryRecord) {
  return {
    id: record.id,
    kind: record.kind,
    contractId: record.contractId,
    periodStart: formatTime(record.periodStart),
    periodEnd: formatTime(record.periodEnd),
    teamValidBet: toAmount(record.teamValidBetCents),
    teamProfitLoss: toAmount(record.teamProfitLossCents),
    activeMembers: record.activeMembers,
    rate: record.rate,
    amount: toAmount(record.amountCents),
    status: record.status,
    payTime: record.payTime === null ? null : formatTime(record.payTime),
    remark: record.remark,
  };
}

/** The consolidated answer's contract part (docs/api-contract.md): pending offers and the active contract per kind. */
export function consolidatedContracts(state: SimState, account: Account) {
  const pendingOffers = state.team.contracts
    .filter(
      (contract) =>
        (contract.downlineId === account.id && contract.status === 'P') ||
        (contract.status === 'V' && ((contract.downlineId === account.id && contract.terminationBy === 'UPLINE') || (contract.uplineId === account.id && contract.terminationBy === 'DOWNLINE'))),
    )
    .map((contract) => toContractView(state, contract));
  const active = (kind: ContractKind) => {
    const contract = activeContractOf(state, account.id, kind);
    return contract ? toContractView(state, contract) : null;
  };
  return {
    pendingOffers,
    dailysalinfotype: active('DAILY'),
    divtypeinfo: active('DIVIDEND'),
    contracthoursalinfo: active('HOURLY'),
    realtimesalinfotype: active('REALTIME'),
  };
}

export const agentContractRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.get(relayPath('MCS2_contractRateRange'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const kind = readKind(asPayload(request.query, 'query'));
    return ok({ kind, ...rateRange(state, agent, kind), maxRows: MAX_ROWS, periods: periodsOf(kind) });
  });

  /** `{ account, kind, rows, computationPeriod? }` → the offer (P) to a direct downline agent. */
  app.post(relayPath('MCS2_offerContract'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const payload = asPayload(request.body, 'body');
    const kind = readKind(payload);
    const downline = findAccountByUsername(state, requiredText(payload, 'account', { maxLength: 64 }));
    if (!downline) return fail(CONTRACT_MESSAGES.notDirect, null, 'NOT_DIRECT_DOWNLINE');
    const periodText = typeof payload.computationPeriod === 'string' ? payload.computationPeriod.trim().toUpperCase() : '';
    const periods = periodsOf(kind);
    const period = (periodText === '' ? (kind === 'DIVIDEND' ? 'W' : periods[0]) : periodText) as ComputationPeriod;
    if (!periods.includes(period)) throw badRequest(`Invalid request: computationPeriod must be one of ${periods.join(', ')}`);
    const rows = readRows(payload.rows, kind);
    if (!rows) return fail(CONTRACT_MESSAGES.invalidRows, null, 'INVALID_ROWS');
    const answer = offerContract(state, agent, downline, kind, rows, period, nowOf(state.clock));
    return answer.success ? ok(toContractView(state, answer.value as Contract)) : answer;
  });

  app.get(relayPath('MCS2_contractList'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const query = asPayload(request.query, 'query');
    const paging = readPaging(query, AGENT_PAGE_SIZE);
    const kind = textOf(query, 'kind') === undefined ? undefined : readKind(query);
    const role = (textOf(query, 'role') ?? 'UPLINE').toUpperCase();
    if (role !== 'UPLINE' && role !== 'DOWNLINE') throw badRequest('Invalid request: role must be UPLINE or DOWNLINE');
    const statuses = textOf(query, 'status')?.toUpperCase().split(',');
    const other = textOf(query, 'account')?.toLowerCase();
    const contracts = state.team.contracts
      .filter((contract) => (role === 'UPLINE' ? contract.uplineId === agent.id : contract.downlineId === agent.id))
      .filter((contract) => (kind === undefined || contract.kind === kind) && (statuses === undefined || statuses.includes(contract.status)))
      .filter((contract) => {
        if (other === undefined) return true;
        const id = role === 'UPLINE' ? contract.downlineId : contract.uplineId;
        return (id === null ? 'platform' : (state.accounts.get(id)?.username.toLowerCase() ?? '')).includes(other);
      })
      .sort((a, b) => b.id - a.id);
    const page = paginate(contracts, paging);
    return ok({ ...page, list: page.list.map((contract) => toContractView(state, contract)), footer: null });
  });

  /**
   * One answer call (`requestId?` too): finds the contract of the call's kind and answers it. The
   * search is inside `idempotent` because an answered dividend offer is no longer found by period.
   */
  const answer = (request: FastifyRequest, call: MoneyCallName, kind: ContractKind, find: (payload: Payload, account: Account) => Contract | undefined): Envelope<unknown> => {
    const account = requireAccount(state, request);
    const payload = asPayload(request.body, 'body');
    const status = readAnswer(payload);
    return idempotent(state.money, account.id, call, payload, () => {
      const contract = find(payload, account);
      if (!contract || contract.kind !== kind) return fail(CONTRACT_MESSAGES.notFound, null, 'CONTRACT_NOT_FOUND');
      const result = answerContract(state, account, contract, status, confirmsHigherRate(payload), nowOf(state.clock));
      return result.success ? ok(toContractView(state, contract)) : result;
    });
  };
  const byId = (key: string) => (payload: Payload) => {
    const id = Number(payload[key] ?? payload.id);
    if (!Number.isInteger(id) || id < 1) throw badRequest(`Invalid request: ${key} must be a positive integer`);
    return state.team.contracts.find((contract) => contract.id === id);
  };

  app.post(relayPath('MCS2_processDividendReq'), async (request) =>
    answer(request, 'MCS2_processDividendReq', 'DIVIDEND', (payload, account) => {
      if (payload.id !== undefined) return byId('id')(payload);
      const period = typeof payload.computationPeriod === 'string' ? payload.computationPeriod.toUpperCase() : undefined;
      return state.team.contracts.find(
        (contract) =>
          contract.kind === 'DIVIDEND' &&
          (contract.status === 'P' || contract.status === 'V') &&
          (contract.downlineId === account.id || contract.uplineId === account.id) &&
          (period === undefined || contract.computationPeriod === period),
      );
    }),
  );
  app.post(relayPath('MCS2_processDailySalContract'), async (request) => answer(request, 'MCS2_processDailySalContract', 'DAILY', byId('id')));
  app.post(relayPath('MCS2_processContractHourSalary'), async (request) => answer(request, 'MCS2_processContractHourSalary', 'HOURLY', byId('contractId')));
  app.post(relayPath('MCSFE_processRealTimeSalaryContract'), async (request) => answer(request, 'MCSFE_processRealTimeSalaryContract', 'REALTIME', byId('contractId')));

  app.post(relayPath('MCS2_terminateContract'), async (request) => {
    const account = requireAccount(state, request);
    const contract = byId('id')(asPayload(request.body, 'body'));
    if (!contract) return fail(CONTRACT_MESSAGES.notFound, null, 'CONTRACT_NOT_FOUND');
    const result = askTermination(account, contract);
    return result.success ? ok(toContractView(state, contract)) : result;
  });

  /** The caller's own salary or dividend records. */
  app.get(relayPath('MCS2_salaryRecords'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const query = asPayload(request.query, 'query');
    const kind = readKind(query);
    const paging = readPaging(query, AGENT_PAGE_SIZE);
    const range = readAgentRange(query, nowOf(state.clock));
    if (isFailure(range)) return range;
    const statuses = textOf(query, 'status')?.toUpperCase().split(',');
    const records = state.team.salaryRecords
      .filter((record) => record.accountId === agent.id && record.kind === kind && record.periodEnd > range.from && record.periodStart <= range.to)
      .filter((record) => statuses === undefined || statuses.includes(record.status))
      .sort((a, b) => b.periodStart - a.periodStart || b.id - a.id);
    const page = paginate(records, paging);
    return ok({
      ...page,
      startDate: range.startDate,
      endDate: range.endDate,
      list: page.list.map(toRecordView),
      footer: {
        count: records.length,
        amount: toAmount(records.filter((record) => record.status === 'A' || record.status === 'M').reduce((sum, record) => sum + record.amountCents, 0)),
        teamValidBet: toAmount(records.reduce((sum, record) => sum + record.teamValidBetCents, 0)),
      },
    });
  });

  /** The active contract of a kind with the current period's estimate and the previous record. */
  app.get(relayPath('MCS2_contractSummary'), async (request) => {
    const agent = agentOf(state, request);
    if (!agent) return notAnAgent();
    const kind = readKind(asPayload(request.query, 'query'));
    const now = nowOf(state.clock);
    const contract = activeContractOf(state, agent.id, kind);
    const records = state.team.salaryRecords.filter((record) => record.accountId === agent.id && record.kind === kind);
    const previous = records.reduce<SalaryRecord | undefined>((latest, record) => (!latest || record.periodStart > latest.periodStart ? record : latest), undefined);
    let current = null;
    let nextSettlementAt: string | null = null;
    if (contract) {
      const start = Math.max(periodStart(kind, contract.computationPeriod, now), contract.settledThrough);
      const end = periodEnd(kind, contract.computationPeriod, periodStart(kind, contract.computationPeriod, now));
      const figures = periodFigures(state, contract, start, end);
      const { rate, amountCents } = amountFor(kind, contract.rows, figures);
      current = {
        periodStart: formatTime(start),
        periodEnd: formatTime(end),
        teamValidBet: toAmount(figures.teamValidBetCents),
        teamProfitLoss: toAmount(figures.teamProfitLossCents),
        activeMembers: figures.activeMembers,
        rate,
        estimatedAmount: toAmount(amountCents),
      };
      nextSettlementAt = formatTime(end);
    }
    return ok({
      kind,
      contract: contract ? toContractView(state, contract) : null,
      current,
      previous: previous ? toRecordView(previous) : null,
      lastSettledAt: previous ? formatTime(previous.periodEnd) : null,
      nextSettlementAt,
    });
  });
};
