// Public surface of `shared`: a contract for every app that runs this copy (singleton). Add
// names, never remove one or change its meaning. Apps import only from here (and `shared/testing`
// in tests). A remote's own endpoints live in that remote, not here.

// Runtime configuration
export {
  runtimeConfigSchema,
  type RuntimeConfig,
  type RuntimeConfigInput,
  DEFAULT_RUNTIME_CONFIG_URL,
  setRuntimeConfig,
  getRuntimeConfig,
  peekRuntimeConfig,
  takeBootResponse,
  bootFetch,
  loadRuntimeConfig,
} from './config/runtime-config';

// Event bus
export { type EmptyDetail, type EventMap, type EventName, EVENT_VERSION, eventType } from './events/event-map';
export { type EventHandler, emitEvent, onEvent, isOwnEvent, onForeignEvent } from './events/event-bus';
export { useEvent } from './events/use-event';

// Session and balance
export { SESSION_KEYS, type SessionKey, getSessionItem, setSessionItem } from './session/session-keys';
export { type SessionKind, AGENT_TYPES, TRIAL_TYPE, isAgentType, sessionKindOf } from './session/session-kind';
export { sharedStore } from './session/shared-store';
export {
  tokenAtom,
  memberInfoAtom,
  sessionKindAtom,
  balanceAtom,
  currencySymbolAtom,
  signInAtom,
  type SignInInput,
  setMemberInfoAtom,
  setBalanceAtom,
  type BalanceInput,
  signOutAtom,
  restoreSessionAtom,
  readStoredSession,
  type StoredSession,
  takeTokenFromUrl,
} from './session/session-atoms';
export { useSession, type SessionView, useBalance, type BalanceView } from './session/use-session';
export { type Contracts, contractsOf, contractsAtom, setContractsAtom } from './session/contracts';

// API client, envelope and errors
export { ApiError, type ApiErrorKind, type ApiErrorOptions, isApiError, errorMessageKey } from './api/api-error';
export {
  apiClient,
  apiBaseUrl,
  apiRequest,
  type ApiRequestOptions,
  type HttpMethod,
  type SearchParams,
  type FormFields,
  relayPath,
} from './api/client';
export { ENC_ALG, ENC_ENC, encryptFields } from './api/enc';
// Deprecated for apps (lint refuses it there): a money call's id comes from useMoneyRequest (shared/forms).
export { newRequestId } from './api/request-id';

// Schemas of the data that crosses apps
export { looseNumber, looseInteger, looseBoolean, flag, nullableString } from './api/schemas/primitives';
export {
  memberInfoSchema,
  type MemberInfo,
  loginResultSchema,
  type LoginResult,
  loginFailureValueSchema,
  balanceSchema,
  type Balance,
  consolidatedSchema,
  type Consolidated,
} from './api/schemas/member';
export {
  GAME_TYPES,
  gameTypeSchema,
  type GameType,
  gameSchema,
  type Game,
  vendorSchema,
  type Vendor,
  gameMenuSchema,
  type GameMenu,
  gameMenusSchema,
  type GameMenus,
  gameVendorLaneSchema,
  type GameVendorLane,
  gameVendorLanesSchema,
  type GameVendorLanes,
  gameListSchema,
  type GameList,
  lotteryGameSchema,
  type LotteryGame,
  lotteryMenuSchema,
  type LotteryMenu,
} from './api/schemas/game';
export {
  type WhitelabelNode,
  whitelabelNodeSchema,
  whitelabelSchema,
  registerFieldRuleSchema,
  type RegisterFieldRule,
  registerSettingsSchema,
  type RegisterSettings,
  resourceSchema,
  type Resource,
  SYSTEM_STATUS,
  systemStatusSchema,
  type SystemStatus,
  domainRouteSchema,
  type DomainRoute,
} from './api/schemas/system';
export { launchResultSchema, type LaunchResult } from './api/schemas/launch';

// Endpoints more than one app calls
export { type LoginFields, login, needsCaptcha, loginFreePlay, logout } from './api/endpoints/session';
export { fetchMemberInfo, fetchBalance } from './api/endpoints/member';
export { fetchSystemStatus } from './api/endpoints/system';
export {
  fetchGameMenus,
  fetchGameVendors,
  type GameListQuery,
  fetchGameList,
  gameMenusQueryOptions,
  gameVendorsQueryOptions,
} from './api/endpoints/games';
export { onLaunchCdn, onRandomLaunchCdn } from './api/endpoints/launch';
export { type UnreadCount, unreadCountSchema, fetchUnreadCount, unreadCountQueryOptions } from './api/endpoints/unread-count';

// Query key factories of the server state more than one app reads (1.5.0): an app's own keys extend these areas
export { memberKeys } from './api/endpoints/member-keys';
export { gameKeys } from './api/endpoints/game-keys';
export { promotionKeys } from './api/endpoints/promotion-keys';

// Feature switches, permissions, images
export { FEATURE_MODULES, type FeatureModuleId, isFeatureEnabled, featuresAtom, setFeaturesAtom, useFeature } from './features/whitelabel';
export { pickRandom, resolveImageUrl, imageCdnsAtom, setImageCdnsAtom, useImageUrl } from './features/image-cdn';
export { type Permissions, permissionsAtom, setPermissionsAtom, usePermissions } from './features/permissions';

// i18n
export { LANGUAGES, type Language, DEFAULT_LANGUAGE, HTML_LANG, isLanguage } from './i18n/languages';
export {
  COMMON_NS,
  i18n,
  initI18n,
  resolveInitialLanguage,
  currentLanguage,
  setLanguage,
  addAppResources,
  i18nReady,
  type LazyResource,
} from './i18n/i18n';
export { createTranslation, type Translation, type TypedT, useLanguage } from './i18n/create-translation';
export { type CommonKey, useCommonT, commonT, translateError, phoneAuthErrorKey } from './i18n/common';
export type { ResourceTree, TranslationResource, TranslationKey, TranslationValues } from './i18n/translation-types';
export { commonEn } from './i18n/locales/common-en';

// Formatting
export { formatAmount, formatBalance, formatCount, NO_VALUE } from './format/format-balance';

// UI kit
export { Button, type ButtonProps, type ButtonVariant } from './ui/button';
export { Dialog, type DialogProps } from './ui/dialog';
export { Spinner, type SpinnerProps } from './ui/spinner';
export { ErrorState, type ErrorStateProps } from './ui/error-state';
export { StaleNotice, type StaleNoticeProps } from './ui/stale-notice';
export { EmptyState, type EmptyStateProps } from './ui/empty-state';
export { Skeleton, type SkeletonProps } from './ui/skeleton';
export { ImageWithFallback, type ImageWithFallbackProps } from './ui/image-with-fallback';
export { SafeHtml, type SafeHtmlProps, sanitizeHtml } from './ui/safe-html';
export { NotAvailableYet, type NotAvailableYetProps } from './ui/not-available-yet';
export { PillLink, type PillLinkProps } from './ui/pill-link';
export {
  TextField,
  type TextFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
  CheckboxField,
  type CheckboxFieldProps,
  FormAlert,
} from './ui/form-fields';
export { AmountField, type AmountFieldProps, PaymentPasswordField, type PaymentPasswordFieldProps } from './ui/money-fields';
export { applyRefusal, serverFieldErrors } from './ui/form-refusal';
export {
  AMOUNT_PATTERN,
  PAYMENT_PASSWORD_PATTERN,
  amountSchema,
  amountMessages,
  toAmount,
  paymentPasswordSchema,
  type AmountMessages,
  type AmountLimits,
  type AmountMessageKey,
} from './ui/money-rules';
export { GameCard } from './ui/game-card/game-card';
export { DEFAULT_GAME_ICON } from './ui/game-card/default-game-icon';
export { GameFrame, type GameFrameProps } from './ui/game-frame';

// Federation contracts
export {
  REMOTE_NAMES,
  type RemoteName,
  type GamesRouteId,
  type MemberRouteId,
  type AgentRouteId,
  type LotteryRouteId,
  type RemoteRouteIds,
  type RemoteRoutesProps,
  type RemoteRoutesModule,
  type RemoteContracts,
  type RemoteModuleId,
  remoteModuleId,
  type GameLaunchRequest,
  type GameLauncherProps,
  type GameLauncherModule,
  type RemoteExposedModules,
  type ExposedKey,
  type RemoteExposes,
  type EmbeddedPageProps,
  type EmbeddedPageModule,
  type MemberEmbeddedPages,
} from './contracts/federation';
export {
  MEMBER_PAGES,
  type MemberPageId,
  type MemberPagePath,
  memberPagePath,
  memberPageTitleKey,
  isMemberPage,
} from './contracts/member-pages';
export {
  type RemoteFailureKind,
  type RemoteModuleLoader,
  provideRemoteModuleLoader,
  loadExposedModule,
  remoteFailureKind,
} from './contracts/remote-loader';
export { SHARED_CONTRACT_VERSION } from './contracts/contract-version';

// Router (react-router-dom is reached only through here)
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
  type NavigateFunction,
} from './router';

// Favourites (the game card's toggle)
export { FAVORITE_THROTTLE_MS, favoriteIdsAtom, type FavoriteView, useFavorite } from './favorites/favorites';
export { FAVORITE_LIST_KEY } from './favorites/favorite-keys';

// Request state. Deprecated: no app of this repository uses them any more (server state is
// `shared/query`, a launch's state `launchStateOf` there); they stay for deployed remotes.
export { type RequestState, useRequest } from './request/use-request';
export { useLaunchUrl } from './request/use-launch-url';
export { type LaunchQueryView, type LaunchState, launchStateOf } from './request/launch-state';

// The gate for actions a guest or a trial account may not take
export { requireRealAccount } from './auth/require-real-account';
export { isSafeUrl, openSafeUrl, safeUrl, type SafeUrlOptions } from './security/safe-url';
export {
  atom,
  useAtom,
  useAtomValue,
  useSetAtom,
  JotaiProvider,
  type JotaiStore,
  type Atom,
  type PrimitiveAtom,
  type SetStateAction,
  type WritableAtom,
} from './state/jotai';
