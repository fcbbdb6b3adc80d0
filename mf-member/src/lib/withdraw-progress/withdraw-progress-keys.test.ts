import { expectKeyFactory } from '@gp/kernel/testing';
import { memberCentreKeys } from '../member-centre-keys';
import { withdrawProgressKeys } from './withdraw-progress-keys';

it('withdrawProgressKeys: stable, distinct keys among the records', async () => {
  await expectKeyFactory(memberCentreKeys.records(), {
    newest: () => withdrawProgressKeys.order(null),
    one: () => withdrawProgressKeys.order('W0000000001'),
    other: () => withdrawProgressKeys.order('W0000000002'),
  });
});
