import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * Hands the main thread back to the browser (input, paint, other tasks) and resumes in a new task:
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place in the queue),
 * otherwise a message to this page, which runs sooner than a zero time-out (itself the last resort).
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Loading a remote's module is a chain of steps the runtime runs back to back as soon as a file
 * arrives: its manifest read (and the contract check), its entry's container set up with the
 * shared modules, the exposed module's files asked for, then the module evaluated. Run in one go
 * they made one task of up to 70 ms on a fast machine (issue 27: four times that on a phone, the
 * longest task of a signed-in page's load). This plugin starts each of those steps in a task of its
 * own, so the browser can paint and answer input between them. The steps and their order do not
 * change; each waits one turn of the event loop.
 */
export function yieldPlugin(yieldNow: () => Promise<void> = yieldToMain): ModuleFederationRuntimePlugin {
  return {
    name: 'gp-yield',
    async afterLoadSnapshot(args) {
      await yieldNow();
      return args;
    },
    async beforeInitRemote() {
      await yieldNow();
    },
    async beforeGetExpose() {
      await yieldNow();
    },
    async beforeExecuteFactory() {
      await yieldNow();
    },
  };
}
