import { loadExposedModule, provideRemoteModuleLoader, remoteFailureKind, type RemoteModuleLoader } from './remote-loader';

describe('loading another remote’s module through the shell’s runtime', () => {
  it('fails as a retriable load failure while no shell has provided its loader', async () => {
    const error: unknown = await loadExposedModule('mf_member', './deposit').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(remoteFailureKind(error)).toBe('failure');
  });

  it('hands the remote, the exposed key and the options to the loader the shell provided', async () => {
    const module = { default: () => null };
    const loader = jest.fn(() => Promise.resolve(module));
    provideRemoteModuleLoader(loader as unknown as RemoteModuleLoader);

    await expect(loadExposedModule('mf_member', './withdraw', { fresh: true })).resolves.toBe(module);
    expect(loader).toHaveBeenCalledWith('mf_member', './withdraw', { fresh: true });
  });
});

describe('remoteFailureKind', () => {
  const loadError = (kind: string) => Object.assign(new Error('Remote "mf_member" failed'), { kind });

  it('reads the kind of a load error, also when it is the cause of another error', () => {
    expect(remoteFailureKind(loadError('timeout'))).toBe('timeout');
    expect(remoteFailureKind(loadError('skew'))).toBe('skew');
    expect(remoteFailureKind(new Error('outer', { cause: loadError('failure') }))).toBe('failure');
  });

  it('anything else is a render failure', () => {
    expect(remoteFailureKind(new Error('boom'))).toBe('render');
    expect(remoteFailureKind(loadError('nonsense'))).toBe('render');
    expect(remoteFailureKind('a string')).toBe('render');
  });
});
