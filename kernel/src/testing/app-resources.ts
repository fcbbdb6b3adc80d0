import { type AppResources } from '../i18n/i18n';
import { type CompleteLanguage, LANGUAGE_REGISTRY, type Language, LANGUAGES } from '../i18n/languages';

const COMPLETE = LANGUAGES.filter((code: Language): code is CompleteLanguage => LANGUAGE_REGISTRY[code].complete);

/**
 * An app's resources for a test of the loading machinery: English and the languages the test
 * names; every other complete language gets the English tree (the test is about how texts load,
 * not about the words).
 */
export function testAppResources<T>(resources: { EN: T } & Partial<Omit<AppResources<T>, 'EN'>>): AppResources<T> {
  const filled: Record<string, unknown> = { ...resources };
  for (const code of COMPLETE) filled[code] ??= resources.EN;
  return filled as AppResources<T>;
}
