import { useDeferredValue } from 'react';
import { useQuery as useTanStackQuery } from '@tanstack/react-query';

/**
 * TanStack Query's `useQuery`, whose new results render in a deferred (interruptible) pass.
 *
 * TanStack Query subscribes through `useSyncExternalStore`, and React renders every store change
 * synchronously: when a page's data arrives, the whole page mounted in one task (up to a few
 * hundred milliseconds on a slow phone, the signed-in pages' total blocking time). With the result
 * deferred, the urgent render keeps the previous result (the spinner stays a moment) and the new
 * one renders in a transition that yields to the browser every few milliseconds. A component
 * mounting with data already in the cache gets it at once (no deferral on mount).
 */
export const useQuery: typeof useTanStackQuery = ((options: Parameters<typeof useTanStackQuery>[0], client?: Parameters<typeof useTanStackQuery>[1]) =>
  useDeferredValue(useTanStackQuery(options, client))) as typeof useTanStackQuery;
