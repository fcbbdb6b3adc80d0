import * as v from 'valibot';
import { looseNumber } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { securityCenterKeys } from './security-center-keys';

export const depositLimitSchema = v.object({
  /** null = no limit */
  limit: v.nullable(looseNumber),
  /** A raise or a removal waiting for its 24 hours: the limit it will be (null = none) and from when. */
  pending: v.nullish(v.object({ limit: v.nullable(looseNumber), from: v.string() }), null),
  usedToday: v.nullish(looseNumber, 0),
  leftToday: v.nullish(looseNumber, null),
});

export type DepositLimit = v.InferOutput<typeof depositLimitSchema>;


/** GET /wps/member/depositLimit (token): my daily deposit limit, a pending change, used and left today. */
export function getDepositLimit(signal?: AbortSignal): Promise<DepositLimit> {
  return apiRequest('/wps/member/depositLimit', { schema: depositLimitSchema, signal });
}

export function useDepositLimit() {
  return useQuery(queryOptions({ queryKey: securityCenterKeys.depositLimit(), queryFn: ({ signal }) => getDepositLimit(signal) }));
}

/** POST /wps/member/depositLimit (token) `{ limit }`: an amount sets it, null removes it. */
export function setDepositLimit(input: { limit: number | null }): Promise<DepositLimit> {
  return apiRequest('/wps/member/depositLimit', { method: 'post', json: input, schema: depositLimitSchema });
}

export function useSetDepositLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDepositLimit,
    onSuccess: (limit) => queryClient.setQueryData(securityCenterKeys.depositLimit(), limit),
  });
}
