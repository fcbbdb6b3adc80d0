import { emitEvent, relayPath } from 'shared';
import { apiRequest } from '../../../lib/api';
import { useMutation, useQueryClient } from '../../../lib/query';
import { ticketSchema } from './get-tickets';

/** MCS2_claimRafflePromotion `{ ticketId }`: a raffle draws its prize, a voucher pays its value. */
export function claimTicket(ticketId: number) {
  return apiRequest(relayPath('MCS2_claimRafflePromotion'), { method: 'post', json: { ticketId }, schema: ticketSchema });
}

export function useClaimTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimTicket,
    onSuccess: () => emitEvent('balance-refresh-requested', {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['member', 'rewards'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'records'] });
    },
  });
}
