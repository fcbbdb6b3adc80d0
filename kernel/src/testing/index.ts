import { exportJWK, generateKeyPair, compactDecrypt, type CryptoKey as JoseCryptoKey } from 'jose';
import { type RuntimeConfig, type RuntimeConfigInput, setRuntimeConfig } from '../config/runtime-config';
import type { MemberInfo } from '../api/schemas/member';

export { testGame } from './game-fixtures';
export {
  type Envelope,
  envelope,
  businessError,
  type MockReply,
  type MockRoute,
  type RecordedRequest,
  type FetchMock,
  mockFetchRoutes,
  mockFetchJson,
} from './mock-fetch';
export {
  type TestSession,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
  renderWithProviders,
} from './render-with-providers';
export { createTestStore } from '../state/jotai';
export { type KeySamples, expectKeyFactory } from './query-keys';

export const TEST_RUNTIME_CONFIG: RuntimeConfigInput = {
  apiBaseUrl: 'http://api.test',
  merchantCode: 'GP01',
  platform: 'W',
  clientType: 'WEB',
  device: 'WEB',
  defaultLanguage: 'EN',
  requestTimeoutMs: 1_000,
  chunkTimeoutMs: 120_000,
  defaultWeakPassword: 'secret123',
  currencySymbol: '₱',
  // A syntactically valid JWK; use createTestEncryptionKeys() to test enc calls end to end.
  encryption: { publicKeyJwk: { kty: 'RSA', e: 'AQAB', n: 'test', kid: 'test-key' } },
};

export function setTestRuntimeConfig(overrides: Partial<RuntimeConfigInput> = {}): RuntimeConfig {
  return setRuntimeConfig({ ...TEST_RUNTIME_CONFIG, ...overrides });
}

export type TestEncryptionKeys = {
  publicKeyJwk: JsonWebKey & { kty: string; kid: string };
  privateKey: JoseCryptoKey;
  /** Decrypts a JWE made with the public key; returns the JSON plaintext and the header. */
  decrypt: (jwe: string) => Promise<{ fields: unknown; header: Record<string, unknown> }>;
};

export async function createTestEncryptionKeys(kid = 'test-key'): Promise<TestEncryptionKeys> {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  const publicKeyJwk = { ...(await exportJWK(publicKey)), kty: 'RSA', kid };
  return {
    publicKeyJwk,
    privateKey,
    async decrypt(jwe) {
      const { plaintext, protectedHeader } = await compactDecrypt(jwe, privateKey);
      return { fields: JSON.parse(new TextDecoder().decode(plaintext)), header: { ...protectedHeader } };
    },
  };
}

export function testMember(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 1001,
    account: 'player01',
    userName: 'player01',
    nickname: 'Player One',
    type: 0,
    vipLevel: 1,
    vipName: 'VIP 1',
    avatarUrl: null,
    currency: 'PHP',
    mobileNum: null,
    email: null,
    ...overrides,
  };
}

/** A /wps/system/status value: open (status 0), with the given changes. */
export { MemoryRouter } from '../router';
export { commonEn } from '../i18n/locales/common-en';
export { FAVORITE_THROTTLE_MS } from '../favorites/favorites';
export { testAppResources } from './app-resources';
