// Chunks from a CDN (issue 25): where a remote's files are on its CDN. No imports: the entry uses
// it too (boot/early-remote.ts), and the federation runtime's chunk (cdn-plugin.ts).

/** Runtime config `cdn`: remote name → base URL of an origin that serves the same files as the remote's own. */
export type CdnBases = Partial<Record<string, string>>;

/**
 * The public path of a remote's files on its CDN: the same path as on the remote's origin, under
 * the CDN's base, so one CDN (a pull-through cache of the origin, or a copy of its files) serves
 * the live build and every release folder alike.
 *   http://localhost:3001/releases/1.2.0-ab12cd34/ on http://cdn.example/games/
 *   → http://cdn.example/games/releases/1.2.0-ab12cd34/
 */
export function cdnPublicPath(originPublicPath: string, cdnBase: string): string {
  const path = new URL(originPublicPath).pathname.replace(/^\/+/, '');
  return new URL(path, cdnBase).href;
}
