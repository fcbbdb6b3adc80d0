import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, initI18n } from './i18n';
import type { Language } from './languages';
import type { TypedT } from './translation-types';
import { useLanguageT } from './use-language-t';

export type { TypedT } from './translation-types';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

export type Translation<T> = {
  ns: string;
  /**
   * React hook: re-renders the component when the language changes; `t` is a new function then
   * and only then, so `useMemo(() => schema(t), [t])` follows the language.
   */
  useT: () => { t: TypedT<T>; language: Language };
  /** Outside React (event handlers, error mapping). */
  t: TypedT<T>;
};

/**
 * Typed access to one namespace. Keys are checked against the English resource:
 * `const { useT } = createTranslation<typeof en>('games')`.
 */
export function createTranslation<T>(ns: string): Translation<T> {
  const t: TypedT<T> = (key, values) => {
    initI18n();
    return (i18n.t as unknown as LooseT)(key, { ...values, ns });
  };

  function useT() {
    initI18n();
    // Re-renders on a language change and suspends until this namespace is loaded in it.
    const { i18n: instance } = useTranslation(ns, { i18n });
    const language = (instance.language as Language | undefined) ?? currentLanguage();
    return { t: useLanguageT<T>(i18n, ns, language), language };
  }

  return { ns, useT, t };
}

function subscribeLanguage(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

export function useLanguage(): Language {
  initI18n();
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}
