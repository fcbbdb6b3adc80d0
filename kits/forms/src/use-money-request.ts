import { useEffect, useMemo, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@gp/kernel';
import { newRequestId } from './request-id';

/**
 * Whether an error is the server's definitive answer: it refused the request (a business
 * refusal, a 4xx, a 401), so nothing moved and the next try is a new request. A lost answer (a
 * network error, a time-out, a 5xx, an answer that does not parse) is not: the server may have
 * moved the money, so the next try must be the same request.
 */
export function isDefinitiveAnswer(error: unknown): boolean {
  if (!isApiError(error)) return false;
  switch (error.kind) {
    case 'business':
    case 'unauthorized':
      return true;
    case 'http':
      return error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
    default:
      return false;
  }
}

export type MoneyRequest = {
  /**
   * Runs one try of the operation with its request id. The id is made at the first try and kept
   * until a definitive answer (success or a refusal), so a retry after a lost answer, a double
   * click or a time-out is the same request and the server moves nothing twice.
   */
  send: <R>(call: (requestId: string) => Promise<R>) => Promise<R>;
};

export type MoneyRequestOptions<T extends FieldValues> = {
  /** The field whose change is still the same request (the withdrawal password). */
  keep?: FieldPath<T>;
  /** Without a form: which operation the next send is (accept or reject, say); another one gets a new id. */
  operation?: string | number | null;
};

/**
 * The one way a call that moves money or points gets its `requestId` (wallet transfer and recall,
 * deposit, withdraw, transfers to the upline and to a downline, points redeem and convert,
 * mission, promotion and ticket claims, contract answers; docs/api-contract.md lists them). With a
 * form, any change to it (a reset too) is another operation and gets a new id, except a change to
 * `keep` (the withdrawal password: retyping it is the same request).
 */
export function useMoneyRequest<T extends FieldValues>(form?: Pick<UseFormReturn<T>, 'watch'>, options: MoneyRequestOptions<T> = {}): MoneyRequest {
  const current = useRef<string | null>(null);
  const watch = form?.watch;
  const { keep, operation } = options;
  useEffect(() => {
    current.current = null;
  }, [operation]);
  useEffect(() => {
    if (!watch) return undefined;
    const subscription = watch((_values, { name }) => {
      if (keep === undefined || name !== keep) current.current = null;
    });
    return () => subscription.unsubscribe();
  }, [watch, keep]);
  return useMemo(
    () => ({
      send: async (call) => {
        const requestId = current.current ?? newRequestId();
        current.current = requestId;
        const settle = () => {
          if (current.current === requestId) current.current = null;
        };
        try {
          const answer = await call(requestId);
          settle();
          return answer;
        } catch (error) {
          if (isDefinitiveAnswer(error)) settle();
          throw error;
        }
      },
    }),
    [],
  );
}
