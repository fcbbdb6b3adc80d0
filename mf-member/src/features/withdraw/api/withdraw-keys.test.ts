import { memberKeys } from '@gp/member-kit';
import { expectKeyFactory } from '@gp/kernel/testing';
import { memberCentreKeys } from '../../../lib/member-centre-keys';
import { withdrawKeys } from './withdraw-keys';

it('withdrawKeys: stable, distinct keys under the member area, the confirmations among the records', async () => {
  await expectKeyFactory(memberKeys.all, {
    info: withdrawKeys.info,
    cards: withdrawKeys.cards,
    banks: withdrawKeys.banks,
    charge100: () => withdrawKeys.charge(100),
    charge200: () => withdrawKeys.charge(200),
    confirmList: withdrawKeys.confirmList,
  });
  await expectKeyFactory(memberCentreKeys.records(), { confirmList: withdrawKeys.confirmList });
});
