import { warmUpIntl } from './intl-warm-up';

type FakeWorker = { postMessage: jest.Mock; terminate: jest.Mock; onmessage: (() => void) | null; onerror: (() => void) | null };

function fakeWorker(): FakeWorker {
  return { postMessage: jest.fn(), terminate: jest.fn(), onmessage: null, onerror: null };
}

describe('warmUpIntl', () => {
  const realWorker = globalThis.Worker;
  beforeEach(() => {
    // jsdom has no workers: a constructor is enough for the check.
    globalThis.Worker = function Worker() {} as unknown as typeof Worker;
  });
  afterEach(() => {
    globalThis.Worker = realWorker;
  });

  it("sends the site's zone and the page's language, and ends the worker once it is done", () => {
    const worker = fakeWorker();
    warmUpIntl('Asia/Manila', 'th', () => worker as unknown as Worker);
    expect(worker.postMessage).toHaveBeenCalledWith({ zone: 'Asia/Manila', tag: 'th' });
    expect(worker.terminate).not.toHaveBeenCalled();
    worker.onmessage?.();
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });

  it('ends the worker when it fails', () => {
    const worker = fakeWorker();
    warmUpIntl('Asia/Manila', 'en', () => worker as unknown as Worker);
    worker.onerror?.();
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });

  it('leaves the page alone where a worker cannot start', () => {
    expect(() =>
      warmUpIntl('Asia/Manila', 'en', () => {
        throw new Error('refused');
      }),
    ).not.toThrow();
  });

  it('does nothing without workers', () => {
    globalThis.Worker = undefined as unknown as typeof Worker;
    const create = jest.fn();
    warmUpIntl('Asia/Manila', 'en', create);
    expect(create).not.toHaveBeenCalled();
  });
});
