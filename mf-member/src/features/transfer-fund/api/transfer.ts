import * as v from 'valibot';
import { emitEvent, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { type QueryClient, useMutation, useQueryClient } from '../../../lib/query';
import { type Wallets, walletsSchema } from './get-wallets';
import { transferFundKeys } from './transfer-fund-keys';
import { memberCentreKeys } from '../../../lib/member-centre-keys';

export type TransferInput = { fromAccountTypeId: number; toAccountTypeId: number; amount: number; requestId: string };

const movedSchema = v.object({ ...walletsSchema.entries, amount: looseNumber });

/** GCS_walletTransfer (token): main ↔ one vendor wallet; `requestId` makes a repeat move nothing. */
export function transfer(input: TransferInput): Promise<v.InferOutput<typeof movedSchema>> {
  return apiRequest(relayPath('GCS_walletTransfer'), { method: 'post', json: input, schema: movedSchema });
}

export type RecallInput = { customerId: number; requestId: string };

/** GCS_walletReturn (token) `{customerId}` (PLATFORM-FACTS): every vendor wallet back to the main wallet. */
export function recallAll(input: RecallInput): Promise<v.InferOutput<typeof movedSchema>> {
  return apiRequest(relayPath('GCS_walletReturn'), { method: 'post', json: input, schema: movedSchema });
}

/**
 * After money moved: the answer is the new wallets; the records, the profile's total and the
 * header balance (through the bus: the shell fetches it) are refreshed.
 */
export function afterMoneyMoved(queryClient: QueryClient, wallets?: Wallets): void {
  if (wallets) queryClient.setQueryData(transferFundKeys.wallets(), wallets);
  void queryClient.invalidateQueries({ queryKey: memberCentreKeys.records() });
  void queryClient.invalidateQueries({ queryKey: memberCentreKeys.profile() });
  emitEvent('balance-refresh-requested', {});
}

export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: transfer, onSuccess: (moved) => afterMoneyMoved(queryClient, moved) });
}

export function useRecallAll() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recallAll, onSuccess: (moved) => afterMoneyMoved(queryClient, moved) });
}
