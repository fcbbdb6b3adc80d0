import { fail, ok, type Envelope } from '../../lib/envelope';
import { phoneAuthFailure } from '../../state/phone-auth-errors';
import { startSession, type LoginResult } from '../../state/sessions';
import { findAccountByUsername, type SimState } from '../../state/sim-state';

export const SOCIAL_PROVIDERS = ['GOOGLE', 'FACEBOOK'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The whitelabel module that enables each provider. */
export const SOCIAL_MODULES: Record<SocialProvider, string> = { GOOGLE: 'GOOGLELOGIN3', FACEBOOK: 'FACEBOOKLOGIN3' };

/**
 * The simulator plays the identity provider: the ID tokens it accepts and the username each one
 * signs in. Anything else is an invalid credential.
 */
const ID_TOKENS: Record<SocialProvider, Readonly<Record<string, string>>> = {
  GOOGLE: { 'sim-google-demo01': 'demo01' },
  FACEBOOK: { 'sim-facebook-demo01': 'demo01' },
};

export const SOCIAL_MESSAGES = {
  failed: 'Social login failed, please try again',
} as const;

export function socialLogin(state: SimState, provider: SocialProvider, idToken: string): Envelope<LoginResult | null> {
  if (!state.features[SOCIAL_MODULES[provider]]) return phoneAuthFailure('operationNotAllowed');
  const username = Object.hasOwn(ID_TOKENS[provider], idToken) ? ID_TOKENS[provider][idToken] : undefined;
  const account = username === undefined ? undefined : findAccountByUsername(state, username);
  if (!account) return fail(SOCIAL_MESSAGES.failed, null, 'auth/invalid-verification-code');
  return ok(startSession(state, account));
}
