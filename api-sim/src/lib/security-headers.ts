import type { FastifyInstance } from 'fastify';
import { pathOf } from './http-setup';

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];

/** A JSON answer is data, never a page: it loads nothing and is framed by nobody. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; object-src 'none'; frame-ancestors 'none'";

/** Nothing the simulator serves needs a camera, a microphone, the location, payments or USB. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The headers of every answer: no MIME sniffing, a strict referrer, no powerful features, and
 * no cache for API answers (they carry member data) unless a route chose its own. The demo pages
 * (game, chat) may be framed by the shell's origins only.
 */
export function installSecurityHeaders(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const demoPagePolicy = `frame-ancestors 'self' ${allowedOrigins.join(' ')}`.trim();
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    const path = pathOf(request.url);
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', demoPagePolicy);
    else if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    return payload;
  });
}
