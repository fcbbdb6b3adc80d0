import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import type { Language } from './languages';
import type { TranslationValues, TypedT } from './translation-types';

type LooseT = (key: string, values?: TranslationValues) => string;

const cachesByStore = new WeakMap<object, Map<string, string>>();

/**
 * The texts already looked up in `instance`, by language, namespace, key and values (labels,
 * titles, menu entries, counts: a page's renders repeat the same calls). A lookup through i18next
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
 * A text as stored, when i18next would return it unchanged: a string of this language and
 * namespace with nothing to interpolate or nest, under a key with no namespace prefix. Otherwise
 * undefined, and i18next looks it up (another language as the fallback, `$t()` nesting, `{{…}}`,
 * a missing key reported in development). i18next's own lookup resolves the language hierarchy
 * and post-processes every time: most of the cost of a page's first renders of its labels.
 */
function storedText(instance: I18n, language: Language, ns: string, key: string): string | undefined {
  if (key.includes(':')) return undefined;
  const value: unknown = instance.getResource(language, ns, key);
  return typeof value === 'string' && !value.includes('{{') && !value.includes('$t(') ? value : undefined;
}

/**
 * The values of a call as part of its cache id, when every value is a string, number or boolean
 * (a count, an amount, a name: the text is then a function of them); null otherwise (an object,
 * a function, a React element), and the call goes to i18next each time.
 */
function primitiveValuesId(values: TranslationValues): string | null {
  let id = '\u0001';
  for (const name of Object.keys(values)) {
    const value: unknown = (values as Record<string, unknown>)[name];
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return null;
    id += `${name}\u0002${kind[0]}${String(value)}\u0003`;
  }
  return id;
}

/**
 * `t` of one namespace fixed to `language`: a new function when the language changes and only
 * then, so a memo that lists `t` follows the language. react-i18next's own `t` is not enough: it
 * also changes on a `languageChanged` that keeps the language. A text without values is looked up
 * once per language (textCache), straight from the store where it can be (storedText); a call
 * whose values are all strings, numbers or booleans once per language and values.
 *
 * Imports no module of the kernel at run time: the `@gp/kernel/translation` kit bundles it into each app.
 */
export function useLanguageT<T>(instance: I18n, ns: string, language: Language): TypedT<T> {
  return useMemo<TypedT<T>>(() => {
    const fixed = instance.getFixedT(language, ns) as unknown as LooseT;
    const prefix = `${language}\u0000${ns}\u0000`;
    const lookUp: LooseT = (key, values) => {
      const valuesId = values === undefined ? '' : primitiveValuesId(values);
      const cache = valuesId !== null && typeof key === 'string' ? textCache(instance) : null;
      if (!cache) return fixed(key, values);
      const id = prefix + key + valuesId;
      const known = cache.get(id);
      if (known !== undefined) return known;
      const text = values === undefined ? (storedText(instance, language, ns, key) ?? fixed(key)) : fixed(key, values);
      cache.set(id, text);
      return text;
    };
    return lookUp as TypedT<T>;
  }, [instance, ns, language]);
}
