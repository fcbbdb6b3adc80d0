// Server state for mf-agent: TanStack Query. Issue 10 puts one client in `shared/query` (a
// federation singleton); until it lands there this module is the remote's own door to it, with
// the same names, so adopting `shared/query` is this file only.
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
