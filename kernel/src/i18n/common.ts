import * as v from 'valibot';
import { type ApiError, errorMessageKey, isApiError } from '../api/api-error';
import { createTranslation } from './create-translation';
import { COMMON_NS } from './i18n';
import type { commonEn } from './locales/common-en';
import type { TranslationKey } from './translation-types';

export type CommonKey = TranslationKey<typeof commonEn>;

export const { useT: useCommonT, t: commonT } = createTranslation<typeof commonEn>(COMMON_NS);

/** A user-facing message for any error: the server's words for business errors, the catalogue's for responsible gambling's. */
export function translateError(error: unknown): string {
  if (isApiError(error) && error.kind === 'business') {
    const refusal = responsibleGamblingText(error);
    if (refusal !== null) return refusal;
    if (error.message) return error.message;
  }
  return commonT(errorMessageKey(error) as CommonKey);
}

const PERIODS = { day: 'rg.period.day', week: 'rg.period.week', month: 'rg.period.month' } as const satisfies Record<string, CommonKey>;
const LIMIT_CODES = { DEPOSIT_LIMIT_EXCEEDED: 'rg.depositLimit', LOSS_LIMIT_REACHED: 'rg.lossLimit', WAGER_LIMIT_REACHED: 'rg.wagerLimit' } as const satisfies Record<string, CommonKey>;
const limitSchema = v.object({ period: v.picklist(['day', 'week', 'month']) });
const exclusionSchema = v.object({ until: v.nullable(v.string()) });

/** `2026-12-05T07:10:00+08:00` (the site's time, as the server sends it) → `2026-12-05 07:10`. */
const siteMinute = (iso: string): string => {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]}` : iso;
};

/**
 * The refusals of responsible gambling (docs/api-contract.md "Responsible gambling"): a deposit,
 * bet or launch over a limit, a login during a time-out or self-exclusion — in the catalogue's
 * words, with the limit's period or the end of the exclusion; null for any other error.
 */
function responsibleGamblingText(error: ApiError): string | null {
  const code = error.code ?? '';
  if (Object.hasOwn(LIMIT_CODES, code)) {
    const parsed = v.safeParse(limitSchema, error.value);
    if (!parsed.success) return null;
    return commonT(LIMIT_CODES[code as keyof typeof LIMIT_CODES], { period: commonT(PERIODS[parsed.output.period]) });
  }
  if (code !== 'TIMED_OUT' && code !== 'SELF_EXCLUDED') return null;
  const parsed = v.safeParse(exclusionSchema, error.value);
  if (!parsed.success) return null;
  const { until } = parsed.output;
  if (until === null) return code === 'SELF_EXCLUDED' ? commonT('rg.selfExcludedForever') : null;
  return commonT(code === 'TIMED_OUT' ? 'rg.timedOut' : 'rg.selfExcluded', { until: siteMinute(until) });
}
