import { createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify, UnsecuredJWT, type JWTPayload } from 'jose';

/**
 * Firebase Authentication ID tokens (social login, phone verification): how the platform checks
 * the token the client hands it. Issuer `https://securetoken.google.com/<projectId>`, audience
 * the project id, not expired, a subject (the Firebase uid).
 */
export interface FirebaseVerifierOptions {
  projectId: string;
  /**
   * The Authentication emulator issues unsigned tokens (`alg: none`): accepted only in this mode,
   * which the simulator turns on when FIREBASE_AUTH_EMULATOR_HOST is set (as the Admin SDK does).
   */
  emulator: boolean;
}

export interface FirebaseIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** E.164, for a phone sign-in. */
  phoneNumber: string | null;
  /** `google.com`, `facebook.com`, `phone`… */
  signInProvider: string | null;
}

export type FirebaseCheck = { ok: true; identity: FirebaseIdentity } | { ok: false; reason: 'invalid' | 'expired' };

export type FirebaseVerifier = (idToken: string) => Promise<FirebaseCheck>;

/** Google's public keys for Firebase ID tokens (JWK set). */
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function identityOf(payload: JWTPayload): FirebaseIdentity | null {
  const uid = text(payload.sub);
  if (!uid) return null;
  const firebase = typeof payload.firebase === 'object' && payload.firebase !== null ? (payload.firebase as Record<string, unknown>) : {};
  return { uid, email: text(payload.email), emailVerified: payload.email_verified === true, phoneNumber: text(payload.phone_number), signInProvider: text(firebase.sign_in_provider) };
}

export function createFirebaseVerifier({ projectId, emulator }: FirebaseVerifierOptions): FirebaseVerifier {
  const claims = { issuer: `https://securetoken.google.com/${projectId}`, audience: projectId, requiredClaims: ['exp', 'iat', 'sub'] };
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  return async (idToken) => {
    try {
      let payload: JWTPayload;
      if (emulator && decodeProtectedHeader(idToken).alg === 'none') {
        payload = UnsecuredJWT.decode(idToken, claims).payload;
      } else {
        keys ??= createRemoteJWKSet(new URL(GOOGLE_JWKS_URL));
        payload = (await jwtVerify(idToken, keys, { ...claims, algorithms: ['RS256'] })).payload;
      }
      const identity = identityOf(payload);
      return identity ? { ok: true, identity } : { ok: false, reason: 'invalid' };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  };
}
