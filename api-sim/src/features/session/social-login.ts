import { nowOf } from '../../money/clock';
import { loginRefusal, type ExclusionView } from '../responsible-gaming/rg-exclusion';
import { fail, ok, type Envelope } from '../../lib/envelope';
import { MEMBER_TYPE, newAccount, type Account } from '../../state/accounts';
import type { FirebaseIdentity, FirebaseVerifier } from '../../state/firebase-token';
import { phoneAuthFailure } from '../../state/phone-auth-errors';
import { startSession, type LoginResult } from '../../state/sessions';
import { addAccount, findAccountByUsername, type SimState } from '../../state/sim-state';

export const SOCIAL_PROVIDERS = ['GOOGLE', 'FACEBOOK'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The whitelabel module that enables each provider. */
export const SOCIAL_MODULES: Record<SocialProvider, string> = { GOOGLE: 'GOOGLELOGIN3', FACEBOOK: 'FACEBOOKLOGIN3' };

/** Firebase's `sign_in_provider` of each provider's ID token. */
const SIGN_IN_PROVIDERS: Record<SocialProvider, string> = { GOOGLE: 'google.com', FACEBOOK: 'facebook.com' };

export const SOCIAL_MESSAGES = {
  failed: 'Social login failed, please try again',
} as const;

function findAccount(state: SimState, predicate: (account: Account) => boolean): Account | undefined {
  for (const account of state.accounts.values()) if (predicate(account)) return account;
  return undefined;
}

/** A free username from the provider and the Firebase uid (`google_ab12cd34`, then `…_2`). */
function usernameFor(state: SimState, provider: SocialProvider, uid: string): string {
  const base = `${provider.toLowerCase()}_${uid.replace(/[^a-z0-9]/gi, '').slice(0, 8).toLowerCase()}`;
  let name = base;
  for (let n = 2; findAccountByUsername(state, name); n += 1) name = `${base}_${n}`;
  return name;
}

/**
 * The account of a Firebase user: the one linked to its uid; else the member whose email the
 * provider has verified (linked now); else a new member registered for it (no password: it signs
 * in through the provider).
 */
function accountFor(state: SimState, provider: SocialProvider, identity: FirebaseIdentity): Account {
  const linked = findAccount(state, (account) => account.firebaseUid === identity.uid);
  if (linked) return linked;
  const email = identity.emailVerified ? identity.email?.toLowerCase() : undefined;
  const byEmail = email ? findAccount(state, (account) => account.firebaseUid === null && account.email?.toLowerCase() === email) : undefined;
  if (byEmail) {
    byEmail.firebaseUid = identity.uid;
    return byEmail;
  }
  const username = usernameFor(state, provider, identity.uid);
  return addAccount(state, (id) =>
    newAccount(id, { username, password: null, nickname: username, type: MEMBER_TYPE.member, email: identity.email, firebaseUid: identity.uid, firstTimeLogin: true }),
  );
}

/**
 * POST /wps/session/login/social: the Firebase ID token of a Google or Facebook sign-in, checked
 * (project, expiry, signature — or the emulator's unsigned tokens in emulator mode, and the
 * provider it was signed in with); signs the player in, registering a new one on first use.
 */
export async function socialLogin(state: SimState, verify: FirebaseVerifier, provider: SocialProvider, idToken: string): Promise<Envelope<LoginResult | ExclusionView | null>> {
  if (!state.features[SOCIAL_MODULES[provider]]) return phoneAuthFailure('operationNotAllowed');
  const check = await verify(idToken);
  if (!check.ok || check.identity.signInProvider !== SIGN_IN_PROVIDERS[provider]) {
    return fail(SOCIAL_MESSAGES.failed, null, 'auth/invalid-verification-code');
  }
  const account = accountFor(state, provider, check.identity);
  if (account.type !== MEMBER_TYPE.member && account.type !== MEMBER_TYPE.agent) return fail(SOCIAL_MESSAGES.failed, null, 'auth/invalid-verification-code');
  return loginRefusal(state.rg.exclusions, account.id, nowOf(state.clock)) ?? ok(startSession(state, account));
}
