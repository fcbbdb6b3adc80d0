import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import type { Language } from './languages';
import type { TranslationValues, TypedT } from './translation-types';

type LooseT = (key: string, values?: TranslationValues) => string;

const cachesByStore = new WeakMap<object, Map<string, string>>();

/**
 * The texts already looked up in `instance`, by language, namespace and key, for the calls with
 * no values (labels, titles, menu entries: most of a page's texts). A lookup through i18next
 * resolves, interpolates and post-processes every time; a page's first renders repeat the same
 * labels many times over (issue 27: about 135 ms of the member wallet's load at 4x CPU). The cache
 * belongs to the instance's resource store, whose every change (a namespace loaded, an app's
 * resources added or removed) empties it, so a text never outlives its resource. Null before the
 * instance is initialised (no store yet).
 */
function textCache(instance: I18n): Map<string, string> | null {
  const store = instance.store as I18n['store'] | undefined;
  if (!store) return null;
  const known = cachesByStore.get(store);
  if (known) return known;
  const cache = new Map<string, string>();
  const forget = () => cache.clear();
  store.on('added', forget);
  store.on('removed', forget);
  cachesByStore.set(store, cache);
  return cache;
}

/**
 * `t` of one namespace fixed to `language`: a new function when the language changes and only
 * then, so a memo that lists `t` follows the language. react-i18next's own `t` is not enough: it
 * also changes on a `languageChanged` that keeps the language. A text without values is looked up
 * once per language (textCache).
 *
 * Imports no module of the kernel at run time: the `@gp/kernel/translation` kit bundles it into each app.
 */
export function useLanguageT<T>(instance: I18n, ns: string, language: Language): TypedT<T> {
  return useMemo<TypedT<T>>(() => {
    const fixed = instance.getFixedT(language, ns) as unknown as LooseT;
    const prefix = `${language}\u0000${ns}\u0000`;
    const lookUp: LooseT = (key, values) => {
      const cache = values === undefined && typeof key === 'string' ? textCache(instance) : null;
      if (!cache) return fixed(key, values);
      const id = prefix + key;
      const known = cache.get(id);
      if (known !== undefined) return known;
      const text = fixed(key);
      cache.set(id, text);
      return text;
    };
    return lookUp as TypedT<T>;
  }, [instance, ns, language]);
}
