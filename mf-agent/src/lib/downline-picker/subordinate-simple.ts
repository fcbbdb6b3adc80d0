import * as v from 'valibot';
import { looseInteger, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../query';
import { downlinePickerKeys, type SubordinateType } from './downline-picker-keys';

export const subordinateSchema = v.object({
  id: looseInteger,
  account: v.string(),
  nickname: v.nullish(v.string(), ''),
  userType: v.nullish(v.string(), 'MEMBER'),
});

export type Subordinate = v.InferOutput<typeof subordinateSchema>;

/** The picker asks for one page of this size (PLATFORM-FACTS: size 100). */
export const PICKER_PAGE_SIZE = 100;

/** ODSFE2_subordinateSimple `{subordinateType, page, size 100, subordinateName}` (token): the downline picker. */
export function fetchSubordinates(subordinateType: SubordinateType, name: string, signal?: AbortSignal): Promise<{ list: Subordinate[] }> {
  return apiRequest(relayPath('ODSFE2_subordinateSimple'), {
    schema: v.object({ list: v.array(subordinateSchema) }),
    params: { subordinateType, page: 1, size: PICKER_PAGE_SIZE, ...(name ? { subordinateName: name } : {}) },
    signal,
  });
}

export function useSubordinates(subordinateType: SubordinateType, name: string) {
  return useQuery(
    queryOptions({
      queryKey: downlinePickerKeys.search(subordinateType, name),
      queryFn: ({ signal }) => fetchSubordinates(subordinateType, name, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
