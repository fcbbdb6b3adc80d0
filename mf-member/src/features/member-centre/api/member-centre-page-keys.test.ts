import { expectKeyFactory } from '@gp/kernel/testing';
import { memberCentreKeys } from '../../../lib/member-centre-keys';
import { memberCentrePageKeys } from './member-centre-page-keys';

it('memberCentrePageKeys: the merchant wallet and the mission summary, under the member area', async () => {
  await expectKeyFactory(memberCentreKeys.all, { merchantWallet: memberCentrePageKeys.merchantWallet, missionSummary: memberCentrePageKeys.missionSummary });
});
