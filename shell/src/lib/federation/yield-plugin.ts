import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { yieldToMain } from '../boot/next-task';

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
