import { i18n } from '@gp/kernel';
import type { Translation } from '../i18n/create-translation';
import { useLanguageT } from '../i18n/use-language-t';

/**
 * The translation an app's hooks use: its `useT` gives a `t` that is a new function when the
 * language changes and only then, so `useMemo(() => schema(t), [t])` follows the language even on
 * a shell whose `createTranslation` does not promise it.
 * `export const { useT: useMemberT } = followLanguage(createTranslation<typeof en>('member'))`.
 */
export function followLanguage<T>(translation: Translation<T>): Translation<T> {
  function useT() {
    const { language } = translation.useT();
    return { t: useLanguageT<T>(i18n, translation.ns, language), language };
  }
  return { ...translation, useT };
}
