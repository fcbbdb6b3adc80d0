/** A resource tree: nested objects whose leaves are strings. */
export type ResourceTree = { readonly [key: string]: string | ResourceTree };

/** Same keys as the English resource `T`, any string values: what a translation must provide. */
export type TranslationResource<T> = {
  [K in keyof T]: T[K] extends string ? string : TranslationResource<T[K]>;
};

/** `count_one` / `count_other` leaves are also reachable by their plural base `count`. */
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : never;

/** Dot paths to the string leaves of `T`: `'error.network' | 'ui.retry' | …`. */
export type TranslationKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K | PluralBase<K> : `${K}.${TranslationKey<T[K]>}`;
}[keyof T & string];

export type TranslationValues = Record<string, string | number>;

/** `t` of one namespace: keys checked against its English resource. */
export type TypedT<T> = (key: TranslationKey<T>, values?: TranslationValues) => string;
