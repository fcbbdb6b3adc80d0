import type { ReactElement } from 'react';
import { setPermissionsAtom } from '../../lib/platform/permissions';
import { sharedStore, signOutAtom } from '@gp/kernel';
import { createTestEncryptionKeys, renderWithProviders, setTestRuntimeConfig, type FetchMock, type RenderWithProvidersOptions, type TestEncryptionKeys } from '@gp/kernel/testing';

export const WEAK_PASSWORD = 'Gp@123456';

/** Runtime config with a real key pair, so enc payloads can be read back in assertions. */
export async function setUpEncryption(): Promise<TestEncryptionKeys> {
  const keys = await createTestEncryptionKeys();
  setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk }, defaultWeakPassword: WEAK_PASSWORD });
  return keys;
}

/** The decrypted fields of the last enc request to `path`. */
export async function encFieldsOf(fetchMock: FetchMock, keys: TestEncryptionKeys, path: string): Promise<Record<string, unknown>> {
  const request = fetchMock.requests.filter((r) => r.path === path).at(-1);
  if (!request) throw new Error(`no request to ${path}`);
  const { value } = request.body as { value: string };
  return (await keys.decrypt(value)).fields as Record<string, unknown>;
}

export function requestsTo(fetchMock: FetchMock, path: string) {
  return fetchMock.requests.filter((r) => r.path === path);
}

/** Every test starts signed out, with empty session storage (the API client reads sharedStore). */
export function resetSession(): void {
  sharedStore.set(signOutAtom);
  sharedStore.set(setPermissionsAtom, { status: null, registerSettings: null, domainRoute: null });
  sessionStorage.clear();
}

/** Renders with the shared store (the API client reads the token from it) and exactly these modules on. */
export function renderSession(ui: ReactElement, { features = [], ...options }: RenderWithProvidersOptions = {}) {
  return renderWithProviders(ui, { store: sharedStore, features, ...options });
}
