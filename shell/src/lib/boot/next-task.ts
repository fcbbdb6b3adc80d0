/** A macrotask boundary: the browser may paint, load and answer input before the next step. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A boundary like nextTask for work already under way: with `scheduler.yield()` (where the
 * browser has it) the rest of the work resumes ahead of the tasks queued meanwhile, instead of
 * behind them (timers, renders, network callbacks), so it is not put off by the yield.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : nextTask();
}
