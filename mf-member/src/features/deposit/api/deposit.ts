import * as v from 'valibot';
import { isApiError, looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { depositKeys } from './deposit-keys';
import { memberCentreKeys } from '../../../lib/member-centre-keys';

export const channelSchema = v.object({
  id: looseInteger,
  vendorName: v.string(),
  fixedAmounts: v.nullish(v.array(looseNumber), null),
  minAmount: looseNumber,
  maxAmount: looseNumber,
  slipRequired: v.nullish(v.boolean(), false),
});

export const methodSchema = v.object({ methodCode: v.string(), methodName: v.string(), channels: v.array(channelSchema) });

export const promotionSchema = v.object({
  id: looseInteger,
  name: v.string(),
  bonusRate: v.nullish(looseNumber, 0),
  maxBonus: v.nullish(looseNumber, null),
  minDeposit: v.nullish(looseNumber, 0),
});

export const depositInfoSchema = v.object({
  allowed: v.boolean(),
  message: v.nullish(v.string(), null),
  inProgress: v.nullish(looseInteger, 0),
  maxInProgress: v.nullish(looseInteger, null),
  expiryMinutes: v.nullish(looseInteger, null),
  methods: v.array(methodSchema),
  promotions: v.nullish(v.array(promotionSchema), []),
});

export const payeeSchema = v.object({
  bankName: v.nullish(v.string(), null),
  accountName: v.nullish(v.string(), null),
  accountNo: v.nullish(v.string(), null),
  qrContent: v.nullish(v.string(), null),
  address: v.nullish(v.string(), null),
  network: v.nullish(v.string(), null),
});

export const depositOrderSchema = v.object({
  orderNo: v.string(),
  methodCode: v.nullish(v.string(), ''),
  vendorName: v.nullish(v.string(), ''),
  amount: looseNumber,
  state: looseInteger,
  createTime: v.string(),
  expireTime: v.nullish(v.string(), null),
  payee: v.nullish(payeeSchema, null),
  slipRequired: v.nullish(v.boolean(), false),
  hasSlip: v.nullish(v.boolean(), false),
});

export type DepositInfo = v.InferOutput<typeof depositInfoSchema>;
export type DepositMethod = v.InferOutput<typeof methodSchema>;
export type DepositChannel = v.InferOutput<typeof channelSchema>;
export type DepositOrder = v.InferOutput<typeof depositOrderSchema>;


/** PCS_depositInfo (token): allowed or not, methods and channels, promotions, deposits in progress. */
export function getDepositInfo(signal?: AbortSignal): Promise<DepositInfo> {
  return apiRequest(relayPath('PCS_depositInfo'), { schema: depositInfoSchema, signal });
}

export function useDepositInfo() {
  return useQuery(queryOptions({ queryKey: depositKeys.info(), queryFn: ({ signal }) => getDepositInfo(signal) }));
}

const inProgressSchema = v.object({ list: v.array(depositOrderSchema) });

/** Deposits in progress (new 5 and pending 4) of the last 7 days. */
export function getDepositsInProgress(signal?: AbortSignal): Promise<DepositOrder[]> {
  return apiRequest(relayPath('PCS_depositOrderList'), { schema: inProgressSchema, params: { state: '4,5', page: 1, size: 8 }, signal }).then((page) => page.list);
}

export function useDepositsInProgress() {
  return useQuery(queryOptions({ queryKey: depositKeys.inProgress(), queryFn: ({ signal }) => getDepositsInProgress(signal) }));
}

export type CreateDepositInput = { channelId: number; amount: number; promotionId?: number; requestId: string };

/** PCS_deposit (token): creates an order with the payee's details. */
export function createDeposit(input: CreateDepositInput): Promise<DepositOrder> {
  return apiRequest(relayPath('PCS_deposit'), { method: 'post', json: input, schema: depositOrderSchema });
}

/** PCS_depositPaid (token): the member says the money is sent, with the slip image (a png or jpg data URL) where the channel asks for it. */
export function markDepositPaid(input: { orderNo: string; reference?: string; slip?: string }): Promise<DepositOrder> {
  return apiRequest(relayPath('PCS_depositPaid'), { method: 'post', json: input, schema: depositOrderSchema });
}

/** PCS_depositCancel (token): cancels a new order. */
export function cancelDeposit(input: { orderNo: string }): Promise<DepositOrder> {
  return apiRequest(relayPath('PCS_depositCancel'), { method: 'post', json: input, schema: depositOrderSchema });
}

function useDepositMutation<I>(mutationFn: (input: I) => Promise<DepositOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: depositKeys.info() });
      void queryClient.invalidateQueries({ queryKey: memberCentreKeys.records() });
    },
  });
}

export const useCreateDeposit = () => useDepositMutation(createDeposit);
export const useMarkDepositPaid = () => useDepositMutation(markDepositPaid);
export const useCancelDeposit = () => useDepositMutation(cancelDeposit);

/** The refusal's code when a deposit is above what one of the member's deposit limits leaves. */
export const DEPOSIT_LIMIT_EXCEEDED = 'DEPOSIT_LIMIT_EXCEEDED';

const limitRefusalSchema = v.object({ period: v.picklist(['day', 'week', 'month']), limit: looseNumber, left: looseNumber });

/** The common catalogue's word for each period ("daily"), as the refusal's sentence uses it. */
export const LIMIT_PERIOD_WORDS = { day: 'rg.period.day', week: 'rg.period.week', month: 'rg.period.month' } as const;

/** The limit's period, the limit and what it leaves, when `error` is a deposit limit's refusal. */
export function depositLimitRefusal(error: unknown): v.InferOutput<typeof limitRefusalSchema> | null {
  if (!isApiError(error) || error.kind !== 'business' || error.code !== DEPOSIT_LIMIT_EXCEEDED) return null;
  const parsed = v.safeParse(limitRefusalSchema, error.value);
  return parsed.success ? parsed.output : null;
}
