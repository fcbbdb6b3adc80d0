import { memberCentreKeys } from '../member-centre-keys';

/**
 * A withdrawal's progress is a record: every money move (which invalidates `records()`) refreshes
 * it. `null`: the newest withdrawal.
 */
export const withdrawProgressKeys = {
  all: () => [...memberCentreKeys.records(), 'withdraw-progress'] as const,
  order: (orderNo: string | null) => [...withdrawProgressKeys.all(), orderNo] as const,
};
