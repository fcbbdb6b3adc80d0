import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { peekRuntimeConfig } from '../config/runtime-config';
import { emitEvent, onForeignEvent } from '../events/event-bus';
import { getSessionItem, SESSION_KEYS, setSessionItem } from '../session/session-keys';
import { documentTexts } from './document-texts';
import {
  chooseLanguage,
  COMPLETE_LANGUAGES,
  type CompleteLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  LANGUAGE_REGISTRY,
  LANGUAGES,
  PSEUDO_LANGUAGE,
} from './languages';
import { commonEn } from './locales/common-en';
import type { ResourceTree, TranslationResource } from './translation-types';

export const COMMON_NS = 'common';

/** The one i18next instance of the platform (shared is a federation singleton). */
export const i18n: I18n = i18next.createInstance();

/** A translation given as it is, or as a loader (a dynamic import) fetched the first time it is needed. */
export type LazyResource<T> = T | (() => Promise<T>);

/**
 * What an app registers for a namespace: English as it is (bundled: the default and the
 * fallback), every complete language (required by the type) and any other as loaders, so each
 * language downloads as its own chunk only for its readers. A language an app does not give (an
 * app built before the language existed) shows that app's English.
 */
export type AppResources<T> = { EN: T } & {
  [L in Exclude<CompleteLanguage, 'EN'>]: LazyResource<TranslationResource<T>>;
} & {
  [L in Exclude<Language, CompleteLanguage | typeof PSEUDO_LANGUAGE>]?: LazyResource<TranslationResource<T>>;
};

type Bundle = { ns: string; EN: ResourceTree };
type Sources = Partial<Record<Language, LazyResource<ResourceTree>>>;

/*
 * The common catalogue of the kernel, one loader per language: adding a language is one line
 * here, as in every app's `addAppResources` call.
 */
const COMMON_SOURCES: Sources = {
  TY: () => import(/* webpackChunkName: "common-ty" */ './locales/common-ty').then((m) => m.commonTy),
  CN: () => import(/* webpackChunkName: "common-cn" */ './locales/common-cn').then((m) => m.commonCn),
  TH: () => import(/* webpackChunkName: "common-th" */ './locales/common-th').then((m) => m.commonTh),
  VI: () => import(/* webpackChunkName: "common-vi" */ './locales/common-vi').then((m) => m.commonVi),
  ID: () => import(/* webpackChunkName: "common-id" */ './locales/common-id').then((m) => m.commonId),
  KO: () => import(/* webpackChunkName: "common-ko" */ './locales/common-ko').then((m) => m.commonKo),
  JA: () => import(/* webpackChunkName: "common-ja" */ './locales/common-ja').then((m) => m.commonJa),
};

/*
 * Every language but English loads on demand through this one backend: i18next asks it for a
 * namespace it does not hold yet in the current language, and react-i18next suspends the
 * components that need it until it arrives. The pseudo-locale is made from the English bundle.
 */
const sources = new Map<string, Sources>([[COMMON_NS, COMMON_SOURCES]]);

function loadSource(language: string, ns: string): Promise<ResourceTree> {
  if (language === PSEUDO_LANGUAGE) {
    const english = (i18n.getResourceBundle(DEFAULT_LANGUAGE, ns) ?? {}) as ResourceTree;
    return import(/* webpackChunkName: "pseudo-locale" */ './pseudo-locale').then((m) => m.pseudoTree(english));
  }
  const source = isLanguage(language) && language !== DEFAULT_LANGUAGE ? sources.get(ns)?.[language] : undefined;
  if (source === undefined) return Promise.resolve({});
  return typeof source === 'function' ? source() : Promise.resolve(source);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, ns, callback) {
    loadSource(language, ns).then(
      (tree) => callback(null, tree),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

// Bundles added before initI18n() runs (an app module imported ahead of bootstrap).
const pending: Bundle[] = [];

let initialized = false;
let ready: Promise<void> = Promise.resolve();

function reportMissingKey(languages: readonly string[], ns: string, key: string): void {
  console.error(`[i18n] Missing translation "${ns}:${key}" (${languages.join(', ')})`);
}

/** The language the document shows (set by applyDocumentLanguage). */
let documentLanguage: Language | null = null;

/** `<html lang dir>`, the document's title and description follow the language. */
function applyDocumentLanguage(language: Language): void {
  documentLanguage = language;
  if (typeof document === 'undefined') return;
  const info = LANGUAGE_REGISTRY[language];
  document.documentElement.lang = info.tag;
  document.documentElement.dir = info.dir;
  const texts = documentTexts(language);
  document.title = texts.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', texts.description);
}

/** The site's offered languages (runtime config), else every complete one. */
export function offeredLanguages(): readonly Language[] {
  return peekRuntimeConfig()?.languages ?? COMPLETE_LANGUAGES;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return Array.isArray(navigator.languages) ? navigator.languages : [navigator.language];
}

/**
 * `?lang=` (kept as the choice), then the kept choice (session key `language`), then the
 * browser's languages, then the site default — among the languages the site offers.
 */
export function resolveInitialLanguage(): Language {
  const config = peekRuntimeConfig();
  const query = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lang');
  const stored = getSessionItem(SESSION_KEYS.language);
  const language = chooseLanguage({
    query,
    stored,
    browser: browserLanguages(),
    offered: offeredLanguages(),
    fallback: config?.defaultLanguage ?? DEFAULT_LANGUAGE,
    pseudo: config?.pseudoLocale ?? false,
  });
  if (query !== null && query.toUpperCase() === language) setSessionItem(SESSION_KEYS.language, language);
  return language;
}

/*
 * The platform's codes are not BCP 47 ('CN' is no language, 'TY' would be Tahitian): i18next's
 * plural rules (Intl.PluralRules of the code) get the registry's tag instead, so Chinese,
 * Japanese, Korean, Thai, Vietnamese and Indonesian use `_other` only, Tagalog `_one`/`_other`.
 */
function applyPluralRulesOfTags(instance: I18n): void {
  const resolver = instance.services.pluralResolver as { getRule: (code: string, options?: object) => unknown } | undefined;
  if (!resolver) return;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(isLanguage(code) ? LANGUAGE_REGISTRY[code].tag : code, options);
}

/** Idempotent: the first call initialises, later calls return the same instance untouched. */
export function initI18n(language?: Language): I18n {
  if (initialized) return i18n;
  initialized = true;
  const lng = language ?? resolveInitialLanguage();
  const english: Record<string, ResourceTree> = { [COMMON_NS]: commonEn };
  for (const bundle of pending.splice(0)) english[bundle.ns] = bundle.EN;
  const development = process.env.NODE_ENV !== 'production';
  ready = i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    // The platform's codes are not BCP 47 ('TY' would become Tahitian 'ty'): keep them verbatim.
    cleanCode: false,
    ns: Object.keys(english),
    defaultNS: COMMON_NS,
    resources: { EN: english },
    // English comes bundled, other languages through the backend above.
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: development,
    missingKeyHandler: development ? reportMissingKey : false,
  })
    .then(() => undefined);
  applyPluralRulesOfTags(i18n);
  applyDocumentLanguage(lng);
  i18n.on('languageChanged', followInstanceLanguage);
  return i18n;
}

/*
 * A remote's picker (the agent centre's header) changes the language through the one i18n
 * instance of the kernel's root (`i18n.changeLanguage`): the choice is then kept, the document
 * follows and every app is told, as with setLanguage. A change made by setLanguage or by
 * another copy of the kernel has already done this (the document shows the language): no-op.
 */
function followInstanceLanguage(language: string): void {
  if (!isLanguage(language) || language === documentLanguage) return;
  setSessionItem(SESSION_KEYS.language, language);
  applyDocumentLanguage(language);
  emitEvent('locale-changed', { language });
}

/**
 * Resolves once the current language's texts of every namespace registered so far are loaded
 * (at once in English). The shell awaits it before its first render, so a Tagalog reader never
 * sees English flash first.
 */
export function i18nReady(): Promise<void> {
  initI18n();
  return ready.then(() => i18n.loadNamespaces(i18n.options.ns ?? [])).then(() => undefined);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

function applyLanguage(language: Language): Promise<unknown> {
  applyDocumentLanguage(language);
  return i18n.changeLanguage(language);
}

/** Persists the choice in session storage, sets `<html lang>` and tells every app. */
export async function setLanguage(language: Language): Promise<void> {
  initI18n();
  setSessionItem(SESSION_KEYS.language, language);
  await applyLanguage(language);
  emitEvent('locale-changed', { language });
}

// Follow a language change made by another deployed copy of the kernel.
onForeignEvent('locale-changed', ({ language }) => {
  if (initialized && isLanguage(language) && language !== i18n.language) void applyLanguage(language);
});

/**
 * Registers an app's namespace: English as it is, every other language as a loader
 * (`TY: () => import('./locales/ty').then((m) => m.ty)`), each its own chunk downloaded only
 * for its readers; every complete language is required by the type. A plain object still works.
 * An older kernel (1.0) reads only EN and TY of the same call, so a newer app runs on it.
 */
export function addAppResources<T extends ResourceTree>(ns: string, resources: AppResources<T>): void {
  const { EN, ...others } = resources as { EN: ResourceTree } & Sources;
  sources.set(ns, others);
  if (!initialized) {
    pending.push({ ns, EN });
    return;
  }
  i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, EN, true, true);
  // Registers the namespace for later language changes, and loads it now when the page is not in English.
  void i18n.loadNamespaces(ns);
}
