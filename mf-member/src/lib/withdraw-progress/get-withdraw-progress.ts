import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../query';
import { withdrawProgressKeys } from './withdraw-progress-keys';

/** The steps of a withdrawal's timeline (docs/api-contract.md, "Withdrawal progress"). */
export const PROGRESS_STEPS = ['SUBMITTED', 'REVIEWING', 'APPROVED', 'REJECTED', 'PAID', 'FAILED'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

const timeSchema = v.pipe(v.string(), v.isoTimestamp());

export const withdrawProgressSchema = v.object({
  orderNo: v.pipe(v.string(), v.minLength(1)),
  amount: looseNumber,
  status: looseInteger,
  timeline: v.pipe(
    v.array(v.object({ step: v.picklist(PROGRESS_STEPS), time: timeSchema, reason: v.nullish(v.string(), null) })),
    v.minLength(1),
  ),
  nextStep: v.nullish(v.object({ step: v.picklist(PROGRESS_STEPS), expectedTime: timeSchema }), null),
});

export type WithdrawProgress = v.InferOutput<typeof withdrawProgressSchema>;

/** PCS_withdrawProgress (token): one withdrawal's timeline; without `orderNo` the newest (null: none in 7 days). */
export function getWithdrawProgress(orderNo: string | null, signal?: AbortSignal): Promise<WithdrawProgress | null> {
  return apiRequest(relayPath('PCS_withdrawProgress'), {
    schema: v.nullable(withdrawProgressSchema),
    params: { orderNo: orderNo ?? undefined },
    signal,
  });
}

const FINAL_STATUSES = new Set([3, 4, 5]);

/**
 * The withdraw page (the newest withdrawal) and the account record (the one asked for) read it.
 * An unfinished withdrawal is asked again every 30 seconds while the page is open.
 */
export function useWithdrawProgress(orderNo: string | null, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: withdrawProgressKeys.order(orderNo),
      queryFn: ({ signal }) => getWithdrawProgress(orderNo, signal),
      enabled,
      refetchInterval: (query) => (query.state.data && !FINAL_STATUSES.has(query.state.data.status) ? 30_000 : false),
    }),
  );
}
