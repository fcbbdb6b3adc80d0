import { buildServer } from './app';
import { DEFAULT_HOST, DEFAULT_PORT } from './config';

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const host = process.env.HOST ?? DEFAULT_HOST;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
// The shell's origins, comma- or space-separated (CORS allow-list); default: the local shell.
const allowedOrigins = process.env.ALLOWED_ORIGINS?.split(/[\s,]+/).filter(Boolean);

// Request logs only on demand (SIM_LOG=1): e2e and `pnpm start` stay readable.
const app = buildServer({ publicUrl, logger: process.env.SIM_LOG === '1', ...(allowedOrigins ? { allowedOrigins } : {}) });
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
