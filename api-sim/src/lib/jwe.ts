import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compactDecrypt, importJWK, type JWK } from 'jose';
import { badRequest } from './envelope';

/** enc calls (docs/api-contract.md): a compact JWE, RSA-OAEP-256 + A256GCM, plaintext = UTF-8 JSON. */
export const JWE_ALGORITHM = 'RSA-OAEP-256';
export const JWE_ENCRYPTION = 'A256GCM';
export const INVALID_ENC_MESSAGE = 'Invalid encrypted payload';

const KEYS_DIR = path.resolve(__dirname, '../../keys');

export function readJwk(fileName: string): JWK {
  return JSON.parse(readFileSync(path.join(KEYS_DIR, fileName), 'utf8')) as JWK;
}

export type Decrypt = (jwe: string) => Promise<unknown>;

/** Returns a decryptor for the simulator's private key; a payload that does not decrypt is a 400. */
export function createDecryptor(privateJwk: JWK = readJwk('dev-private.jwk.json')): Decrypt {
  let key: ReturnType<typeof importJWK> | undefined;
  const decoder = new TextDecoder();
  return async (jwe) => {
    key ??= importJWK(privateJwk, JWE_ALGORITHM);
    try {
      const { plaintext, protectedHeader } = await compactDecrypt(jwe, await key, {
        keyManagementAlgorithms: [JWE_ALGORITHM],
        contentEncryptionAlgorithms: [JWE_ENCRYPTION],
      });
      if (protectedHeader.kid !== undefined && protectedHeader.kid !== privateJwk.kid) throw new Error('unknown kid');
      return JSON.parse(decoder.decode(plaintext)) as unknown;
    } catch {
      throw badRequest(INVALID_ENC_MESSAGE);
    }
  };
}

/** The body of an enc call: `{ value: <compact JWE> }`. */
export interface EncBody {
  value: string;
}

export const encBodySchema = {
  type: 'object',
  required: ['value'],
  properties: { value: { type: 'string', minLength: 1 } },
} as const;
