import type { DayRange } from '@gp/account-centre-kit';
import { memberCentreKeys } from '../../../lib/member-centre-keys';

/** The query keys of the personal profit page: a record list, one per range. */
export const personalProfitKeys = {
  all: [...memberCentreKeys.records(), 'profit'] as const,
  range: (range: DayRange) => [...personalProfitKeys.all, range] as const,
};
