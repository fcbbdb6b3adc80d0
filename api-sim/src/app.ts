import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildCatalogue, type Catalogue } from './catalogue/catalogue';
import { DEFAULT_ALLOWED_ORIGINS, DEFAULT_PUBLIC_URL, SEED } from './config';
import type { SimContext, SimRoutes } from './context';
import { agentContractRoutes } from './features/agent/agent-contract-routes';
import { agentManageRoutes } from './features/agent/agent-manage-routes';
import { agentControlRoutes } from './features/control/agent-control-routes';
import { agentReportRoutes } from './features/agent/agent-report-routes';
import { agentTeamRoutes } from './features/agent/agent-team-routes';
import { assetsRoutes } from './features/assets/assets-routes';
import { installBalanceStream } from './features/balance-stream/balance-stream';
import { captchaRoutes } from './features/captcha/captcha-routes';
import { contentRoutes } from './features/content/content-routes';
import { controlRoutes } from './features/control/control-routes';
import { cspReportControlRoutes } from './features/csp-reports/csp-report-control-routes';
import { cspReportRoutes } from './features/csp-reports/csp-report-routes';
import { remoteLoadRoutes } from './features/remote-loads/remote-load-routes';
import { installFaultInjection } from './features/control/faults';
import { installPlants } from './features/control/plants';
import { moneyControlRoutes } from './features/control/money-control-routes';
import { demoPagesRoutes } from './features/demo-pages/demo-pages-routes';
import { depositRoutes } from './features/deposit/deposit-routes';
import { favoritesRoutes } from './features/favorites/favorites-routes';
import { gamesRoutes } from './features/games/games-routes';
import { launchRoutes } from './features/launch/launch-routes';
import { lotteryRoutes } from './features/lottery/lottery-routes';
import { memberRoutes } from './features/member/member-routes';
import { messageControlRoutes } from './features/messages/message-control-routes';
import { messageRoutes } from './features/messages/message-routes';
import { missionControlRoutes } from './features/missions/mission-control-routes';
import { missionRoutes } from './features/missions/mission-routes';
import { earnBetPoints } from './features/points/bet-points';
import { referralControlRoutes } from './features/referral/referral-control-routes';
import { referralRoutes } from './features/referral/referral-routes';
import { pointsControlRoutes } from './features/points/points-control-routes';
import { pointsRoutes } from './features/points/points-routes';
import { promotionControlRoutes } from './features/promotions/promotion-control-routes';
import { promotionRoutes } from './features/promotions/promotion-routes';
import { passwordRoutes } from './features/password/password-routes';
import { recordsRoutes } from './features/records/records-routes';
import { registerRoutes } from './features/register/register-routes';
import { responsibleGamingRoutes } from './features/responsible-gaming/rg-routes';
import { googleAuthRoutes } from './features/security/google-routes';
import { securityRoutes } from './features/security/security-routes';
import { sessionRoutes } from './features/session/session-routes';
import { supportRoutes } from './features/support/support-routes';
import { systemRoutes } from './features/system/system-routes';
import { uplineRoutes } from './features/upline/upline-routes';
import { verificationRoutes } from './features/verification/verification-routes';
import { walletRoutes } from './features/wallet/wallet-routes';
import { withdrawRoutes } from './features/withdraw/withdraw-routes';
import { withdrawProgressRoutes } from './features/withdraw/withdraw-progress-routes';
import { installBodyParsers, installErrorHandling } from './lib/http-setup';
import { createDecryptor } from './lib/jwe';
import { nowOf } from './money/clock';
import { runDueJobs } from './money/jobs';
import { settleCommissions } from './team/commissions';
import { settleContracts } from './team/contract-rules';
import { installSecurityHeaders } from './lib/security-headers';
import { TOKEN_HEADER } from './state/sessions';
import { createSeedState } from './state/sim-state';

export interface ServerOptions {
  /** Origin for absolute URLs handed out (image CDNs, customer service). */
  publicUrl?: string;
  logger?: boolean;
  /** The shell's origins (CORS allow-list, framing of the demo pages); default: the local shell. */
  allowedOrigins?: readonly string[];
  /**
   * The Firebase project whose ID tokens social login and phone registration accept; `emulator`
   * accepts the Authentication emulator's unsigned tokens (main.ts: FIREBASE_AUTH_EMULATOR_HOST).
   * Default: demo-gp, emulator mode (the simulator is never a real deployment's back end).
   */
  firebase?: FirebaseVerifierOptions;
}

/** One module per area of SPEC §7; a new area adds its module here. */
const ROUTE_MODULES: readonly SimRoutes[] = [
  sessionRoutes,
  verificationRoutes,
  captchaRoutes,
  registerRoutes,
  passwordRoutes,
  memberRoutes,
  walletRoutes,
  recordsRoutes,
  depositRoutes,
  withdrawRoutes,
  withdrawProgressRoutes,
  uplineRoutes,
  agentTeamRoutes,
  agentReportRoutes,
  agentManageRoutes,
  agentContractRoutes,
  securityRoutes,
  googleAuthRoutes,
  responsibleGamingRoutes,
  systemRoutes,
  contentRoutes,
  supportRoutes,
  gamesRoutes,
  favoritesRoutes,
  launchRoutes,
  lotteryRoutes,
  assetsRoutes,
  demoPagesRoutes,
  controlRoutes,
  moneyControlRoutes,
  agentControlRoutes,
  promotionRoutes,
  promotionControlRoutes,
  pointsRoutes,
  pointsControlRoutes,
  messageRoutes,
  messageControlRoutes,
  referralRoutes,
  referralControlRoutes,
  missionRoutes,
  missionControlRoutes,
  cspReportRoutes,
  cspReportControlRoutes,
  remoteLoadRoutes,
];

let catalogue: Catalogue | undefined;
/** The catalogue never changes, so every server of the process shares one. */
const sharedCatalogue = (): Catalogue => (catalogue ??= buildCatalogue(SEED));

import { createFirebaseVerifier, type FirebaseVerifierOptions } from './state/firebase-token';

/** The Firebase demo project of the tests (no credentials: `firebase emulators:start --project demo-gp`). */
export const FIREBASE_DEMO_PROJECT = 'demo-gp';

export function buildServer(options: ServerOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    routerOptions: { ignoreDuplicateSlashes: true },
    ajv: { customOptions: { removeAdditional: false } },
  });

  const allowedOrigins = options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS;
  const ctx: SimContext = {
    state: createSeedState(sharedCatalogue()),
    catalogue: sharedCatalogue(),
    publicUrl: (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, ''),
    decrypt: createDecryptor(),
    shellOrigin: allowedOrigins[0] ?? 'http://localhost:3000',
    verifyFirebaseToken: createFirebaseVerifier(options.firebase ?? { projectId: FIREBASE_DEMO_PROJECT, emulator: true }),
  };

  installErrorHandling(app);
  installBodyParsers(app);
  // A real platform compresses its responses; the simulator does too, so loading figures stay honest.
  app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  installSecurityHeaders(app, allowedOrigins);
  // Only the shell's origins may read the API from a browser; any other Origin gets no CORS headers.
  app.register(cors, {
    origin: [...allowedOrigins],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [TOKEN_HEADER, 'content-type'],
    maxAge: 600,
  });
  app.after(() => installFaultInjection(app, ctx));
  installPlants(app, ctx);
  installBalanceStream(app, ctx, allowedOrigins);
  // The platform's own clockwork (expiries, daily rebates) catches up before each request.
  app.addHook('onRequest', async () => {
    const now = nowOf(ctx.state.clock);
    runDueJobs(ctx.state.money, ctx.state.accounts, now);
    settleContracts(ctx.state, now);
    settleCommissions(ctx.state, now);
    earnBetPoints(ctx.state.points, ctx.state.money, ctx.state.accounts, now);
  });
  for (const routes of ROUTE_MODULES) app.register(routes, { ctx });
  return app;
}
