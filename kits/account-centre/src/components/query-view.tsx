import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Spinner } from '@gp/ui-kit';
import styles from '../records.module.css';

/** What QueryView reads of a query result (TanStack Query's, or a test's). */
export type QueryLike<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown; isPlaceholderData?: boolean };

/**
 * One server answer on screen: loading, the catalogue's error with Retry, an empty state, or the
 * content. Never blank. While the next page loads the previous one stays (placeholder data).
 */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <Spinner />;
  if (isEmpty?.(query.data)) return <EmptyState title={empty} />;
  return (
    <>
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      <div className={styles.loaded} aria-busy={query.isPlaceholderData ? true : undefined}>
        {children(query.data)}
      </div>
    </>
  );
}
