import { memberKeys } from '@gp/member-kit';
import { expectKeyFactory } from '@gp/kernel/testing';
import { securityCenterKeys } from './security-center-keys';

it('securityCenterKeys: stable, distinct keys under the member area', async () => {
  await expectKeyFactory(memberKeys.all, {
    profile: securityCenterKeys.profile,
    avatar: securityCenterKeys.avatar,
    googleAuth: securityCenterKeys.googleAuth,
  });
});
