// `@gp/kernel/query`: the page's one query client and cache, and TanStack Query's API as the apps
// use it. A federation singleton key of its own (not in the kernel's start-up chunk): it loads
// with the first screen that reads server state. Apps reach TanStack Query only through here
// (lint), so only these exports are bundled — a package shared on its own is never tree-shaken
// (the whole library would cost every first route about 3 KB more). Query keys come from each
// resource's key factory.
export { createQueryClient, queryClient } from './query-client';
export { QueryProvider } from './query-provider';
export { useQuery } from './use-query';

// TanStack Query's own API (counted apart from the kernel's names in kernel-surface.test.ts).
export {
  type QueryClient,
  type QueryKey,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQueryClient,
} from '@tanstack/react-query';
