import * as v from 'valibot';
import { looseInteger, relayPath } from '@gp/kernel';
import { isDefinitiveAnswer } from '@gp/forms-kit';
import { apiRequest } from '@gp/account-centre-kit';
import { useMutation, useQueryClient } from '../../../lib/query';
import { invalidatePromotionState } from './take-part';

export type ApplicationInput = { id: number; comment: string; images: string[]; requestId: string };

const applyAnswerSchema = v.object({ status: v.string(), applicationId: v.nullish(looseInteger, null) });

/** MCSFE_applyPromotion `{ id, comment, images, requestId }`: images are png/jpg data URLs. */
export function applyPromotion(input: ApplicationInput) {
  return apiRequest(relayPath('MCSFE_applyPromotion'), { method: 'post', json: input, schema: applyAnswerSchema });
}

export function useApplyPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPromotion,
    onSuccess: () => invalidatePromotionState(queryClient),
    onError: (error) => {
      if (isDefinitiveAnswer(error)) invalidatePromotionState(queryClient);
    },
  });
}
