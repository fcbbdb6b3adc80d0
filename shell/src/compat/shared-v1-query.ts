// `shared/query` 1.x, as the shell provides it to remotes built before the kernel: the page's one
// query client (the kernel's), the catalogue's query options (the games kit's) and TanStack Query
// itself (the singleton the shell provides), so an older remote shares the cache with the page.
export {
  createQueryClient,
  queryClient,
  QueryProvider,
} from '@gp/kernel/query';
export {
  FAVORITE_LIST_KEY,
} from '@gp/kernel';
export {
  gameMenusQueryOptions,
  gameVendorsQueryOptions,
  type LaunchQueryView,
  type LaunchState,
  launchStateOf,
} from '@gp/games-kit';
export {
  isTransientFailure,
  QUERY_RETRIES,
  type QueryProviderProps,
} from '@gp/kernel/legacy';
export {
  type DefaultOptions,
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  MutationObserver,
  mutationOptions,
  type QueryClient,
  QueryClientProvider,
  type QueryFunctionContext,
  type QueryKey,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  type UseInfiniteQueryResult,
  useIsFetching,
  useMutation,
  type UseMutationResult,
  useQueries,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
