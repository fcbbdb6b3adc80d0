import { AuthProviderError } from '../auth-errors';
import type { FirebaseConfig } from './firebase-config';
import { captchaChallenge, sendPhoneCode, socialIdToken, toProviderError } from './firebase-auth';

// The SDK is mocked at its boundary: the modules the kit loads lazily.
const sdk = {
  initializeAuth: jest.fn((app: { name: string }) => ({ app })),
  inMemoryPersistence: { type: 'NONE' },
  browserPopupRedirectResolver: { popup: true },
  connectAuthEmulator: jest.fn(),
  GoogleAuthProvider: jest.fn(function GoogleAuthProvider(this: { providerId: string }) {
    this.providerId = 'google.com';
  }),
  FacebookAuthProvider: jest.fn(function FacebookAuthProvider(this: { providerId: string }) {
    this.providerId = 'facebook.com';
  }),
  signInWithPopup: jest.fn(),
  signOut: jest.fn(async () => undefined),
  RecaptchaVerifier: jest.fn(function RecaptchaVerifier(this: { clear: () => void; verify: () => Promise<string> }) {
    this.clear = jest.fn();
    this.verify = jest.fn(async () => 'recaptcha-token');
  }),
  signInWithPhoneNumber: jest.fn(),
};
jest.mock('firebase/auth', () => sdk);
jest.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: jest.fn((options: object, name: string) => ({ name, options })),
}));

const user = (uid: string, token: string) => ({ user: { uid, getIdToken: jest.fn(async () => token) } });
const firebaseError = (code: string) => Object.assign(new Error(code), { code, name: 'FirebaseError' });

let configs = 0;
/** A new config each test: a new Firebase app, as a changed runtime config would be. */
function config(overrides: Partial<FirebaseConfig> = {}): FirebaseConfig {
  configs += 1;
  return { apiKey: `key-${configs}`, authDomain: 'demo-gp.firebaseapp.com', projectId: 'demo-gp', phoneVerification: true, codeLifetimeSeconds: 300, ...overrides };
}

beforeEach(() => jest.clearAllMocks());

describe('social sign-in', () => {
  it('signs in in a pop-up with the provider asked for, hands back its ID token and keeps no Firebase session', async () => {
    sdk.signInWithPopup.mockResolvedValueOnce(user('uid-1', 'google-token'));
    await expect(socialIdToken(config({ emulatorUrl: 'http://127.0.0.1:9099' }), 'GOOGLE')).resolves.toBe('google-token');
    const [auth, provider] = sdk.signInWithPopup.mock.calls[0] as [unknown, { providerId: string }];
    expect(provider.providerId).toBe('google.com');
    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), { persistence: sdk.inMemoryPersistence, popupRedirectResolver: sdk.browserPopupRedirectResolver });
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    expect(sdk.signOut).toHaveBeenCalledWith(auth);

    sdk.signInWithPopup.mockResolvedValueOnce(user('uid-2', 'facebook-token'));
    await expect(socialIdToken(config(), 'FACEBOOK')).resolves.toBe('facebook-token');
    expect((sdk.signInWithPopup.mock.calls[1] as [unknown, { providerId: string }])[1].providerId).toBe('facebook.com');
    // A real project: no emulator.
    expect(sdk.connectAuthEmulator).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['auth/popup-closed-by-user', 'auth/popup-closed-by-user'],
    ['auth/cancelled-popup-request', 'auth/popup-closed-by-user'],
    ['auth/popup-blocked', 'auth/popup-blocked'],
    ['auth/network-request-failed', 'auth/network-request-failed'],
    ['auth/account-exists-with-different-credential', 'auth/account-exists-with-different-credential'],
  ])('turns %s into an AuthProviderError %s', async (thrown, code) => {
    sdk.signInWithPopup.mockRejectedValueOnce(firebaseError(thrown));
    await expect(socialIdToken(config(), 'GOOGLE')).rejects.toEqual(new AuthProviderError(code));
  });

  it('calls a chunk that could not load a network failure, and anything else unknown', () => {
    expect(toProviderError(Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' })).code).toBe('auth/network-request-failed');
    expect(toProviderError(new TypeError('boom')).code).toBe('auth/unknown');
  });
});

describe('phone verification', () => {
  it('sends behind an invisible reCAPTCHA, then confirms the code into the firebase fields', async () => {
    const confirm = jest.fn().mockRejectedValueOnce(firebaseError('auth/invalid-verification-code')).mockResolvedValueOnce(user('phone-uid', 'phone-token'));
    sdk.signInWithPhoneNumber.mockResolvedValueOnce({ verificationId: 'v-1', confirm });
    const container = document.createElement('div');
    const session = await sendPhoneCode(config(), '+639171234567', container);

    expect(sdk.RecaptchaVerifier).toHaveBeenCalledWith(expect.anything(), container, { size: 'invisible' });
    expect(sdk.signInWithPhoneNumber).toHaveBeenCalledWith(expect.anything(), '+639171234567', expect.any(sdk.RecaptchaVerifier));
    await expect(session.confirm('000000')).rejects.toEqual(new AuthProviderError('auth/invalid-verification-code'));
    await expect(session.confirm(' 123456 ')).resolves.toEqual({ firebaseUid: 'phone-uid', firebaseIdToken: 'phone-token' });
    expect(confirm).toHaveBeenLastCalledWith('123456');
  });

  it('refuses a code past its lifetime without asking Firebase, and an empty one', async () => {
    const confirm = jest.fn();
    sdk.signInWithPhoneNumber.mockResolvedValueOnce({ verificationId: 'v-2', confirm });
    const session = await sendPhoneCode(config({ codeLifetimeSeconds: 60 }), '+639171234567', document.createElement('div'));
    await expect(session.confirm('  ')).rejects.toEqual(new AuthProviderError('auth/missing-verification-code'));
    const now = jest.spyOn(Date, 'now').mockReturnValue(session.expiresAt);
    await expect(session.confirm('123456')).rejects.toEqual(new AuthProviderError('auth/code-expired'));
    now.mockRestore();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('reports a refused send with its code (an invalid number, too many requests)', async () => {
    sdk.signInWithPhoneNumber.mockRejectedValueOnce(firebaseError('auth/too-many-requests'));
    await expect(sendPhoneCode(config(), '+63917', document.createElement('div'))).rejects.toEqual(new AuthProviderError('auth/too-many-requests'));
  });
});

describe('the captcha challenge of the platform SMS call', () => {
  it('is the token of an invisible reCAPTCHA, cleared afterwards', async () => {
    const container = document.createElement('div');
    await expect(captchaChallenge(config(), container)).resolves.toBe('recaptcha-token');
    expect(sdk.RecaptchaVerifier).toHaveBeenCalledWith(expect.anything(), container, { size: 'invisible' });
    const verifier = sdk.RecaptchaVerifier.mock.instances[0] as unknown as { clear: jest.Mock };
    expect(verifier.clear).toHaveBeenCalled();
  });
});
