// @gp/kernel/host: the shell's side of the kernel — boot, restoring the session, setting what the
// server said at start-up, providing the remote loader. Not federated and not for remotes (lint):
// the shell bundles it beside the kernel's root, so both reach the same module instances.
export { setRuntimeConfig, takeBootResponse, bootFetch, loadRuntimeConfig } from './config/runtime-config';
export { SESSION_KEYS, getSessionItem, setSessionItem } from './session/session-keys';
export { TRIAL_TYPE } from './session/session-kind';
export { setBalanceAtom, restoreSessionAtom, readStoredSession } from './session/session-atoms';
export { consolidatedSchema, type Consolidated } from './api/schemas/member';
export { whitelabelSchema } from './api/schemas/system';
export { setFeaturesAtom } from './features/whitelabel';
export { imageCdnsAtom, setImageCdnsAtom, resolveImageUrl } from './features/image-cdn';
export { LANGUAGES, COMPLETE_LANGUAGES } from './i18n/languages';
export { initI18n, setLanguage, i18nReady, offeredLanguages } from './i18n/i18n';
export { type RemoteExposedModules, type ExposedKey, type RemoteRouteIds } from './contracts/federation';
export { provideRemoteModuleLoader } from './contracts/remote-loader';
export { KERNEL_VERSION } from './contracts/kernel-version';
export { BrowserRouter, MemoryRouter } from './router';
export { isOwnEvent, onForeignEvent } from './events/event-bus';
export { fetchBalance } from './api/endpoints/member';
