import { UnsecuredJWT } from 'jose';

export interface EmulatorTokenOptions {
  uid: string;
  signInProvider: string;
  email?: string;
  emailVerified?: boolean;
  phoneNumber?: string;
  projectId?: string;
  /** Seconds from now; negative: already expired. */
  expiresIn?: number;
}

/** An ID token as the Authentication emulator issues them: unsigned (`alg: none`). */
export function emulatorIdToken({ uid, signInProvider, email, emailVerified = true, phoneNumber, projectId = 'demo-gp', expiresIn = 3600 }: EmulatorTokenOptions): string {
  const now = Math.floor(Date.now() / 1000);
  return new UnsecuredJWT({
    ...(email ? { email, email_verified: emailVerified } : {}),
    ...(phoneNumber ? { phone_number: phoneNumber } : {}),
    user_id: uid,
    firebase: { identities: {}, sign_in_provider: signInProvider },
  })
    .setSubject(uid)
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setAudience(projectId)
    .setIssuedAt(expiresIn < 0 ? now + expiresIn - 3600 : now)
    .setExpirationTime(now + expiresIn)
    .encode();
}
