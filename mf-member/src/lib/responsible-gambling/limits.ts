import * as v from 'valibot';
import { looseNumber } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '../query';
import { rgKeys } from './rg-keys';

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The highest limit the form takes (the simulator's rule too). */
export const MAX_LIMIT = 1_000_000;

const limitSchema = v.object({
  kind: v.picklist(LIMIT_KINDS),
  period: v.picklist(LIMIT_PERIODS),
  /** null = no limit */
  limit: v.nullable(looseNumber),
  /** A raise or a removal: the limit it will be (null = none), from when it may be confirmed, whether it may be now. */
  pending: v.nullish(v.object({ limit: v.nullable(looseNumber), from: v.string(), confirmable: v.boolean() }), null),
  used: v.nullish(looseNumber, 0),
  left: v.nullish(looseNumber, null),
  resets: v.nullish(v.string(), null),
});

export const limitsSchema = v.object({
  limits: v.array(limitSchema),
  /** Ask for a deposit limit before the first deposit. */
  limitPrompt: v.nullish(v.boolean(), false),
});

export type Limit = v.InferOutput<typeof limitSchema>;
export type Limits = v.InferOutput<typeof limitsSchema>;

/** GET /wps/member/rg/limits (token): the nine limits and whether to prompt for one. */
export function getLimits(signal?: AbortSignal): Promise<Limits> {
  return apiRequest('/wps/member/rg/limits', { schema: limitsSchema, signal });
}

export const limitsQueryOptions = () => queryOptions({ queryKey: rgKeys.limits(), queryFn: ({ signal }) => getLimits(signal) });

export function useLimits() {
  return useQuery(limitsQueryOptions());
}

/** POST /wps/member/rg/limits (token) `{ kind, period, limit }`: an amount sets it, null removes it. */
export function setLimit(input: { kind: LimitKind; period: LimitPeriod; limit: number | null }): Promise<Limits> {
  return apiRequest('/wps/member/rg/limits', { method: 'post', json: input, schema: limitsSchema });
}

/** POST /wps/member/rg/limits/confirm (token) `{ kind, period }`: applies a raise or removal whose 24 hours have passed. */
export function confirmLimit(input: { kind: LimitKind; period: LimitPeriod }): Promise<Limits> {
  return apiRequest('/wps/member/rg/limits/confirm', { method: 'post', json: input, schema: limitsSchema });
}

/** POST /wps/member/rg/limitPrompt (token): the member answered the first deposit's prompt ("not now"). */
export function dismissLimitPrompt(): Promise<Limits> {
  return apiRequest('/wps/member/rg/limitPrompt', { method: 'post', json: {}, schema: limitsSchema });
}

function useLimitsMutation<I>(mutationFn: (input: I) => Promise<Limits>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (limits) => queryClient.setQueryData(rgKeys.limits(), limits) });
}

export const useSetLimit = () => useLimitsMutation(setLimit);
export const useConfirmLimit = () => useLimitsMutation(confirmLimit);
export const useDismissLimitPrompt = () => useLimitsMutation(dismissLimitPrompt);
