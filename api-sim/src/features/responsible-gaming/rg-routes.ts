import type { SimRoutes } from '../../context';
import { badRequest, fail, ok } from '../../lib/envelope';
import { encBodySchema, type EncBody } from '../../lib/jwe';
import { asPayload } from '../../lib/input';
import { formatTime, nowOf } from '../../money/clock';
import type { MoneyState } from '../../money/money-state';
import { readAmountCents } from '../../money/requests';
import { toAmount } from '../../state/accounts';
import { requireAccount, tokenOf } from '../../state/sessions';
import { findAccountByUsername, type SimState } from '../../state/sim-state';
import { EXCLUSION_MESSAGES, exclusionView, isExclusionChoice, isTimeoutChoice, requestExclusionEnd, startExclusion } from './rg-exclusion';
import { allLimits, changeLimit, confirmLimit, isLimitKind, isLimitPeriod, LIMIT_MESSAGES, MAX_LIMIT_CENTS } from './rg-limits';
import { netResultCents, REMINDER_INVALID, REMINDER_MINUTES } from './rg-state';

/** The limit prompt shows until the member answers it, while they have never deposited and have no deposit limit. */
function limitPrompt(state: SimState, accountId: number, now: number): boolean {
  if (state.rg.limitPromptAnswered.has(accountId)) return false;
  if (state.money.deposits.some((order) => order.accountId === accountId)) return false;
  return allLimits(state.rg.limits, state.money, accountId, now).every((limit) => limit.kind !== 'deposit' || (limit.limit === null && limit.pending === null));
}

const limitsAnswer = (state: SimState, money: MoneyState, accountId: number, now: number) => ({
  limits: allLimits(state.rg.limits, money, accountId, now),
  limitPrompt: limitPrompt(state, accountId, now),
});

/**
 * Responsible gambling (My account's page and the shell's session reminder). Not in SPEC nor
 * PLATFORM-FACTS: paths and shapes chosen (docs/api-contract.md "Responsible gambling").
 */
export const responsibleGamingRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.get('/wps/member/rg/limits', async (request) => {
    const account = requireAccount(state, request);
    return ok(limitsAnswer(state, state.money, account.id, nowOf(state.clock)));
  });

  /** `{ kind, period, limit: amount }` sets one, `{ kind, period, limit: null }` removes it. */
  app.post('/wps/member/rg/limits', async (request) => {
    const account = requireAccount(state, request);
    const payload = asPayload(request.body, 'limit');
    if (!isLimitKind(payload.kind) || !isLimitPeriod(payload.period)) throw badRequest(LIMIT_MESSAGES.kindInvalid);
    if (!('limit' in payload)) throw badRequest('Invalid request: limit is required (an amount, or null to remove it)');
    let limitCents: number | null = null;
    if (payload.limit !== null) {
      try {
        limitCents = readAmountCents(payload, 'limit');
      } catch {
        limitCents = -1;
      }
      if (limitCents <= 0 || limitCents > MAX_LIMIT_CENTS) return fail(LIMIT_MESSAGES.invalid, { errors: { limit: LIMIT_MESSAGES.invalid } }, 'INVALID_LIMIT');
    }
    const now = nowOf(state.clock);
    changeLimit(state.rg.limits, account.id, payload.kind, payload.period, limitCents, now);
    state.rg.limitPromptAnswered.add(account.id);
    return ok(limitsAnswer(state, state.money, account.id, now));
  });

  /** `{ kind, period }`: applies a raise or a removal whose 24 hours have passed. */
  app.post('/wps/member/rg/limits/confirm', async (request) => {
    const account = requireAccount(state, request);
    const payload = asPayload(request.body, 'limit');
    if (!isLimitKind(payload.kind) || !isLimitPeriod(payload.period)) throw badRequest(LIMIT_MESSAGES.kindInvalid);
    const now = nowOf(state.clock);
    return confirmLimit(state.rg.limits, account.id, payload.kind, payload.period, now) ?? ok(limitsAnswer(state, state.money, account.id, now));
  });

  /** The member answered the first deposit's limit prompt ("not now"). */
  app.post('/wps/member/rg/limitPrompt', async (request) => {
    const account = requireAccount(state, request);
    state.rg.limitPromptAnswered.add(account.id);
    return ok(limitsAnswer(state, state.money, account.id, nowOf(state.clock)));
  });

  /** `{ choice }`: a time-out or a self-exclusion starts now and ends every session of the account. */
  app.post('/wps/member/rg/exclusion', async (request) => {
    const account = requireAccount(state, request);
    const choice = asPayload(request.body, 'exclusion').choice;
    if (!isTimeoutChoice(choice) && !isExclusionChoice(choice)) return fail(EXCLUSION_MESSAGES.choiceInvalid, null, 'INVALID_CHOICE');
    const exclusion = startExclusion(state.rg.exclusions, account.id, choice, nowOf(state.clock));
    for (const [token, accountId] of state.sessions) {
      if (accountId === account.id) {
        state.sessions.delete(token);
        state.rg.sessionStarts.delete(token);
      }
    }
    return ok(exclusionView(exclusion));
  });

  /** enc `{ username, password }`: a self-excluded member (who cannot log in) asks to end it. */
  app.post<{ Body: EncBody }>('/wps/session/selfExclusion/end', { schema: { body: encBodySchema } }, async (request) => {
    const payload = asPayload(await ctx.decrypt(request.body.value), 'credentials');
    const account = typeof payload.username === 'string' ? findAccountByUsername(state, payload.username) : undefined;
    if (!account || account.password === null || account.password !== payload.password) return fail('Incorrect username or password', null, 'LOGIN_FAILED');
    return requestExclusionEnd(state.rg.exclusions, account.id, nowOf(state.clock));
  });

  app.get('/wps/member/sessionReminder', async (request) => {
    const account = requireAccount(state, request);
    return ok({ minutes: state.rg.reminders.get(account.id) ?? 0, choices: REMINDER_MINUTES });
  });

  app.post('/wps/member/sessionReminder', async (request) => {
    const account = requireAccount(state, request);
    const minutes = asPayload(request.body, 'session reminder').minutes;
    if (typeof minutes !== 'number' || !(REMINDER_MINUTES as readonly number[]).includes(minutes)) {
      return fail(REMINDER_INVALID, { errors: { minutes: REMINDER_INVALID } }, 'INVALID_REMINDER');
    }
    state.rg.reminders.set(account.id, minutes);
    return ok({ minutes, choices: REMINDER_MINUTES });
  });

  /** The signed-in session so far: when it began, minutes played, net result of bets settled since. */
  app.get('/wps/member/sessionSummary', async (request) => {
    const account = requireAccount(state, request);
    const now = nowOf(state.clock);
    const token = tokenOf(request) ?? '';
    const start = state.rg.sessionStarts.get(token) ?? now;
    if (!state.rg.sessionStarts.has(token)) state.rg.sessionStarts.set(token, start);
    return ok({
      startTime: formatTime(start),
      playedSeconds: Math.max(0, Math.floor((now - start) / 1000)),
      netResult: toAmount(netResultCents(state.money, account.id, start, now)),
      reminderMinutes: state.rg.reminders.get(account.id) ?? 0,
    });
  });
};
