import { memberKeys } from 'shared';
import { expectKeyFactory } from 'shared/testing';
import { securityCenterKeys } from './security-center-keys';

it('securityCenterKeys: stable, distinct keys under the member area', async () => {
  await expectKeyFactory(memberKeys.all, {
    profile: securityCenterKeys.profile,
    avatar: securityCenterKeys.avatar,
    googleAuth: securityCenterKeys.googleAuth,
    sessionReminder: securityCenterKeys.sessionReminder,
    depositLimit: securityCenterKeys.depositLimit,
  });
});
