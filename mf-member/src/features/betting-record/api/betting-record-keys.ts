import { memberCentreKeys } from '../../../lib/member-centre-keys';
import type { BetsQuery } from './get-bets';

/** The query keys of the betting record: a record list, one per query. */
export const bettingRecordKeys = {
  all: [...memberCentreKeys.records(), 'bets'] as const,
  bets: (query: BetsQuery) => [...bettingRecordKeys.all, query] as const,
};
