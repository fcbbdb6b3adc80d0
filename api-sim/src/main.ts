import { buildServer, FIREBASE_DEMO_PROJECT } from './app';
import { DEFAULT_HOST, DEFAULT_PORT } from './config';

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const host = process.env.HOST ?? DEFAULT_HOST;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
// The shell's origins, comma- or space-separated (CORS allow-list); default: the local shell.
const allowedOrigins = process.env.ALLOWED_ORIGINS?.split(/[\s,]+/).filter(Boolean);

// Request logs only on demand (SIM_LOG=1): e2e and `pnpm start` stay readable.
// Firebase ID tokens: the project (FIREBASE_PROJECT_ID, default demo-gp) and, as the Admin SDK
// does, the emulator's unsigned tokens accepted only when FIREBASE_AUTH_EMULATOR_HOST is set.
const firebase = {
  projectId: process.env.FIREBASE_PROJECT_ID ?? FIREBASE_DEMO_PROJECT,
  emulator: Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST),
};
const app = buildServer({ publicUrl, logger: process.env.SIM_LOG === '1', firebase, ...(allowedOrigins ? { allowedOrigins } : {}) });
app.addHook('onReady', async () => {
  console.log(`api-sim listening on http://${host}:${port}`);
});

const shutdown = (): void => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

app.listen({ port, host }).catch((error: unknown) => {
  app.log.error(error);
  process.exit(1);
});
