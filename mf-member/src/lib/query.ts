// Server state for mf-member: the page's one TanStack Query client and its hooks, from
// `@gp/kernel/query` (a federation singleton).
export { keepPreviousData, type QueryClient, QueryClientProvider, queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@gp/kernel/query';
