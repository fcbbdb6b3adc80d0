import * as v from 'valibot';
import { emitEvent, looseNumber, relayPath } from 'shared';
import { apiRequest } from '../../../lib/api';
import { type QueryClient, useMutation, useQueryClient } from '../../../lib/query';

const statusAnswerSchema = v.object({ status: v.string(), amount: v.nullish(looseNumber, null) });

/** A promotion's status moved: every promotion list, the reward centre and the badges ask again. */
export function invalidatePromotionState(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['promotions'] });
  void queryClient.invalidateQueries({ queryKey: ['member', 'rewards'] });
  void queryClient.invalidateQueries({ queryKey: ['member', 'unread-count'] });
}

/** MCSFE_joinPromotion `{ id }` (mode JOIN) → SIGNED. */
export function joinPromotion(id: number) {
  return apiRequest(relayPath('MCSFE_joinPromotion'), { method: 'post', json: { id }, schema: statusAnswerSchema });
}

/** MCSFE_claimPromotion `{ id }` (status CLAIM) → CLAIMED, the bonus paid to the main wallet. */
export function claimPromotion(id: number) {
  return apiRequest(relayPath('MCSFE_claimPromotion'), { method: 'post', json: { id }, schema: statusAnswerSchema });
}

export function useTakePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'join' | 'claim' }) => (action === 'join' ? joinPromotion(id) : claimPromotion(id)),
    onSuccess: (_answer, { action }) => {
      if (action === 'claim') emitEvent('balance-refresh-requested', {});
    },
    onSettled: () => invalidatePromotionState(queryClient),
  });
}
