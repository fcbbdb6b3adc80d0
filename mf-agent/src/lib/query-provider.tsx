// The remote's routes read server state through the page's one client (`shared/query`); tests
// give a client of their own.
export { createQueryClient, QueryProvider } from 'shared/query';
