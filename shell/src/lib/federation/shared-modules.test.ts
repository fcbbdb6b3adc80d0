import * as react from 'react';
import * as reactDom from 'react-dom';
import { atom } from 'jotai';
import { SHARED_CONTRACT_VERSION } from 'UNRESOLVED';
import { HOST_SHARED_KEYS, HOST_SHARED_PACKAGE, hostSharedModules, type HostSharedVersions } from './shared-modules';

const packages = [...new Set(Object.values(HOST_SHARED_PACKAGE))];
const versions = Object.fromEntries(packages.map((pkg) => [pkg, { version: `1.0.${pkg.length}`, requiredVersion: `^1.0.${pkg.length}` }])) as HostSharedVersions;

it('provides every singleton the remotes consume, as the build names its version and range', () => {
  const modules = hostSharedModules(versions);
  expect(Object.keys(modules).sort()).toEqual([...HOST_SHARED_KEYS].sort());
  for (const key of HOST_SHARED_KEYS) {
    const { version, requiredVersion } = versions[HOST_SHARED_PACKAGE[key]];
    expect(modules[key].version).toBe(version);
    expect(modules[key].shareConfig).toEqual({ singleton: true, requiredVersion });
  }
  expect(modules['react/jsx-runtime'].version).toBe(versions.react.version);
  expect(modules['shared/query'].shareConfig.requiredVersion).toBe(versions.shared.requiredVersion);
});

it("gives the shell's own loaded instances, so the remotes run on the shell's React, store and `shared`", () => {
  const modules = hostSharedModules(versions);
  const lib = (key: keyof typeof HOST_SHARED_PACKAGE) => {
    const provided = modules[key];
    if (!('lib' in provided)) throw new Error(`${key} is not given loaded`);
    return provided.lib() as Record<string, unknown>;
  };
  expect(lib('react').useState).toBe(react.useState);
  expect(lib('react-dom').createPortal).toBe(reactDom.createPortal);
  expect(lib('jotai').atom).toBe(atom);
  expect(lib('shared').SHARED_CONTRACT_VERSION).toBe(SHARED_CONTRACT_VERSION);
  expect(typeof lib('react/jsx-runtime').jsx).toBe('function');
});

it('gives `shared/query` on demand: its chunk loads with the first page that reads server state', async () => {
  const provided = hostSharedModules(versions)['shared/query'];
  expect('lib' in provided).toBe(false);
  if (!('get' in provided)) throw new Error('shared/query has no get');
  const factory = await provided.get();
  const query = await import('shared/query');
  expect((factory() as typeof query).queryClient).toBe(query.queryClient);
});
