import { loadTimeoutPlugin, remoteFallbackPlugin } from './runtime-plugins';
import { RemoteLoadError } from './remote-errors';

type Hooks = {
  createScript: () => unknown;
  fetch: (url: string, options: RequestInit) => unknown;
  errorLoadRemote: (args: { id: string; error: unknown; lifecycle: string }) => unknown;
};

describe('loadTimeoutPlugin', () => {
  it('gives remote entry scripts and manifest fetches the configured time-out', () => {
    const plugin = loadTimeoutPlugin(() => 1500) as unknown as Hooks;
    expect(plugin.createScript()).toEqual({ timeout: 1500 });
    const options: RequestInit = {};
    expect(plugin.fetch('http://localhost:3001/mf-manifest.json', options)).toBeUndefined();
    expect(options.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('remoteFallbackPlugin', () => {
  it('reports the failure and hands back a module that throws a typed error for the route boundary', () => {
    const report = jest.fn();
    const plugin = remoteFallbackPlugin(report) as unknown as Hooks;
    const error = new Error('ScriptNetworkError: Failed to load script');
    const fallback = plugin.errorLoadRemote({ id: 'mf_games/routes', error, lifecycle: 'onLoad' }) as { default: () => never };
    expect(report).toHaveBeenCalledWith({ remote: 'mf_games', kind: 'failure', lifecycle: 'onLoad', error });
    expect(() => fallback.default()).toThrow(RemoteLoadError);
  });

  it('lets manifest failures propagate to the loader', () => {
    const plugin = remoteFallbackPlugin(jest.fn()) as unknown as Hooks;
    expect(plugin.errorLoadRemote({ id: 'mf_games', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
  });
});
