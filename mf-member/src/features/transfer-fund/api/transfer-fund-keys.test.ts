import { expectKeyFactory } from '@gp/kernel/testing';
import { memberCentreKeys } from '../../../lib/member-centre-keys';
import { transferFundKeys } from './transfer-fund-keys';

it('transferFundKeys: the wallets and the recent transfers (a record list)', async () => {
  await expectKeyFactory(memberCentreKeys.all, { wallets: transferFundKeys.wallets, recent: transferFundKeys.recentTransfers });
  await expectKeyFactory(memberCentreKeys.records(), { recent: transferFundKeys.recentTransfers });
});
