import type { SimRoutes } from '../../context';
import { badRequest, ok } from '../../lib/envelope';
import { toBalance } from '../../state/accounts';
import { MODULE_IDS } from '../../state/features';
import { resetState, type SystemStatus } from '../../state/sim-state';
import { addFault, CONTROL_PREFIX, type FaultInput } from './faults';

const statusBodySchema = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'integer', enum: [0, 1, 2] } },
} as const;

const featuresBodySchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: { type: 'boolean' },
} as const;

const faultBodySchema = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: {
    path: { type: 'string', pattern: '^/', maxLength: 500 },
    status: { type: 'integer', minimum: 100, maximum: 599 },
    delayMs: { type: 'integer', minimum: 0, maximum: 120000 },
    malformed: { anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['invalid-json'] }] },
    times: { type: 'integer', minimum: 1 },
  },
} as const;

const hasEffect = ({ status, delayMs, malformed }: FaultInput): boolean =>
  status !== undefined || (delayMs ?? 0) > 0 || Boolean(malformed);

const captchaQuerySchema = {
  type: 'object',
  required: ['uuid'],
  properties: { uuid: { type: 'string', minLength: 1 } },
} as const;

/** The simulator's own API for tests and demos (not part of the platform). */
export const controlRoutes: SimRoutes = async (app, { ctx }) => {
  const { state, catalogue } = ctx;

  app.post(`${CONTROL_PREFIX}/reset`, async () => {
    resetState(state);
    return ok(null, 'Simulator reset to the seed state');
  });

  app.post<{ Body: { status: SystemStatus } }>(`${CONTROL_PREFIX}/status`, { schema: { body: statusBodySchema } }, async (request) => {
    state.status = request.body.status;
    return ok({ status: state.status });
  });

  app.post<{ Body: Record<string, boolean> }>(`${CONTROL_PREFIX}/features`, { schema: { body: featuresBodySchema } }, async (request) => {
    const unknown = Object.keys(request.body).filter((modId) => !MODULE_IDS.includes(modId));
    if (unknown.length > 0) throw badRequest(`Invalid request: unknown modules ${unknown.join(', ')}`);
    Object.assign(state.features, request.body);
    return ok(state.features);
  });

  app.post<{ Body: FaultInput }>(`${CONTROL_PREFIX}/faults`, { schema: { body: faultBodySchema } }, async (request) => {
    if (!hasEffect(request.body)) throw badRequest('Invalid request: a fault needs status, delayMs or malformed');
    addFault(state, request.body);
    return ok({ faults: state.faults });
  });

  app.delete(`${CONTROL_PREFIX}/faults`, async () => {
    state.faults.length = 0;
    return ok({ faults: state.faults });
  });

  app.get<{ Querystring: { uuid: string } }>(`${CONTROL_PREFIX}/captcha`, { schema: { querystring: captchaQuerySchema } }, async (request) => {
    const answer = state.captchas.get(request.query.uuid);
    if (answer === undefined) throw badRequest('Invalid request: no captcha issued for this uuid');
    return ok({ answer });
  });

  app.get(`${CONTROL_PREFIX}/state`, async () =>
    ok({
      status: state.status,
      features: state.features,
      faults: state.faults,
      accounts: [...state.accounts.values()].map((account) => ({
        id: account.id,
        username: account.username,
        type: account.type,
        balance: toBalance(account).balance,
      })),
      sessions: state.sessions.size,
      captchaRequired: [...state.captchaRequired],
      catalogue: {
        vendors: catalogue.vendors.length,
        games: Object.fromEntries([...catalogue.gamesByType].map(([type, games]) => [type, games.length])),
        brokenIcons: catalogue.brokenIconIds.size,
      },
    }),
  );
};
