import type { FastifyPluginAsync } from 'fastify';
import type { Catalogue } from './catalogue/catalogue';
import type { Decrypt } from './lib/jwe';
import type { FirebaseVerifier } from './state/firebase-token';
import type { SimState } from './state/sim-state';

/** What every route module gets: mutable state, the immutable catalogue and settings. */
export interface SimContext {
  state: SimState;
  catalogue: Catalogue;
  /** Origin used in absolute URLs (image CDN, customer service), without trailing slash. */
  publicUrl: string;
  /** The shell's origin (the first allowed origin): affiliate links point at it. */
  shellOrigin: string;
  decrypt: Decrypt;
  /** Checks a Firebase ID token (social login, phone verified through Firebase). */
  verifyFirebaseToken: FirebaseVerifier;
}

export interface RoutesOptions {
  ctx: SimContext;
}

/** One module per area registers its routes with this signature. */
export type SimRoutes = FastifyPluginAsync<RoutesOptions>;
