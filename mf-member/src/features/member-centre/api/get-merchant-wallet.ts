import * as v from 'valibot';
import { looseInteger, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { memberCentrePageKeys } from './member-centre-page-keys';

export const merchantWalletSchema = v.object({ isSingle: looseInteger });

export type MerchantWallet = v.InferOutput<typeof merchantWalletSchema>;

/** GCS_merchantWallet (token): `isSingle` 1 means one wallet only (no transfers between wallets). */
export function getMerchantWallet(signal?: AbortSignal): Promise<MerchantWallet> {
  return apiRequest(relayPath('GCS_merchantWallet'), { schema: merchantWalletSchema, signal });
}

export function getMerchantWalletQueryOptions() {
  return queryOptions({
    queryKey: memberCentrePageKeys.merchantWallet(),
    queryFn: ({ signal }) => getMerchantWallet(signal),
    // A site setting: it does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useMerchantWallet(enabled = true) {
  return useQuery({ ...getMerchantWalletQueryOptions(), enabled });
}
