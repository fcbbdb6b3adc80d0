import { CompactEncrypt, importJWK } from 'jose';
import { JWE_ALGORITHM, JWE_ENCRYPTION, readJwk } from '../lib/jwe';

const publicJwk = readJwk('dev-public.jwk.json');

/** Encrypts a payload the way the client does for enc calls. */
export async function encryptForSim(payload: unknown): Promise<string> {
  const key = await importJWK(publicJwk, JWE_ALGORITHM);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: JWE_ALGORITHM, enc: JWE_ENCRYPTION, kid: publicJwk.kid })
    .encrypt(key);
}
