// @gp/kernel/legacy: names of `shared` 1.x that the kernel's root no longer exports. Only the
// shell's compatibility module (shell/src/compat) imports it, so remotes built against shared 1.x
// keep running for the deprecation window (README, "Kernel and kits"); nothing new uses them.
export { type ApiErrorKind, type ApiErrorOptions, errorMessageKey } from './api/api-error';
export { type FormFields, type HttpMethod, type SearchParams, apiBaseUrl, apiClient } from './api/client';
export { ENC_ALG, ENC_ENC } from './api/enc';
export { type Balance, balanceSchema } from './api/schemas/member';
export { whitelabelNodeSchema } from './api/schemas/system';
export { DEFAULT_RUNTIME_CONFIG_URL, type RuntimeConfigInput, runtimeConfigSchema } from './config/runtime-config';
export { type RemoteContracts, type RemoteModuleId, type RemoteRoutesProps, remoteModuleId } from './contracts/federation';
export { type MemberPagePath } from './contracts/member-pages';
export { type EventHandler } from './events/event-bus';
export { EVENT_VERSION, type EmptyDetail, type EventName, eventType } from './events/event-map';
export { FAVORITE_THROTTLE_MS, type FavoriteView } from './favorites/favorites';
export { pickRandom } from './features/image-url';
export { type FeatureModuleId } from './features/whitelabel';
export { type Translation, type TypedT } from './i18n/create-translation';
export { COMMON_NS, type LazyResource, resolveInitialLanguage } from './i18n/i18n';
export { DEFAULT_LANGUAGE, HTML_LANG, isLanguage } from './i18n/languages';
export { commonEn } from './i18n/locales/common-en';
export { type ResourceTree, type TranslationValues } from './i18n/translation-types';
export { QUERY_RETRIES, isTransientFailure } from './query/query-client';
export { type QueryProviderProps } from './query/query-provider';
export { contractsOf } from './session/contracts';
export { type BalanceInput, type SignInInput, type StoredSession, currencySymbolAtom, takeTokenFromUrl } from './session/session-atoms';
export { type SessionKey } from './session/session-keys';
export { AGENT_TYPES, isAgentType } from './session/session-kind';
export { type SessionView } from './session/use-session';
