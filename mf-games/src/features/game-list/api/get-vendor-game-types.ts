import * as v from 'valibot';
import { apiRequest, gameTypeSchema, type Language, looseInteger, relayPath } from '@gp/kernel';
import { queryOptions, useQuery } from '@gp/kernel/query';
import { gameListKeys } from './game-list-keys';

/** GCSGAME_getVassGameType: the categories a vendor has games in. */
export const vendorGameTypesSchema = v.object({
  vassalage: v.string(),
  gameTypes: v.array(v.object({ gameType: gameTypeSchema, name: v.string(), total: looseInteger })),
});

export type VendorGameTypes = v.InferOutput<typeof vendorGameTypesSchema>;

export function fetchVendorGameTypes(vassalage: string, language: Language, options?: { signal?: AbortSignal }): Promise<VendorGameTypes> {
  return apiRequest(relayPath('GCSGAME_getVassGameType'), { schema: vendorGameTypesSchema, params: { vassalage, language }, signal: options?.signal });
}

export function vendorGameTypesQueryOptions(vassalage: string, language: Language) {
  return queryOptions({
    queryKey: gameListKeys.vendorGameTypes(vassalage, language),
    queryFn: ({ signal }) => fetchVendorGameTypes(vassalage, language, { signal }),
  });
}

export function useVendorGameTypes(vassalage: string, language: Language) {
  return useQuery(vendorGameTypesQueryOptions(vassalage, language));
}
