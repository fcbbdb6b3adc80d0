import { useMemo } from 'react';
import { useFeature } from '@gp/kernel';
import { readFirebaseConfig, type FirebaseConfig } from '@gp/auth-kit';
import type { SocialProviderId } from '../api/login-methods';

export const SOCIAL_PROVIDERS: readonly SocialProviderId[] = ['GOOGLE', 'FACEBOOK'];

/** The whitelabel module that turns each provider on (docs/api-contract.md). */
export const SOCIAL_MODULES: Record<SocialProviderId, string> = { GOOGLE: 'GOOGLELOGIN3', FACEBOOK: 'FACEBOOKLOGIN3' };

/**
 * The providers offered: each one the server turns on (its module), when the operator has given
 * the Firebase web config (runtime config `firebase`) that signs players in with it.
 */
export function useSocialProviders(): { config: FirebaseConfig | null; providers: readonly SocialProviderId[] } {
  const google = useFeature(SOCIAL_MODULES.GOOGLE);
  const facebook = useFeature(SOCIAL_MODULES.FACEBOOK);
  const config = useMemo(readFirebaseConfig, []);
  const providers = useMemo(
    () => (config ? SOCIAL_PROVIDERS.filter((id) => (id === 'GOOGLE' ? google : facebook)) : []),
    [config, google, facebook],
  );
  return { config, providers };
}
