import { memberKeys } from '@gp/member-kit';
import { expectKeyFactory } from '@gp/kernel/testing';
import { rgKeys } from './rg-keys';

it('rgKeys: stable, distinct keys under the member area', async () => {
  await expectKeyFactory(memberKeys.all, { all: rgKeys.all, limits: rgKeys.limits, sessionReminder: rgKeys.sessionReminder });
});
