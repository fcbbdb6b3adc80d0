import * as v from 'valibot';
import { emitEvent, looseInteger, looseNumber } from '@gp/kernel';
import { memberKeys } from '@gp/member-kit';
import { apiRequest } from '@gp/account-centre-kit';
import { type QueryClient, useMutation, useQueryClient } from '../../../lib/query';
import { pointMallKeys } from './point-mall-keys';
import { memberCentreKeys } from '../../../lib/member-centre-keys';

export type RedeemInput = { rewardId: number; quantity: number; paymentPassword: string; address?: string; mobile?: string; requestId: string };
export type ConvertInput = { points: number; paymentPassword: string; requestId: string };

const redeemAnswerSchema = v.object({ orderNo: v.string(), status: v.string(), pointBalance: looseInteger, rewardName: v.nullish(v.string(), '') });
const convertAnswerSchema = v.object({ points: looseInteger, amount: looseNumber, pointBalance: looseInteger });

/** Points and money moved: the mall, the header's points and balance, and the records ask again. */
function afterPointsMoved(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: pointMallKeys.all });
  void queryClient.invalidateQueries({ queryKey: memberKeys.points() });
  void queryClient.invalidateQueries({ queryKey: memberCentreKeys.records() });
  void queryClient.invalidateQueries({ queryKey: memberCentreKeys.wallets() });
  emitEvent('balance-refresh-requested', {});
}

/** pw call: POST /wps/relay/passwordCheck/MCS2_redeemPointReward, every field encrypted. */
export function redeemReward(input: RedeemInput) {
  return apiRequest('/wps/relay/passwordCheck/MCS2_redeemPointReward', { method: 'post', enc: input, schema: redeemAnswerSchema });
}

/** pw call: POST /wps/relay/passwordCheck/MCS2_convertPoint, every field encrypted. */
export function convertPoints(input: ConvertInput) {
  return apiRequest('/wps/relay/passwordCheck/MCS2_convertPoint', { method: 'post', enc: input, schema: convertAnswerSchema });
}

export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: redeemReward, onSuccess: () => afterPointsMoved(queryClient) });
}

export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: convertPoints, onSuccess: () => afterPointsMoved(queryClient) });
}
