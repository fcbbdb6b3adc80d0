/** The ICU warm-up worker (intl-warm-up.ts): a chunk of its own, without imports. */
export function createIntlWorker(): Worker {
  return new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { name: 'intl-warm-up' });
}
