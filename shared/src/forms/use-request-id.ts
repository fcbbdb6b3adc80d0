import { useEffect, useRef, type RefObject } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { newRequestId } from '../api/request-id';

/**
 * The `requestId` of a money form's next request (see newRequestId): one id per intended request,
 * so a double click or a retry after a lost answer sends the same id and moves nothing twice. Any
 * change to the form (a reset too) is another request and gets a new id, except a change to `keep`
 * (the withdrawal password: retyping it after a wrong one is the same request). After a success
 * the form sets `requestId.current = newRequestId()`.
 */
export function useRequestId<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'watch'>, keep?: FieldPath<T>): RefObject<string> {
  const requestId = useRef(newRequestId());
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (keep === undefined || name !== keep) requestId.current = newRequestId();
    });
    return () => subscription.unsubscribe();
  }, [watch, keep]);
  return requestId;
}
