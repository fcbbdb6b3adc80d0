import * as v from 'valibot';
import { emitEvent, looseNumber, relayPath } from '@gp/kernel';
import { isDefinitiveAnswer } from '@gp/forms-kit';
import { apiRequest } from '@gp/account-centre-kit';
import { useMutation, useQueryClient } from '../../../lib/query';
import { MISSIONS_KEY } from './get-missions';

const claimSchema = v.object({ amount: looseNumber });

export type ClaimInput = { missionId: number; requestId: string };

/** MCSFE_claimMissionReward `{ missionId, requestId }`: every claimable milestone of the mission is paid once. */
export function claimMission(input: ClaimInput) {
  return apiRequest(relayPath('MCSFE_claimMissionReward'), { method: 'post', json: input, schema: claimSchema });
}

export function useClaimMission() {
  const queryClient = useQueryClient();
  // The page, the menu's badge (the member centre's summary) and the account record follow.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: MISSIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['member', 'mission-summary'] });
    void queryClient.invalidateQueries({ queryKey: ['member', 'unread-count'] });
    void queryClient.invalidateQueries({ queryKey: ['member', 'records'] });
  };
  return useMutation({
    mutationFn: claimMission,
    onSuccess: () => {
      emitEvent('balance-refresh-requested', {});
      refresh();
    },
    // After a lost answer the card keeps its Claim button for the retry (the same request), and
    // the list stays as it is until the server has answered.
    onError: (error) => {
      if (isDefinitiveAnswer(error)) refresh();
    },
  });
}
