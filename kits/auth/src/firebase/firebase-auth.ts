import type * as AuthModule from 'firebase/auth';
import { AuthProviderError } from '../auth-errors';
import type { FirebaseConfig } from './firebase-config';

// The Firebase SDK is loaded here only, with dynamic imports: it is a chunk of its own that the
// first screen offering a provider asks for, never part of an app's start-up chunks.
type AuthSdk = typeof AuthModule;
type Loaded = { sdk: AuthSdk; auth: AuthModule.Auth };

export type SocialProvider = 'GOOGLE' | 'FACEBOOK';

/** What a verified phone gives the registration body (SPEC §7 "firebase fields"). */
export type PhoneProof = { firebaseUid: string; firebaseIdToken: string };

/** A code sent through Firebase: confirm it once the player has typed it. */
export type PhoneCodeSession = {
  /** Epoch ms after which the code is refused here (`auth/code-expired`) without asking Firebase. */
  readonly expiresAt: number;
  confirm: (code: string) => Promise<PhoneProof>;
};

/** Firebase codes that say the same thing to a player as a SPEC §8 code. */
const SAME_AS: Readonly<Record<string, string>> = {
  'auth/cancelled-popup-request': 'auth/popup-closed-by-user',
  'auth/user-cancelled': 'auth/popup-closed-by-user',
  'auth/missing-code': 'auth/missing-verification-code',
  'auth/invalid-verification-id': 'auth/code-expired',
  'auth/timeout': 'auth/network-request-failed',
};

/** Any failure of the SDK (or of loading it) as an AuthProviderError with an `auth/*` code. */
export function toProviderError(error: unknown): AuthProviderError {
  if (error instanceof AuthProviderError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (typeof code === 'string' && code.startsWith('auth/')) return new AuthProviderError(SAME_AS[code] ?? code);
  // A chunk that could not be loaded is a network failure too.
  if (error instanceof Error && error.name === 'ChunkLoadError') return new AuthProviderError('auth/network-request-failed');
  return new AuthProviderError('auth/unknown');
}

let cache: { key: string; loaded: Promise<Loaded> } | null = null;
// One Firebase app per config seen (a new config is a new app: initializeAuth runs once per app).
let apps = 0;

async function initialize(config: FirebaseConfig, name: string): Promise<Loaded> {
  const [{ getApps, initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const options = { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId };
  const app = getApps().find((candidate) => candidate.name === name) ?? initializeApp(options, name);
  // In memory: the Firebase user only carries the ID token to the platform, whose session is the one kept.
  const auth = sdk.initializeAuth(app, { persistence: sdk.inMemoryPersistence, popupRedirectResolver: sdk.browserPopupRedirectResolver });
  // The emulator also turns the reCAPTCHA check off (appVerificationDisabledForTesting).
  if (config.emulatorUrl) sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return { sdk, auth };
}

function load(config: FirebaseConfig): Promise<Loaded> {
  const key = JSON.stringify(config);
  if (cache?.key !== key) {
    const loaded = initialize(config, `gp-auth-${++apps}`).catch((error: unknown) => {
      if (cache?.loaded === loaded) cache = null;
      throw toProviderError(error);
    });
    cache = { key, loaded };
  }
  return cache.loaded;
}

/**
 * Starts loading the SDK before the player clicks, so the pop-up opens within the click's user
 * activation (a late `window.open` is blocked). Failures surface on the click.
 */
export function preloadFirebaseAuth(config: FirebaseConfig): void {
  load(config).catch(() => undefined);
}

/** Signs in with Google or Facebook in a pop-up and resolves the Firebase ID token. */
export async function socialIdToken(config: FirebaseConfig, provider: SocialProvider): Promise<string> {
  const { sdk, auth } = await load(config);
  try {
    const { user } = await sdk.signInWithPopup(auth, provider === 'GOOGLE' ? new sdk.GoogleAuthProvider() : new sdk.FacebookAuthProvider());
    const token = await user.getIdToken();
    await sdk.signOut(auth);
    return token;
  } catch (error) {
    throw toProviderError(error);
  }
}

/**
 * Sends a code to `phoneNumber` (E.164) through Firebase, behind an invisible reCAPTCHA drawn in
 * `container` (an empty element kept on the page until the code is sent).
 */
export async function sendPhoneCode(config: FirebaseConfig, phoneNumber: string, container: HTMLElement): Promise<PhoneCodeSession> {
  const { sdk, auth } = await load(config);
  const verifier = new sdk.RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    const confirmation = await sdk.signInWithPhoneNumber(auth, phoneNumber, verifier);
    const expiresAt = Date.now() + config.codeLifetimeSeconds * 1000;
    return {
      expiresAt,
      async confirm(code: string) {
        if (!code.trim()) throw new AuthProviderError('auth/missing-verification-code');
        if (Date.now() >= expiresAt) throw new AuthProviderError('auth/code-expired');
        try {
          const { user } = await confirmation.confirm(code.trim());
          const firebaseIdToken = await user.getIdToken();
          await sdk.signOut(auth);
          return { firebaseUid: user.uid, firebaseIdToken };
        } catch (error) {
          throw toProviderError(error);
        }
      },
    };
  } catch (error) {
    throw toProviderError(error);
  } finally {
    verifier.clear();
  }
}

/**
 * The captcha-challenge result `/wps/verification/sms/noLogin` carries (SPEC §7): the token of an
 * invisible reCAPTCHA solved in `container` (an empty element on the page).
 */
export async function captchaChallenge(config: FirebaseConfig, container: HTMLElement): Promise<string> {
  const { sdk, auth } = await load(config);
  const verifier = new sdk.RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await verifier.verify();
  } catch (error) {
    throw toProviderError(error);
  } finally {
    verifier.clear();
  }
}
