import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { yieldPlugin, yieldToMain } from './yield-plugin';

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

describe('yieldToMain', () => {
  const scope = globalThis as { scheduler?: unknown; MessageChannel?: unknown };
  const ownChannel = scope.MessageChannel;
  afterEach(() => {
    delete scope.scheduler;
    scope.MessageChannel = ownChannel;
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    scope.scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a message', () => NodeMessageChannel],
    ['a zero time-out', () => undefined],
  ])('otherwise resumes after %s, not within the current task', async (_how, channel) => {
    scope.MessageChannel = channel();
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    await Promise.resolve();
    await Promise.resolve();
    order.push('same task');
    await resumed;
    expect(order).toEqual(['same task', 'resumed']);
  });
});
