import { nextTask, yieldToMain } from './next-task';

const scope = globalThis as { scheduler?: unknown };

afterEach(() => {
  delete scope.scheduler;
});

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    scope.scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['yieldToMain without scheduler.yield', yieldToMain],
    ['nextTask', nextTask],
  ])('%s resumes in a later task, not within the current one', async (_name, boundary) => {
    const order: string[] = [];
    const resumed = boundary().then(() => order.push('resumed'));
    await Promise.resolve();
    await Promise.resolve();
    order.push('same task');
    await resumed;
    expect(order).toEqual(['same task', 'resumed']);
  });
});
