import * as react from 'react';
import * as reactDom from 'react-dom';
import { atom } from 'jotai';
import { KERNEL_VERSION } from '@gp/kernel/host';
import { useSession } from '@gp/kernel';
import { SHARED_CONTRACT_VERSION } from '../../compat/shared-v1-version';
import { COMPAT_SHARED_KEYS, HOST_SHARED_KEYS, HOST_SHARED_PACKAGE, hostSharedModules, type HostSharedVersions } from './shared-modules';

const packages = [...new Set(Object.values(HOST_SHARED_PACKAGE))];
const versions = Object.fromEntries(packages.map((pkg) => [pkg, { version: `1.0.${pkg.length}`, requiredVersion: `^1.0.${pkg.length}` }])) as HostSharedVersions;

const KITS = ['@gp/ui-kit', '@gp/games-kit', '@gp/forms-kit', '@gp/auth-kit'] as const;

it('provides every module the remotes consume, as the build names its version and range: kits are not singletons', () => {
  const modules = hostSharedModules(versions);
  expect(Object.keys(modules).sort()).toEqual([...HOST_SHARED_KEYS, ...COMPAT_SHARED_KEYS].sort());
  for (const key of HOST_SHARED_KEYS) {
    const { version, requiredVersion } = versions[HOST_SHARED_PACKAGE[key]];
    expect(modules[key].version).toBe(version);
    const singleton = !(KITS as readonly string[]).includes(key);
    expect(modules[key].shareConfig).toEqual({ singleton, requiredVersion });
  }
  expect(modules['react/jsx-runtime'].version).toBe(versions.react.version);
  expect(modules['@gp/kernel/query'].shareConfig.requiredVersion).toBe(versions['@gp/kernel'].requiredVersion);
  expect(modules.shared.version).toBe(SHARED_CONTRACT_VERSION);
  expect(modules['shared/query'].version).toBe(SHARED_CONTRACT_VERSION);
});

it("gives the shell's own loaded instances, so the remotes run on the shell's React, store and kernel", () => {
  const modules = hostSharedModules(versions);
  const lib = (key: keyof typeof HOST_SHARED_PACKAGE) => {
    const provided = modules[key];
    if (!('lib' in provided)) throw new Error(`${key} is not given loaded`);
    return provided.lib() as Record<string, unknown>;
  };
  expect(lib('react').useState).toBe(react.useState);
  expect(lib('react-dom').createPortal).toBe(reactDom.createPortal);
  expect(lib('jotai').atom).toBe(atom);
  expect(lib('@gp/kernel').useSession).toBe(useSession);
  expect(lib('@gp/kernel').KERNEL_VERSION).toBeUndefined();
  expect(KERNEL_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  expect(typeof lib('react/jsx-runtime').jsx).toBe('function');
});

async function load(key: '@gp/kernel/query' | 'shared' | 'shared/query' | (typeof KITS)[number]) {
  const provided = hostSharedModules(versions)[key];
  expect('lib' in provided).toBe(false);
  if (!('get' in provided)) throw new Error(`${key} has no get`);
  return (await provided.get())() as Record<string, unknown>;
}

it('gives the query client on demand: its chunk loads with the first page that reads server state', async () => {
  const query = await import('@gp/kernel/query');
  const provided = await load('@gp/kernel/query');
  expect(provided.queryClient).toBe(query.queryClient);
  expect(provided.useQuery).toBe(query.useQuery);
});

it("gives shared 1.x to older remotes from the kernel's and the kits' own instances", async () => {
  const shared = await load('shared');
  expect(shared.useSession).toBe(useSession);
  expect(shared.SHARED_CONTRACT_VERSION).toBe(SHARED_CONTRACT_VERSION);
  const query = await import('@gp/kernel/query');
  expect((await load('shared/query')).queryClient).toBe(query.queryClient);
});

it("gives the kits it holds on demand, its own instances (a remote whose range they satisfy takes them)", async () => {
  const own: Record<(typeof KITS)[number], Record<string, unknown>> = {
    '@gp/ui-kit': await import('@gp/ui-kit'),
    '@gp/games-kit': await import('@gp/games-kit'),
    '@gp/forms-kit': await import('@gp/forms-kit'),
    '@gp/auth-kit': await import('@gp/auth-kit'),
  };
  for (const kit of KITS) {
    const provided = await load(kit);
    expect(Object.keys(provided).sort()).toEqual(Object.keys(own[kit]).sort());
    for (const name of Object.keys(own[kit])) expect(provided[name]).toBe(own[kit][name]);
  }
});
