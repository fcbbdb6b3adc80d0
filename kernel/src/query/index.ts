// `@gp/kernel/query`: the page's one query client and cache. A federation singleton key of its own
// (not in the kernel's start-up chunk): it loads with the first screen that reads server state.
// Apps use TanStack Query itself (`@tanstack/react-query`, a singleton the shell provides) for
// hooks and options; query keys come from each resource's key factory.
export { createQueryClient, queryClient } from './query-client';
export { QueryProvider } from './query-provider';
