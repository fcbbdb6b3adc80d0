import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { transferFundKeys } from './transfer-fund-keys';

export const MAIN_WALLET_ID = 1;

export const walletEntrySchema = v.object({
  accountTypeId: looseInteger,
  vassalage: v.string(),
  walletName: v.string(),
  balance: looseNumber,
  maintenance: v.nullish(v.boolean(), false),
});

export const walletsSchema = v.object({
  isSingle: looseInteger,
  mainBalance: looseNumber,
  totalBalance: looseNumber,
  currencySymbol: v.nullish(v.string(), ''),
  list: v.array(walletEntrySchema),
});

export type WalletEntry = v.InferOutput<typeof walletEntrySchema>;
export type Wallets = v.InferOutput<typeof walletsSchema>;

/** GCS_walletList (token): the main wallet and one sub-wallet per vendor with balances. */
export function getWallets(signal?: AbortSignal): Promise<Wallets> {
  return apiRequest(relayPath('GCS_walletList'), { schema: walletsSchema, signal });
}


export function getWalletsQueryOptions() {
  return queryOptions({ queryKey: transferFundKeys.wallets(), queryFn: ({ signal }) => getWallets(signal) });
}

export function useWallets() {
  return useQuery(getWalletsQueryOptions());
}
