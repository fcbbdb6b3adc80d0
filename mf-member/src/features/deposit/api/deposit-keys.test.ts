import { memberKeys } from '@gp/member-kit';
import { expectKeyFactory } from '@gp/kernel/testing';
import { memberCentreKeys } from '../../../lib/member-centre-keys';
import { depositKeys } from './deposit-keys';

it('depositKeys: the deposit info, and the deposits in progress among the records', async () => {
  await expectKeyFactory(memberKeys.all, { info: depositKeys.info, inProgress: depositKeys.inProgress });
  await expectKeyFactory(memberCentreKeys.records(), { inProgress: depositKeys.inProgress });
});
