import type { DayRange } from '@gp/account-centre-kit';
import { memberCentreKeys } from '../../../lib/member-centre-keys';

/** The query keys of the transfer-to-upline page: its log is a record list, one per query. */
export const transferUplineKeys = {
  log: (query: DayRange & { page: number }) => [...memberCentreKeys.records(), 'upline-log', query] as const,
};
