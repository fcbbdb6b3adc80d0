import type { SimRoutes } from '../../context';
import { badRequest, ok } from '../../lib/envelope';
import { totalBalance } from '../../money/ledger';
import { ledgerOf } from '../../money/money-state';
import { toAmount } from '../../state/accounts';
import { MODULE_IDS } from '../../state/features';
import { parseMobile } from '../../state/mobile';
import type { RegisterFieldRule } from '../../state/register-settings';
import { resetState, type SystemStatus } from '../../state/sim-state';
import { addFault, CONTROL_PREFIX, type FaultInput } from './faults';
import { addPlant, type PlantInput } from './plants';

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

const plantBodySchema = {
  type: 'object',
  required: ['path', 'set'],
  additionalProperties: false,
  properties: {
    path: { type: 'string', pattern: '^/', maxLength: 500 },
    set: { type: 'object', minProperties: 1 },
    each: { type: 'array', items: { type: 'string', minLength: 1 } },
  },
} as const;

const hasEffect = ({ status, delayMs, malformed }: FaultInput): boolean =>
  status !== undefined || (delayMs ?? 0) > 0 || Boolean(malformed);

const captchaQuerySchema = {
  type: 'object',
  required: ['uuid'],
  properties: { uuid: { type: 'string', minLength: 1 } },
} as const;

const smsQuerySchema = {
  type: 'object',
  required: ['mobile'],
  properties: { mobile: { type: 'string', minLength: 1, maxLength: 32 }, countryDialingCode: { type: 'string', maxLength: 8 } },
} as const;

const ipCheckBodySchema = {
  type: 'object',
  required: ['enabled'],
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' } },
} as const;

const registerSettingsBodySchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: {
    type: 'object',
    minProperties: 1,
    additionalProperties: false,
    properties: {
      enabled: { type: 'boolean' },
      required: { type: 'boolean' },
      acceptedPattern: { type: 'string', minLength: 1, maxLength: 500 },
      patternId: { type: 'integer', minimum: 0 },
      minLength: { type: 'integer', minimum: 0 },
      maxLength: { type: 'integer', minimum: 0 },
    },
  },
} as const;

function checkRule(field: string, rule: RegisterFieldRule): void {
  if (rule.acceptedPattern !== '*') {
    try {
      new RegExp(rule.acceptedPattern);
    } catch {
      throw badRequest(`Invalid request: ${field}.acceptedPattern is not a valid regular expression`);
    }
  }
  if (rule.maxLength > 0 && rule.minLength > rule.maxLength) throw badRequest(`Invalid request: ${field}.minLength is above maxLength`);
}

/** The simulator's own API for tests and demos (not part of the platform). */
export const controlRoutes: SimRoutes = async (app, { ctx }) => {
  const { state, catalogue } = ctx;

  app.post(`${CONTROL_PREFIX}/reset`, async () => {
    resetState(state, catalogue);
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

  /** Plants property values into the answers of matching paths (attack suites); reset or DELETE clears them. */
  app.post<{ Body: PlantInput }>(`${CONTROL_PREFIX}/plants`, { schema: { body: plantBodySchema } }, async (request) => {
    const missing = (request.body.each ?? []).filter((key) => !Array.isArray(request.body.set[key]));
    if (missing.length > 0) throw badRequest(`Invalid request: each names ${missing.join(', ')}, which set gives no list`);
    addPlant(state, request.body);
    return ok({ plants: state.plants });
  });

  app.delete(`${CONTROL_PREFIX}/plants`, async () => {
    state.plants.length = 0;
    return ok({ plants: state.plants });
  });

  app.get<{ Querystring: { uuid: string } }>(`${CONTROL_PREFIX}/captcha`, { schema: { querystring: captchaQuerySchema } }, async (request) => {
    const answer = state.captchas.get(request.query.uuid);
    if (answer === undefined) throw badRequest('Invalid request: no captcha issued for this uuid');
    return ok({ answer });
  });

  /** The last SMS code sent to a number (dialing code 63 unless given). */
  app.get<{ Querystring: { mobile: string; countryDialingCode?: string } }>(
    `${CONTROL_PREFIX}/sms`,
    { schema: { querystring: smsQuerySchema } },
    async (request) => {
      const mobile = parseMobile(request.query.mobile, request.query.countryDialingCode);
      if (!mobile) throw badRequest('Invalid request: not a valid mobile number');
      const sent = state.smsCodes.get(mobile.key);
      if (!sent) throw badRequest('Invalid request: no SMS code sent to this number');
      return ok({ mobile: mobile.key, code: sent.code, sentAt: new Date(sent.sentAt).toISOString() });
    },
  );

  /** Extra verification of password logins from unregistered IPs (off after reset). */
  app.post<{ Body: { enabled: boolean } }>(`${CONTROL_PREFIX}/ip-check`, { schema: { body: ipCheckBodySchema } }, async (request) => {
    state.ipCheck = request.body.enabled;
    return ok({ enabled: state.ipCheck });
  });

  /** Merges partial rules into the registration field rules (reset restores the seed rules). */
  app.post<{ Body: Record<string, Partial<RegisterFieldRule>> }>(
    `${CONTROL_PREFIX}/register-settings`,
    { schema: { body: registerSettingsBodySchema } },
    async (request) => {
      const unknown = Object.keys(request.body).filter((field) => !Object.hasOwn(state.registerSettings, field));
      if (unknown.length > 0) throw badRequest(`Invalid request: unknown registration fields ${unknown.join(', ')}`);
      const merged = Object.entries(request.body).map(([field, partial]): [string, RegisterFieldRule] => {
        const rule = { ...(state.registerSettings[field] as RegisterFieldRule), ...partial };
        checkRule(field, rule);
        return [field, rule];
      });
      for (const [field, rule] of merged) state.registerSettings[field] = rule;
      return ok(state.registerSettings);
    },
  );

  app.get(`${CONTROL_PREFIX}/state`, async () =>
    ok({
      status: state.status,
      features: state.features,
      faults: state.faults,
      plants: state.plants,
      accounts: [...state.accounts.values()].map((account) => ({
        id: account.id,
        username: account.username,
        type: account.type,
        firebaseUid: account.firebaseUid,
        balance: toAmount(totalBalance(ledgerOf(state.money, account.id))),
      })),
      sessions: state.sessions.size,
      captchaRequired: [...state.captchaRequired],
      ipCheck: state.ipCheck,
      knownIps: Object.fromEntries([...state.knownIps].map(([accountId, ips]) => [accountId, [...ips]])),
      gameSessions: state.gameSessions.size,
      feedback: state.feedback,
      passwordResetEmails: state.passwordResetEmails,
      catalogue: {
        vendors: catalogue.vendors.length,
        games: Object.fromEntries([...catalogue.gamesByType].map(([type, games]) => [type, games.length])),
        brokenIcons: catalogue.brokenIconIds.size,
      },
    }),
  );
};
