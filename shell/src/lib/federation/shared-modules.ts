// The singletons the shell provides to the remotes (config/webpack.js, sharedSingletons): the
// shell is not built with the federation plugin, so it hands them to the runtime itself when the
// first remote loads. They are the shell's own module instances: one React, one router and one
// store for every app. Versions and ranges are the build's (DefinePlugin __HOST_SHARED__).
import * as i18next from 'i18next';
import * as jotai from 'jotai';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';
import * as shared from 'shared';

/** Each key the remotes consume, and the package whose version and range it has. */
export const HOST_SHARED_PACKAGE = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  jotai: 'jotai',
  i18next: 'i18next',
  shared: 'shared',
  'shared/query': 'shared',
} as const;
export type HostSharedKey = keyof typeof HOST_SHARED_PACKAGE;
export const HOST_SHARED_KEYS = Object.keys(HOST_SHARED_PACKAGE) as HostSharedKey[];
/** Per package, as config/webpack.js gives them (hostSharedPackages). */
export type HostSharedVersions = Record<(typeof HOST_SHARED_PACKAGE)[HostSharedKey], { version: string; requiredVersion: string }>;

declare const __HOST_SHARED__: HostSharedVersions;

/** One provided module as the runtime's `shared` option takes it. */
export type ProvidedModule = {
  version: string;
  shareConfig: { singleton: true; requiredVersion: string };
} & ({ lib: () => unknown } | { get: () => Promise<() => unknown> });

/**
 * The loaded modules are given as they are (`lib`: the runtime marks them loaded, so a remote
 * takes them before its own copy); `shared/query` is loaded with the first page that reads
 * server state, so it is given by `get`: the shell's own chunk, the same instance it uses.
 */
export function hostSharedModules(versions: HostSharedVersions = __HOST_SHARED__): Record<HostSharedKey, ProvidedModule> {
  const modules: Record<Exclude<HostSharedKey, 'shared/query'>, unknown> = {
    react,
    'react/jsx-runtime': jsxRuntime,
    'react/jsx-dev-runtime': jsxDevRuntime,
    'react-dom': reactDom,
    jotai,
    i18next,
    shared,
  };
  const provided = (key: HostSharedKey) => {
    const { version, requiredVersion } = versions[HOST_SHARED_PACKAGE[key]];
    return { version, shareConfig: { singleton: true as const, requiredVersion } };
  };
  return {
    ...(Object.fromEntries(Object.entries(modules).map(([key, module]) => [key, { ...provided(key as HostSharedKey), lib: () => module }])) as Record<
      Exclude<HostSharedKey, 'shared/query'>,
      ProvidedModule
    >),
    'shared/query': { ...provided('shared/query'), get: () => import('shared/query').then((module) => () => module) },
  };
}
