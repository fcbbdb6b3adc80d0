// @gp/kernel: the one federated singleton of the page (issue 27). It holds only what must be one
// instance for every app — runtime config, the event bus, session and balance state, the API
// client, the i18n instance, the router, favourites and feature switches, and the federation
// contracts — and every remote runs the shell's copy. What is not state or a contract belongs to
// a kit (kits/*), which each app builds in at the version it needs. At most 100 names, counted by
// kernel-surface.test.ts with `./query`; a name is added with a minor version, never removed
// within a major (the shell refuses a remote that needs a newer major: KERNEL_VERSION).

// Runtime configuration
export { type RuntimeConfig, getRuntimeConfig, peekRuntimeConfig } from './config/runtime-config';

// Event bus (a versioned contract: fields are added, never changed)
export { type EventMap } from './events/event-map';
export { emitEvent, onEvent } from './events/event-bus';
export { useEvent } from './events/use-event';

// Session, balance and the agent's contracts
export { type SessionKind, sessionKindOf } from './session/session-kind';
export { sharedStore } from './state/jotai';
export {
  tokenAtom,
  memberInfoAtom,
  sessionKindAtom,
  balanceAtom,
  signInAtom,
  setMemberInfoAtom,
  signOutAtom,
} from './session/session-atoms';
export { useSession, useBalance } from './session/use-session';
export { type Contracts, contractsAtom, setContractsAtom } from './session/contracts';
export { requireRealAccount } from './session/require-real-account';

// API client and the schemas of what crosses apps (the member, a game)
export { ApiError, isApiError } from './api/api-error';
export { apiRequest, type ApiRequestOptions, relayPath } from './api/client';
export { encryptFields } from './api/enc';
export { looseNumber, looseInteger, looseBoolean, flag, nullableString } from './api/schemas/primitives';
export { memberInfoSchema, type MemberInfo } from './api/schemas/member';
export { GAME_TYPES, type GameType, gameTypeSchema, gameSchema, type Game } from './api/schemas/game';
export { type WhitelabelNode } from './api/schemas/system';
export { fetchMemberInfo } from './api/endpoints/member';

// Feature switches, image CDNs, favourites
export { FEATURE_MODULES, isFeatureEnabled, featuresAtom, useFeature } from './features/whitelabel';
export { useImageUrl } from './features/image-cdn';
export { favoriteIdsAtom, useFavorite } from './favorites/favorites';
export { FAVORITE_LIST_KEY } from './favorites/favorite-keys';

// i18n: the one instance, the common catalogue, each app's typed translations
export { type Language } from './i18n/languages';
export { i18n, currentLanguage, addAppResources } from './i18n/i18n';
export { createTranslation, useLanguage } from './i18n/create-translation';
export { type CommonKey, useCommonT, commonT, translateError } from './i18n/common';
export type { TranslationResource, TranslationKey } from './i18n/translation-types';

// Federation contracts
export {
  REMOTE_NAMES,
  type RemoteName,
  type GamesRouteId,
  type MemberRouteId,
  type AgentRouteId,
  type LotteryRouteId,
  type RemoteRoutesModule,
  type GameLaunchRequest,
  type GameLauncherProps,
  type GameLauncherModule,
  type RemoteExposes,
  type EmbeddedPageProps,
  type EmbeddedPageModule,
  type MemberEmbeddedPages,
} from './contracts/federation';
export { type RemoteFailureKind, type RemoteModuleLoader, loadExposedModule, remoteFailureKind } from './contracts/remote-loader';


// Router (react-router-dom is reached only through here: one instance, and only these are bundled)
export { Link, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from './router';
export { MEMBER_PAGES, type MemberPageId, memberPagePath, memberPageTitleKey, isMemberPage } from './contracts/member-pages';
