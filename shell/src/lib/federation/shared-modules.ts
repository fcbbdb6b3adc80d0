// The singletons the shell provides to the remotes (config/webpack.js, sharedSingletons): the
// shell is not built with the federation plugin, so it hands them to the runtime itself when the
// first remote loads. They are the shell's own module instances: one React, one router, one store
// and one kernel for every app. Versions and ranges are the build's (DefinePlugin __HOST_SHARED__).
// Kits are given too, but not as singletons: the UI, games, forms and auth kits, lazily (issue 27;
// see config/webpack.js, sharedKits). A remote built with a newer kit takes its own copy.
import * as i18next from 'i18next';
import * as jotai from 'jotai';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';
import * as kernel from '@gp/kernel';
import { SHARED_CONTRACT_VERSION } from '../../compat/shared-v1-version';

/** Each key the remotes consume, and the package whose version and range it has. */
export const HOST_SHARED_PACKAGE = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  jotai: 'jotai',
  i18next: 'i18next',
  '@gp/kernel': '@gp/kernel',
  '@gp/kernel/query': '@gp/kernel',
  '@gp/ui-kit': '@gp/ui-kit',
  '@gp/games-kit': '@gp/games-kit',
  '@gp/forms-kit': '@gp/forms-kit',
  '@gp/auth-kit': '@gp/auth-kit',
} as const;
export type HostSharedKey = keyof typeof HOST_SHARED_PACKAGE;
export const HOST_SHARED_KEYS = Object.keys(HOST_SHARED_PACKAGE) as HostSharedKey[];
/** Per package, as config/webpack.js gives them (hostSharedPackages). */
export type HostSharedVersions = Record<(typeof HOST_SHARED_PACKAGE)[HostSharedKey], { version: string; requiredVersion: string }>;

/** The keys remotes built before the kernel consume: shared 1.x, as shell/src/compat gives it. */
export const COMPAT_SHARED_KEYS = ['shared', 'shared/query'] as const;
export type CompatSharedKey = (typeof COMPAT_SHARED_KEYS)[number];

declare const __HOST_SHARED__: HostSharedVersions;

/** One provided module as the runtime's `shared` option takes it. */
export type ProvidedModule = {
  version: string;
  shareConfig: { singleton: boolean; requiredVersion: string };
} & ({ lib: () => unknown } | { get: () => Promise<() => unknown> });

/** The kits the shell gives, each loaded the first time a remote asks for it. */
const KIT_LOADERS = {
  '@gp/ui-kit': () => import(/* webpackChunkName: "kit-ui" */ '@gp/ui-kit'),
  '@gp/games-kit': () => import(/* webpackChunkName: "kit-games" */ '@gp/games-kit'),
  '@gp/forms-kit': () => import(/* webpackChunkName: "kit-forms" */ '@gp/forms-kit'),
  '@gp/auth-kit': () => import(/* webpackChunkName: "kit-auth" */ '@gp/auth-kit'),
} satisfies Partial<Record<keyof typeof HOST_SHARED_PACKAGE, () => Promise<unknown>>>;
type KitKey = keyof typeof KIT_LOADERS;
type LazyKey = '@gp/kernel/query' | KitKey;

const lazy = <T,>(load: () => Promise<T>) => ({ get: () => load().then((module) => () => module) });

/**
 * The loaded modules are given as they are (`lib`: the runtime marks them loaded, so a remote
 * takes them before its own copy); the query client (with TanStack Query) loads with the first
 * page that reads server state, so it is given by `get`: the shell's own chunk, the same instance
 * it uses. shared 1.x is given the same way, for the remotes that still ask for it. The kits are
 * given by `get` as well, and not as singletons: the shell's copy of a kit (the parts its own pages
 * use are already loaded; the rest is one chunk) serves every remote whose range it satisfies.
 */
export function hostSharedModules(versions: HostSharedVersions = __HOST_SHARED__): Record<HostSharedKey | CompatSharedKey, ProvidedModule> {
  const loaded: Record<Exclude<HostSharedKey, LazyKey>, unknown> = {
    react,
    'react/jsx-runtime': jsxRuntime,
    'react/jsx-dev-runtime': jsxDevRuntime,
    'react-dom': reactDom,
    jotai,
    i18next,
    '@gp/kernel': kernel,
  };
  const provided = (key: HostSharedKey, singleton = true) => {
    const { version, requiredVersion } = versions[HOST_SHARED_PACKAGE[key]];
    return { version, shareConfig: { singleton, requiredVersion } };
  };
  const compat = { version: SHARED_CONTRACT_VERSION, shareConfig: { singleton: true as const, requiredVersion: `^${SHARED_CONTRACT_VERSION}` } };
  return {
    ...(Object.fromEntries(Object.entries(loaded).map(([key, module]) => [key, { ...provided(key as HostSharedKey), lib: () => module }])) as Record<
      Exclude<HostSharedKey, LazyKey>,
      ProvidedModule
    >),
    '@gp/kernel/query': { ...provided('@gp/kernel/query'), ...lazy(() => import('@gp/kernel/query')) },
    ...(Object.fromEntries(
      Object.entries(KIT_LOADERS).map(([key, load]) => [key, { ...provided(key as KitKey, false), ...lazy<unknown>(load) }]),
    ) as Record<KitKey, ProvidedModule>),
    shared: { ...compat, ...lazy(() => import(/* webpackChunkName: "shared-v1" */ '../../compat/shared-v1')) },
    'shared/query': { ...compat, ...lazy(() => import(/* webpackChunkName: "shared-v1-query" */ '../../compat/shared-v1-query')) },
  };
}
