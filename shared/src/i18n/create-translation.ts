import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, initI18n } from './i18n';
import type { Language } from './languages';
import type { TranslationKey, TranslationValues } from './translation-types';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

export type TypedT<T> = (key: TranslationKey<T>, values?: TranslationValues) => string;

export type Translation<T> = {
  ns: string;
  /** React hook: `t` re-renders the component when the language changes. */
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
    const { t: nsT, i18n: instance } = useTranslation(ns, { i18n });
    const typed = useCallback<TypedT<T>>((key, values) => (nsT as unknown as LooseT)(key, values), [nsT]);
    return { t: typed, language: (instance.language as Language | undefined) ?? currentLanguage() };
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
