import { yieldPlugin } from './yield-plugin';

type Hooks = {
  afterLoadSnapshot: (args: { id: string }) => Promise<{ id: string }>;
  beforeInitRemote: () => Promise<void>;
  beforeGetExpose: () => Promise<void>;
  beforeExecuteFactory: () => Promise<void>;
};

describe('yieldPlugin', () => {
  it('starts each step of a remote load after a yield, and passes the snapshot on unchanged', async () => {
    const steps: string[] = [];
    let release: () => void = () => undefined;
    const plugin = yieldPlugin(
      () =>
        new Promise<void>((resolve) => {
          steps.push('yield');
          release = resolve;
        }),
    ) as unknown as Hooks;

    for (const hook of ['beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'] as const) {
      let done = false;
      const step = plugin[hook]().then(() => {
        done = true;
      });
      await Promise.resolve();
      expect(done).toBe(false);
      release();
      await step;
      expect(done).toBe(true);
    }

    const args = { id: 'mf_member' };
    const snapshot = plugin.afterLoadSnapshot(args);
    release();
    await expect(snapshot).resolves.toBe(args);
    expect(steps).toEqual(['yield', 'yield', 'yield', 'yield']);
  });
});
