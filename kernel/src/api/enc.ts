import { getRuntimeConfig } from '../config/runtime-config';

export const ENC_ALG = 'RSA-OAEP-256';
export const ENC_ENC = 'A256GCM';

// jose is only needed for the few enc calls (login, register, password): it loads with the first one.
const loadJose = () => import('jose');

const keys = new WeakMap<object, Promise<CryptoKey>>();

function publicKey(jwk: JsonWebKey): Promise<CryptoKey> {
  let key = keys.get(jwk);
  if (!key) {
    key = loadJose().then(({ importJWK }) => importJWK(jwk, ENC_ALG) as Promise<CryptoKey>);
    keys.set(jwk, key);
  }
  return key;
}

/** JWE compact serialization of the UTF-8 JSON of `fields` (docs/api-contract.md, enc calls). */
export async function encryptFields(fields: Record<string, unknown>): Promise<string> {
  const { publicKeyJwk } = getRuntimeConfig().encryption;
  const plaintext = new TextEncoder().encode(JSON.stringify(fields));
  const { CompactEncrypt } = await loadJose();
  return new CompactEncrypt(plaintext)
    .setProtectedHeader({ alg: ENC_ALG, enc: ENC_ENC, ...(publicKeyJwk.kid ? { kid: publicKeyJwk.kid } : {}) })
    .encrypt(await publicKey(publicKeyJwk));
}
