import { memberCentreKeys } from '../../../lib/member-centre-keys';

/** The query keys of the transfer page: the wallets (lib: other money moves refresh them) and the recent transfers. */
export const transferFundKeys = {
  wallets: memberCentreKeys.wallets,
  recentTransfers: () => [...memberCentreKeys.records(), 'recent-transfers'] as const,
};
