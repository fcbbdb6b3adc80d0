import * as v from 'valibot';
import { apiRequest, getRuntimeConfig, type Language, looseInteger } from 'shared';

export const helpSectionSchema = v.object({
  id: looseInteger,
  anchor: v.string(),
  title: v.string(),
  content: v.nullish(v.string(), ''),
});

export type HelpSection = v.InferOutput<typeof helpSectionSchema>;

export const helpCenterSchema = v.object({ sections: v.array(helpSectionSchema) });

/** /wps/system/helpCenter (lang, device WEB). */
export function fetchHelpCenter(language: Language): Promise<HelpSection[]> {
  const { device } = getRuntimeConfig();
  return apiRequest('/wps/system/helpCenter', { schema: helpCenterSchema, params: { lang: language, device } }).then((r) => r.sections);
}
