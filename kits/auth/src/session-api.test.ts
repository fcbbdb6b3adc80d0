import { createTestEncryptionKeys, envelope, mockFetchRoutes, setTestRuntimeConfig, testMember } from '@gp/kernel/testing';
import { apiRequest, encryptFields } from '@gp/kernel';
import { login, loginFreePlay } from './session-api';
import * as v from 'valibot';

const loginResult = { ...testMember(), token: 'tok', firstTimeLogin: 0, passwordExpired: 'false' };

describe('enc calls (JWE)', () => {
  it('encrypts the fields with RSA-OAEP-256 / A256GCM and the key id of the runtime config', async () => {
    const keys = await createTestEncryptionKeys('sim-dev-2026');
    setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });

    const jwe = await encryptFields({ username: 'ann', password: 'pässword' });
    const { fields, header } = await keys.decrypt(jwe);

    expect(jwe.split('.')).toHaveLength(5);
    expect(fields).toEqual({ username: 'ann', password: 'pässword' });
    expect(header).toEqual({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'sim-dev-2026' });
  });

  it('login posts only { value: <JWE> } and parses the login result', async () => {
    const keys = await createTestEncryptionKeys();
    setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
    const fetchMock = mockFetchRoutes([{ method: 'POST', path: '/wps/session/login', body: envelope(loginResult) }]);

    const result = await login({ username: 'ann', password: 'pw', captcha: '1234', captchaUuid: 'u-1' });

    expect(result).toMatchObject({ token: 'tok', firstTimeLogin: false, passwordExpired: false, account: 'player01' });
    const body = fetchMock.requests[0]?.body as { value: string };
    expect(Object.keys(body)).toEqual(['value']);
    await expect(keys.decrypt(body.value)).resolves.toMatchObject({
      fields: { username: 'ann', password: 'pw', captcha: '1234', captchaUuid: 'u-1' },
    });
  });

  it('free play sends the plain fields beside the encrypted value', async () => {
    const keys = await createTestEncryptionKeys();
    setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
    const fetchMock = mockFetchRoutes([
      { path: '/wps/session/login/freeplay', body: envelope({ ...loginResult, type: 4 }) },
    ]);

    await expect(loginFreePlay()).resolves.toMatchObject({ type: 4 });

    const body = fetchMock.requests[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ platform: 'W', gatewayVersion: 3, os: expect.any(String) });
    await expect(keys.decrypt(body.value as string)).resolves.toMatchObject({ fields: {} });
  });

  it('an enc call may be a PUT', async () => {
    const keys = await createTestEncryptionKeys();
    setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
    const fetchMock = mockFetchRoutes([{ method: 'PUT', path: '/wps/member/register', body: envelope(null) }]);
    await apiRequest('/wps/member/register', { method: 'put', json: { registerMethod: 'WEB' }, enc: { username: 'x' }, schema: v.null() });
    expect(fetchMock.requests[0]).toMatchObject({ method: 'PUT', body: { registerMethod: 'WEB', value: expect.any(String) } });
  });
});
