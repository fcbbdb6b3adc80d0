import * as v from 'valibot';
import { emitEvent, looseNumber, relayPath } from '@gp/kernel';
import { memberKeys } from '@gp/member-kit';
import { isDefinitiveAnswer } from '@gp/forms-kit';
import { apiRequest } from '@gp/account-centre-kit';
import { type QueryClient, useMutation, useQueryClient } from '../../../lib/query';
import { promotionsKeys, rewardKeys } from './promotions-keys';

const statusAnswerSchema = v.object({ status: v.string(), amount: v.nullish(looseNumber, null) });

/** A promotion's status moved: every promotion list, the reward centre and the badges ask again. */
export function invalidatePromotionState(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: promotionsKeys.all });
  void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
  void queryClient.invalidateQueries({ queryKey: memberKeys.unreadCount() });
}

export type TakePartInput = { id: number; action: 'join' | 'claim'; requestId: string };

/** MCSFE_joinPromotion `{ id, requestId }` (mode JOIN) → SIGNED. */
export function joinPromotion(id: number, requestId: string) {
  return apiRequest(relayPath('MCSFE_joinPromotion'), { method: 'post', json: { id, requestId }, schema: statusAnswerSchema });
}

/** MCSFE_claimPromotion `{ id, requestId }` (status CLAIM) → CLAIMED, the bonus paid to the main wallet. */
export function claimPromotion(id: number, requestId: string) {
  return apiRequest(relayPath('MCSFE_claimPromotion'), { method: 'post', json: { id, requestId }, schema: statusAnswerSchema });
}

export function useTakePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, requestId }: TakePartInput) => (action === 'join' ? joinPromotion(id, requestId) : claimPromotion(id, requestId)),
    onSuccess: (_answer, { action }) => {
      if (action === 'claim') emitEvent('balance-refresh-requested', {});
      invalidatePromotionState(queryClient);
    },
    // After a lost answer the status is unknown: the button stays for the retry (the same request).
    onError: (error) => {
      if (isDefinitiveAnswer(error)) invalidatePromotionState(queryClient);
    },
  });
}
