import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildServer, type ServerOptions } from '../app';
import type { Envelope } from '../lib/envelope';
import { encryptForSim } from './jwe';

export const TEST_PUBLIC_URL = 'http://sim.test:3100';

export interface SimResponse<T> {
  statusCode: number;
  headers: Record<string, unknown>;
  body: Envelope<T>;
}

/** A server for one test file, with typed helpers over `app.inject`. */
export function createTestClient(options: Omit<ServerOptions, 'publicUrl'> = {}) {
  const app: FastifyInstance = buildServer({ ...options, publicUrl: TEST_PUBLIC_URL });

  async function call<T = unknown>(options: InjectOptions): Promise<SimResponse<T>> {
    const response = await app.inject(options);
    return { statusCode: response.statusCode, headers: response.headers, body: response.json<Envelope<T>>() };
  }

  const get = <T = unknown>(url: string, token?: string) => call<T>({ method: 'GET', url, headers: token ? { token } : {} });

  const post = <T = unknown>(url: string, payload?: object, token?: string) =>
    call<T>({ method: 'POST', url, payload, headers: token ? { token } : {} });

  const put = <T = unknown>(url: string, payload?: object, token?: string) =>
    call<T>({ method: 'PUT', url, payload, headers: token ? { token } : {} });

  const del = <T = unknown>(url: string, payload?: object, token?: string) =>
    call<T>({ method: 'DELETE', url, payload, headers: token ? { token } : {} });

  /** An enc call: the payload is sent as `{ value: <JWE> }`. */
  async function enc<T = unknown>(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, token?: string) {
    return call<T>({ method, url, payload: { value: await encryptForSim(payload) }, headers: token ? { token } : {} });
  }

  async function login<T = unknown>(credentials: Record<string, unknown>) {
    return post<T>('/wps/session/login', { value: await encryptForSim(credentials) });
  }

  async function tokenFor(username: string, password: string): Promise<string> {
    const { body } = await login<{ token: string }>({ username, password });
    if (!body.success) throw new Error(`login of ${username} failed: ${body.message ?? ''}`);
    return body.value.token;
  }

  return { app, call, get, post, put, del, enc, login, tokenFor };
}
