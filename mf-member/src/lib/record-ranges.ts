import type { RangeChoice } from '@gp/account-centre-kit';

/** The member record pages' ranges (PLATFORM-FACTS): today, yesterday, the last 7 days, or custom days. */
export const RECORD_RANGES = ['today', 'yesterday', 'last7', 'custom'] as const satisfies readonly RangeChoice[];
