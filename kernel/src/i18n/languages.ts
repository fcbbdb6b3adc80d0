// The language registry (issue 23). No imports: the shell's entry chunk reads it before the
// kernel loads (`@gp/kernel/languages`), and every app bundles it (not federated), so a remote
// newer than the shell still knows every language.
//
// Codes are the platform's (SPEC §1: EN, CN, TH, VI, TY…; `language`/`lang` of every call), not
// BCP 47: TY is Tagalog, CN Simplified Chinese, TW Traditional Chinese, MM Burmese (the platform's
// country-style codes where one exists), the others ISO 639-1 upper-cased. `tag` is the BCP 47 tag
// for `<html lang>`, `Intl` and luxon; `match` lists the browser tags (lower case, also matched as
// a prefix: `zh-hk` matches `zh-hk-…`) that pick the language besides the tag's own language.
//
// `complete: true` only when every app and kit has the language's texts (every key, checked by
// `scripts/check-translations.mjs`): only complete languages are offered. Adding one is a line
// each `addAppResources` call and `complete: true` here.

export type TextDirection = 'ltr' | 'rtl';

export type LanguageInfo = {
  /** BCP 47 tag (`<html lang>`, Intl, luxon). */
  readonly tag: string;
  /** ISO 15924 script. */
  readonly script: string;
  readonly dir: TextDirection;
  /** The language's name in itself (the pickers show it). */
  readonly name: string;
  /** Every text of every app exists in it. */
  readonly complete: boolean;
  /** Browser tags, besides `tag`'s language, that choose this language (lower case). */
  readonly match?: readonly string[];
};

export const LANGUAGE_REGISTRY = {
  EN: { tag: 'en', script: 'Latn', dir: 'ltr', name: 'English', complete: true },
  TY: { tag: 'tl', script: 'Latn', dir: 'ltr', name: 'Tagalog', complete: true, match: ['fil'] },
  CN: { tag: 'zh-Hans', script: 'Hans', dir: 'ltr', name: '中文', complete: true, match: ['zh', 'zh-cn', 'zh-sg', 'zh-hans'] },
  TH: { tag: 'th', script: 'Thai', dir: 'ltr', name: 'ไทย', complete: true },
  VI: { tag: 'vi', script: 'Latn', dir: 'ltr', name: 'Tiếng Việt', complete: true },
  ID: { tag: 'id', script: 'Latn', dir: 'ltr', name: 'Bahasa Indonesia', complete: true, match: ['in'] },
  KO: { tag: 'ko', script: 'Kore', dir: 'ltr', name: '한국어', complete: true },
  JA: { tag: 'ja', script: 'Jpan', dir: 'ltr', name: '日本語', complete: true },
  TW: { tag: 'zh-Hant', script: 'Hant', dir: 'ltr', name: '繁體中文', complete: false, match: ['zh-tw', 'zh-hk', 'zh-mo', 'zh-hant'] },
  MS: { tag: 'ms', script: 'Latn', dir: 'ltr', name: 'Bahasa Melayu', complete: false },
  MM: { tag: 'my', script: 'Mymr', dir: 'ltr', name: 'မြန်မာ', complete: false },
  KM: { tag: 'km', script: 'Khmr', dir: 'ltr', name: 'ខ្មែរ', complete: false },
  LO: { tag: 'lo', script: 'Laoo', dir: 'ltr', name: 'ລາວ', complete: false },
  HI: { tag: 'hi', script: 'Deva', dir: 'ltr', name: 'हिन्दी', complete: false },
  BN: { tag: 'bn', script: 'Beng', dir: 'ltr', name: 'বাংলা', complete: false },
  NE: { tag: 'ne', script: 'Deva', dir: 'ltr', name: 'नेपाली', complete: false },
  TA: { tag: 'ta', script: 'Taml', dir: 'ltr', name: 'தமிழ்', complete: false },
  TE: { tag: 'te', script: 'Telu', dir: 'ltr', name: 'తెలుగు', complete: false },
  SI: { tag: 'si', script: 'Sinh', dir: 'ltr', name: 'සිංහල', complete: false },
  UR: { tag: 'ur', script: 'Arab', dir: 'rtl', name: 'اردو', complete: false },
  AR: { tag: 'ar', script: 'Arab', dir: 'rtl', name: 'العربية', complete: false },
  FA: { tag: 'fa', script: 'Arab', dir: 'rtl', name: 'فارسی', complete: false },
  MN: { tag: 'mn', script: 'Cyrl', dir: 'ltr', name: 'Монгол', complete: false },
  KK: { tag: 'kk', script: 'Cyrl', dir: 'ltr', name: 'Қазақ', complete: false },
  RU: { tag: 'ru', script: 'Cyrl', dir: 'ltr', name: 'Русский', complete: false },
  TR: { tag: 'tr', script: 'Latn', dir: 'ltr', name: 'Türkçe', complete: false },
  PT: { tag: 'pt', script: 'Latn', dir: 'ltr', name: 'Português', complete: false },
  ES: { tag: 'es', script: 'Latn', dir: 'ltr', name: 'Español', complete: false },
  FR: { tag: 'fr', script: 'Latn', dir: 'ltr', name: 'Français', complete: false },
  DE: { tag: 'de', script: 'Latn', dir: 'ltr', name: 'Deutsch', complete: false },
  /**
   * The pseudo-locale (issue 23): English made about 40 % longer and accented, placeholders kept,
   * to find clipped text. Never complete, never offered: only `?lang=XX` with `pseudoLocale: true`
   * in the runtime config (tests) turns it on.
   */
  XX: { tag: 'en-XA', script: 'Latn', dir: 'ltr', name: 'Ƥşéûδö', complete: false },
} as const satisfies Record<string, LanguageInfo>;

type Registry = typeof LANGUAGE_REGISTRY;

/** Every code of the registry. */
export type Language = keyof Registry;

/** The languages whose texts are complete: the only ones a site may offer. */
export type CompleteLanguage = { [K in Language]: Registry[K]['complete'] extends true ? K : never }[Language];

export const PSEUDO_LANGUAGE = 'XX' satisfies Language;

export const LANGUAGES = Object.keys(LANGUAGE_REGISTRY) as Language[];

export const COMPLETE_LANGUAGES = LANGUAGES.filter((code) => LANGUAGE_REGISTRY[code].complete) as CompleteLanguage[];

export const DEFAULT_LANGUAGE = 'EN' satisfies CompleteLanguage;

/** BCP 47 tags for `<html lang>` (kept for shared 1.x: `HTML_LANG[code]`). */
export const HTML_LANG = Object.fromEntries(LANGUAGES.map((code) => [code, LANGUAGE_REGISTRY[code].tag])) as Record<Language, string>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGE_REGISTRY, value);
}

export function isCompleteLanguage(value: unknown): value is CompleteLanguage {
  return isLanguage(value) && LANGUAGE_REGISTRY[value].complete;
}

export function languageInfo(code: Language): LanguageInfo {
  return LANGUAGE_REGISTRY[code];
}

/** The first of the browser's languages (`navigator.languages`) that is among `offered`. */
export function matchBrowserLanguage(browser: readonly string[], offered: readonly Language[]): Language | undefined {
  for (const raw of browser) {
    const wanted = raw.toLowerCase();
    const primary = wanted.split('-')[0] ?? wanted;
    // An exact tag or alias first (zh-TW → TW), then the primary language (zh-CN → CN, th-TH → TH).
    const exact = offered.find((code) => {
      const info: LanguageInfo = LANGUAGE_REGISTRY[code];
      return info.tag.toLowerCase() === wanted || (info.match ?? []).some((m) => m.includes('-') && (wanted === m || wanted.startsWith(`${m}-`)));
    });
    if (exact) return exact;
    const loose = offered.find((code) => {
      const info: LanguageInfo = LANGUAGE_REGISTRY[code];
      return info.tag.toLowerCase().split('-')[0] === primary || (info.match ?? []).includes(primary);
    });
    if (loose) return loose;
  }
  return undefined;
}

export type LanguageChoiceInput = {
  /** `?lang=` of the address. */
  query: string | null;
  /** The kept choice (session key `language`). */
  stored: string | null;
  /** `navigator.languages`. */
  browser: readonly string[];
  /** The site's offered languages (runtime config). */
  offered: readonly Language[];
  /** The site's default (runtime config). */
  fallback: Language;
  /** The pseudo-locale may be chosen by `?lang=XX` (runtime config `pseudoLocale`). */
  pseudo?: boolean;
};

/** `?lang=`, then the kept choice, then the browser's languages, then the site default. */
export function chooseLanguage({ query, stored, browser, offered, fallback, pseudo = false }: LanguageChoiceInput): Language {
  const allowed = (value: string | null): value is Language =>
    value !== null && ((offered as readonly string[]).includes(value) || (pseudo && value === PSEUDO_LANGUAGE));
  const fromQuery = query?.toUpperCase() ?? null;
  if (allowed(fromQuery)) return fromQuery;
  if (allowed(stored)) return stored;
  return matchBrowserLanguage(browser, offered) ?? fallback;
}
