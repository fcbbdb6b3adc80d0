import { emitEvent, relayPath } from '@gp/kernel';
import { isDefinitiveAnswer } from '@gp/forms-kit';
import { apiRequest } from '@gp/account-centre-kit';
import { useMutation, useQueryClient } from '../../../lib/query';
import { ticketSchema } from './get-tickets';
import { rewardKeys } from './promotions-keys';
import { memberCentreKeys } from '../../../lib/member-centre-keys';

export type ClaimTicketInput = { ticketId: number; requestId: string };

/** MCS2_claimRafflePromotion `{ ticketId, requestId }`: a raffle draws its prize, a voucher pays its value. */
export function claimTicket(input: ClaimTicketInput) {
  return apiRequest(relayPath('MCS2_claimRafflePromotion'), { method: 'post', json: input, schema: ticketSchema });
}

export function useClaimTicket() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
    void queryClient.invalidateQueries({ queryKey: memberCentreKeys.records() });
  };
  return useMutation({
    mutationFn: claimTicket,
    onSuccess: () => {
      emitEvent('balance-refresh-requested', {});
      refresh();
    },
    // After a lost answer the ticket stays for the retry (the same request).
    onError: (error) => {
      if (isDefinitiveAnswer(error)) refresh();
    },
  });
}
