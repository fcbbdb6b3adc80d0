import { expectKeyFactory } from '@gp/kernel/testing';
import { systemKeys } from './system-keys';

it('systemKeys: the resources under the system area', async () => {
  await expectKeyFactory(systemKeys.all, { resources: systemKeys.resources });
});
