import { classifyLoadError, RemoteLoadError } from './remote-errors';

describe('classifyLoadError', () => {
  it('reads time-outs from the runtime and the browser', () => {
    expect(classifyLoadError(new RemoteLoadError('mf_games', 'timeout'))).toBe('timeout');
    expect(classifyLoadError(new DOMException('signal timed out', 'TimeoutError'))).toBe('timeout');
    expect(classifyLoadError(new Error('ScriptNetworkError: Script "x" timed out.'))).toBe('timeout');
    expect(classifyLoadError(new Error('wrapper', { cause: new DOMException('x', 'AbortError') }))).toBe('timeout');
  });

  it('treats everything else as a failure', () => {
    expect(classifyLoadError(new Error('ScriptNetworkError: Failed to load script'))).toBe('failure');
    expect(classifyLoadError(new TypeError('Failed to fetch'))).toBe('failure');
    expect(classifyLoadError('odd')).toBe('failure');
  });
});
