import * as v from 'valibot';
import { looseInteger, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { readSessionValue, writeSessionValue } from '../../../lib/session-value';
import { memberCentrePageKeys } from './member-centre-page-keys';

export const merchantWalletSchema = v.object({ isSingle: looseInteger });

export type MerchantWallet = v.InferOutput<typeof merchantWalletSchema>;

/** GCS_merchantWallet (token): `isSingle` 1 means one wallet only (no transfers between wallets). */
export async function getMerchantWallet(signal?: AbortSignal): Promise<MerchantWallet> {
  const wallet = await apiRequest(relayPath('GCS_merchantWallet'), { schema: merchantWalletSchema, signal });
  // SPEC §3 session key `merchantWallet`: the member centre opened again in this tab knows at once
  // whether the wallet page exists (its menu does not wait for this call).
  writeSessionValue('merchantWallet', wallet);
  return wallet;
}

export function getMerchantWalletQueryOptions() {
  const stored: MerchantWallet | undefined = readSessionValue('merchantWallet', merchantWalletSchema);
  return queryOptions({
    queryKey: memberCentrePageKeys.merchantWallet(),
    queryFn: ({ signal }) => getMerchantWallet(signal),
    // A site setting: it does not change while the page is open.
    staleTime: Infinity,
    // What this tab last heard, while the server is asked again.
    placeholderData: stored,
  });
}

export function useMerchantWallet(enabled = true) {
  return useQuery({ ...getMerchantWalletQueryOptions(), enabled });
}
