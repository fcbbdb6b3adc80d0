import type { SimRoutes } from '../../context';
import { badRequest, fail, ok } from '../../lib/envelope';
import { asPayload } from '../../lib/input';
import { formatTime, nowOf } from '../../money/clock';
import { readAmountCents } from '../../money/requests';
import { toAmount } from '../../state/accounts';
import { requireAccount, tokenOf } from '../../state/sessions';
import { changeDepositLimit, depositLimitView, MAX_LIMIT_CENTS, netResultCents, REMINDER_MINUTES, RG_MESSAGES } from './rg-state';

/**
 * Responsible gaming (securityCenter and the shell's session reminder). Not in SPEC: paths and
 * shapes chosen (docs/api-contract.md "Responsible gaming").
 */
export const responsibleGamingRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.get('/wps/member/depositLimit', async (request) => {
    const account = requireAccount(state, request);
    return ok(depositLimitView(state.rg, state.money, account.id, nowOf(state.clock)));
  });

  /** `{ limit: amount }` sets it, `{ limit: null }` removes it. */
  app.post('/wps/member/depositLimit', async (request) => {
    const account = requireAccount(state, request);
    const payload = asPayload(request.body, 'deposit limit');
    if (!('limit' in payload)) throw badRequest('Invalid request: limit is required (an amount, or null to remove it)');
    let limitCents: number | null = null;
    if (payload.limit !== null) {
      try {
        limitCents = readAmountCents(payload, 'limit');
      } catch {
        limitCents = -1;
      }
      if (limitCents <= 0 || limitCents > MAX_LIMIT_CENTS) return fail(RG_MESSAGES.limitInvalid, { errors: { limit: RG_MESSAGES.limitInvalid } }, 'INVALID_LIMIT');
    }
    const now = nowOf(state.clock);
    changeDepositLimit(state.rg, account.id, limitCents, now);
    return ok(depositLimitView(state.rg, state.money, account.id, now));
  });

  app.get('/wps/member/sessionReminder', async (request) => {
    const account = requireAccount(state, request);
    return ok({ minutes: state.rg.reminders.get(account.id) ?? 0, choices: REMINDER_MINUTES });
  });

  app.post('/wps/member/sessionReminder', async (request) => {
    const account = requireAccount(state, request);
    const minutes = asPayload(request.body, 'session reminder').minutes;
    if (typeof minutes !== 'number' || !(REMINDER_MINUTES as readonly number[]).includes(minutes)) {
      return fail(RG_MESSAGES.reminderInvalid, { errors: { minutes: RG_MESSAGES.reminderInvalid } }, 'INVALID_REMINDER');
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
