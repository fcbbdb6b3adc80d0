import * as v from 'valibot';
import { emitEvent, looseNumber, relayPath } from '@gp/kernel';
import { memberKeys } from '@gp/member-kit';
import { isDefinitiveAnswer } from '@gp/forms-kit';
import { apiRequest } from '@gp/account-centre-kit';
import { useMutation, useQueryClient } from '../../../lib/query';
import { missionKeys } from './mission-keys';
import { memberCentreKeys } from '../../../lib/member-centre-keys';

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
    void queryClient.invalidateQueries({ queryKey: missionKeys.all });
    void queryClient.invalidateQueries({ queryKey: memberCentreKeys.missionSummary() });
    void queryClient.invalidateQueries({ queryKey: memberKeys.unreadCount() });
    void queryClient.invalidateQueries({ queryKey: memberCentreKeys.records() });
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
