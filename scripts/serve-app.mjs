// Production static server for one app: the same headers the docker-compose web servers send.
// - remotes: CORS for any origin (the shell loads them from its own origin);
// - manifests, remote entries, runtime files and HTML: no-cache (runtime files: no-store);
// - content-hashed assets under static/: immutable for a year;
// - text assets: sent precompressed (brotli or gzip, built beside each file);
// - the shell: history fallback to index.html and /wps, /lgw, /lotto proxied to the back end;
// - every answer (HTML, runtime files, manifests, entries, chunks, API): the security headers
//   (scripts/security-headers.mjs); API answers no-store unless the back end says otherwise;
// - the shell's sanitizer document (/sanitizer.html): a policy of its own (sandboxed, no sources);
// - source maps are never served;
// - remotes: their releases (pnpm release) under /releases/<id>/, beside the live build.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyProxy from '@fastify/http-proxy';
import {
  remoteSecurityHeaders,
  SANITIZER_CONTENT_SECURITY_POLICY,
  SANITIZER_DOCUMENT_PATH,
  shellSecurityHeaders,
} from './security-headers.mjs';

const NO_STORE = new Set(['remotes.json', 'runtime-config.json']);
const NO_CACHE = /(^|\/)(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|index\.html)$/;
const API_PREFIXES = ['/wps', '/lgw', '/lotto'];

export function cacheControlFor(compressedPath) {
  // A precompressed copy (.gz, .br) is cached like the file it stands for.
  const relativePath = compressedPath.replace(/\.(gz|br)$/, '');
  const base = path.posix.basename(relativePath);
  if (NO_STORE.has(base)) return 'no-store';
  if (NO_CACHE.test(relativePath) || relativePath.endsWith('.html')) return 'no-cache';
  if (relativePath.startsWith('static/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * @fastify/static options for one folder: precompressed copies (.br, .gz, built beside each text
 * asset) and the Cache-Control of cacheControlFor, applied to the path `cachePath` gives.
 */
function staticFiles(root, prefix, cachePath) {
  return {
    root,
    prefix,
    cacheControl: false,
    etag: true,
    lastModified: true,
    wildcard: true,
    preCompressed: true,
    setHeaders(res, filePath) {
      const value = cacheControlFor(cachePath(path.relative(root, filePath).split(path.sep).join('/')));
      // Depending on the route, @fastify/static hands over the raw response or the reply.
      if (typeof res.setHeader === 'function') res.setHeader('Cache-Control', value);
      else res.header('Cache-Control', value);
    },
  };
}

const isApiPath = (url) => API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

/**
 * The shell's headers follow its deployed runtime files: read at start, and again when
 * remotes.json or runtime-config.json changes (a remote switched to another origin).
 */
function shellHeadersSource(dir, deployment) {
  const stamp = () =>
    ['remotes.json', 'runtime-config.json', 'csp-hashes.json']
      .map((file) => {
        try {
          return fs.statSync(path.join(dir, file)).mtimeMs;
        } catch {
          return 0;
        }
      })
      .join('|');
  let current = { stamp: stamp(), headers: shellSecurityHeaders(dir, deployment) };
  return () => {
    const now = stamp();
    if (now !== current.stamp) current = { stamp: now, headers: shellSecurityHeaders(dir, deployment) };
    return current.headers;
  };
}

/**
 * @param {{ name: string, dir: string, port: number, host?: string, shell?: boolean, apiTarget?: string, releasesDir?: string,
 *   deployment?: { imageOrigins?: string[], frameOrigins?: string[], apiOrigins?: string[], reportUris?: string[] } }} options
 *   deployment: the image CDNs and framed origins (launch CDNs, demo pages) the shell's policy allows,
 *   and where every policy but the sanitizer document's sends its violations
 */
export async function serveApp({ name, dir, port, host = '127.0.0.1', shell = false, apiTarget, releasesDir, deployment = {} }) {
  if (!fs.existsSync(dir)) throw new Error(`${name}: build output ${dir} is missing (run pnpm build)`);
  const app = Fastify({ logger: false });
  const headers = shell ? shellHeadersSource(dir, deployment) : () => remoteSecurityHeaders(deployment.reportUris);

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers());
    // The sanitizer's parse document has a policy of its own (scripts/security-headers.mjs).
    if (shell && request.url.split('?')[0] === SANITIZER_DOCUMENT_PATH) reply.header('Content-Security-Policy', SANITIZER_CONTENT_SECURITY_POLICY);
    // Maps are built for error tracking, not published.
    if (/\.map$/i.test(request.url.split('?')[0] ?? '')) return reply.code(404).type('text/plain').send('Not found');
    return undefined;
  });
  if (shell) {
    // Member data must not stay in any cache; a back end that sets its own policy keeps it.
    // The back end's own security headers give way to the shell's (as in deploy/nginx/shell.conf).
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApiPath(request.url)) return payload;
      reply.headers(headers());
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      return payload;
    });
  }

  if (!shell) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Vary', 'Origin');
      if (request.method === 'OPTIONS') {
        reply.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        reply.header('Access-Control-Allow-Headers', '*');
        return reply.code(204).send();
      }
      return undefined;
    });
  }

  if (shell && apiTarget) {
    for (const prefix of API_PREFIXES) {
      await app.register(fastifyProxy, { upstream: apiTarget, prefix, rewritePrefix: prefix, http2: false });
    }
  }

  await app.register(fastifyStatic, staticFiles(dir, '/', (relative) => relative));

  if (!shell && releasesDir) {
    // Created on the first release, so a server started before it still serves it.
    fs.mkdirSync(releasesDir, { recursive: true });
    // Inside a release folder (<id>/…) the same cache rules apply as for the live build.
    const inRelease = (relative) => relative.split('/').slice(1).join('/');
    await app.register(fastifyStatic, { ...staticFiles(releasesDir, '/releases/', inRelease), decorateReply: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const isDocument = (request.method === 'GET' || request.method === 'HEAD') && !path.posix.extname(request.url.split('?')[0] ?? '');
    if (shell && isDocument) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  await app.listen({ port, host });
  return app;
}
