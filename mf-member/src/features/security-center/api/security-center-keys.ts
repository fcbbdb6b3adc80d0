import { memberKeys } from '@gp/member-kit';
import { memberCentreKeys } from '../../../lib/member-centre-keys';

/** The query keys of the security centre (the profile is lib's: a money move refreshes it too). */
export const securityCenterKeys = {
  profile: memberCentreKeys.profile,
  avatar: () => [...memberKeys.all, 'avatar'] as const,
  googleAuth: () => [...memberKeys.all, 'google'] as const,
};
