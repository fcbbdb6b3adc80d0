import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import type { Language } from './languages';
import type { TranslationValues, TypedT } from './translation-types';

type LooseT = (key: string, values?: TranslationValues) => string;

/**
 * `t` of one namespace fixed to `language`: a new function when the language changes and only
 * then, so a memo that lists `t` follows the language. react-i18next's own `t` is not enough: it
 * also changes on a `languageChanged` that keeps the language.
 *
 * Imports no module of the kernel at run time: the `@gp/kernel/translation` kit bundles it into each app.
 */
export function useLanguageT<T>(instance: I18n, ns: string, language: Language): TypedT<T> {
  return useMemo<TypedT<T>>(() => {
    const fixed = instance.getFixedT(language, ns) as unknown as LooseT;
    return (key, values) => fixed(key, values);
  }, [instance, ns, language]);
}
