import * as v from 'valibot';
import { apiRequest, getRuntimeConfig, type Language, looseInteger } from '@gp/kernel';
import { queryOptions, useQuery } from '@gp/kernel/query';
import { supportKeys } from './support-keys';

export const helpSectionSchema = v.object({
  id: looseInteger,
  anchor: v.string(),
  title: v.string(),
  content: v.nullish(v.string(), ''),
});

export type HelpSection = v.InferOutput<typeof helpSectionSchema>;

export const helpCenterSchema = v.object({ sections: v.array(helpSectionSchema) });

/** /wps/system/helpCenter (lang, device WEB). */
export function fetchHelpCenter(language: Language, options?: { signal?: AbortSignal }): Promise<HelpSection[]> {
  const { device } = getRuntimeConfig();
  return apiRequest('/wps/system/helpCenter', { schema: helpCenterSchema, params: { lang: language, device }, signal: options?.signal }).then(
    (r) => r.sections,
  );
}

export function helpCenterQueryOptions(language: Language) {
  return queryOptions({ queryKey: supportKeys.helpCenter(language), queryFn: ({ signal }) => fetchHelpCenter(language, { signal }) });
}

export function useHelpCenter(language: Language) {
  return useQuery(helpCenterQueryOptions(language));
}
