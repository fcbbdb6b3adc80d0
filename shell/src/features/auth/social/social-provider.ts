import { AuthProviderError } from '@gp/auth-kit';
import type { SocialProviderId } from '../api/login-methods';

export const SOCIAL_PROVIDERS: readonly SocialProviderId[] = ['GOOGLE', 'FACEBOOK'];

/** The whitelabel module that turns each provider on (docs/api-contract.md). */
export const SOCIAL_MODULES: Record<SocialProviderId, string> = { GOOGLE: 'GOOGLELOGIN3', FACEBOOK: 'FACEBOOKLOGIN3' };

/**
 * An identity provider for social login. A real deployment plugs in its SDK (Google Identity
 * Services, Facebook Login, or Firebase Auth for both); the shell only needs the ID token, which
 * the platform verifies in POST /wps/session/login/social.
 */
export interface SocialAuthProvider {
  readonly id: SocialProviderId;
  /**
   * Signs the user in with the provider and resolves its ID token. Rejects with an
   * AuthProviderError carrying a SPEC §8 code (`auth/popup-closed-by-user` when the user gives up).
   */
  getIdToken(): Promise<string>;
}

/** Asks the user to confirm the simulated provider's account; null when they cancel. */
export type SimulatedConsent = (provider: SocialProviderId, suggestedToken: string) => Promise<string | null>;

/**
 * The provider used here: the simulator plays Google and Facebook and vouches for its own ID
 * tokens (`sim-google-demo01`, `sim-facebook-demo01`), so the consent step is an in-page prompt.
 */
export function createSimulatedProvider(id: SocialProviderId, consent: SimulatedConsent): SocialAuthProvider {
  return {
    id,
    async getIdToken() {
      const token = await consent(id, `sim-${id.toLowerCase()}-demo01`);
      if (token === null) throw new AuthProviderError('auth/popup-closed-by-user');
      if (!token.trim()) throw new AuthProviderError('auth/missing-verification-code');
      return token.trim();
    },
  };
}
