export const LANGUAGES = ['EN', 'TY'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'EN';

/** BCP 47 tags for `<html lang>`: TY is the platform's code for Tagalog. */
export const HTML_LANG: Record<Language, string> = { EN: 'en', TY: 'tl' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
