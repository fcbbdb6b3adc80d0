// `shared/query`: server state (TanStack Query). A federation singleton of its own (not part of
// `shared`'s start-up chunk): one client and one cache for every app, loaded with the first
// screen that reads server state. Apps reach @tanstack/react-query only through here (lint).
// Contract: add names, never remove one or change its meaning.
export { createQueryClient, isTransientFailure, QUERY_RETRIES, queryClient } from './query-client';
export { QueryProvider, type QueryProviderProps } from './query-provider';
// Server state more than one app reads: the game menus and vendor lanes (shell, mf-games,
// mf-lottery), the favourites list a toggle invalidates, a launch's state.
// They live in `shared` (the package by name, so this singleton's chunk carries none of shared's
// modules and shared's start-up chunk stays whole) and stay here for deployed remotes.
export { FAVORITE_LIST_KEY, gameMenusQueryOptions, gameVendorsQueryOptions, type LaunchQueryView, type LaunchState, launchStateOf } from 'shared';
export {
  type DefaultOptions,
  type InfiniteData,
  type QueryClient,
  type QueryFunctionContext,
  type QueryKey,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
  infiniteQueryOptions,
  keepPreviousData,
  MutationObserver,
  mutationOptions,
  QueryClientProvider,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
