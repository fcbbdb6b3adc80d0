import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { peekRuntimeConfig } from '../config/runtime-config';
import { emitEvent, onForeignEvent } from '../events/event-bus';
import { getSessionItem, SESSION_KEYS, setSessionItem } from '../session/session-keys';
import { DEFAULT_LANGUAGE, HTML_LANG, isLanguage, type Language, LANGUAGES } from './languages';
import { commonEn } from './locales/common-en';
import type { ResourceTree, TranslationResource } from './translation-types';

export const COMMON_NS = 'common';

/** The one i18next instance of the platform (shared is a federation singleton). */
export const i18n: I18n = i18next.createInstance();

/** A translation given as it is, or as a loader (a dynamic import) fetched the first time it is needed. */
export type LazyResource<T> = T | (() => Promise<T>);

type Bundle = { ns: string; EN: ResourceTree };

/*
 * English is bundled with every app (it is the default and the fallback); Tagalog is loaded on
 * demand, so a visitor reading English never downloads it. i18next asks this backend for a
 * namespace it does not hold yet in the current language, and react-i18next suspends the
 * components that need it until it arrives.
 */
const tagalog = new Map<string, LazyResource<ResourceTree>>([
  [COMMON_NS, () => import(/* webpackChunkName: "common-ty" */ './locales/common-ty').then((m) => m.commonTy)],
]);

const lazyTagalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, ns, callback) {
    const source = language === 'TY' ? tagalog.get(ns) : undefined;
    if (source === undefined) return callback(null, {});
    if (typeof source !== 'function') return callback(null, source);
    source().then(
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

function applyHtmlLang(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
}

/** Session choice, else the runtime config default, else EN. */
export function resolveInitialLanguage(): Language {
  const stored = getSessionItem(SESSION_KEYS.language);
  if (isLanguage(stored)) return stored;
  return peekRuntimeConfig()?.defaultLanguage ?? DEFAULT_LANGUAGE;
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
    .use(lazyTagalogBackend)
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
  applyHtmlLang(lng);
  return i18n;
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
  applyHtmlLang(language);
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
 * Registers an app's namespace; TY must have the same keys as EN (checked by the type). Give TY
 * as a loader (`() => import('./locales/ty').then((m) => m.ty)`) so it downloads only for readers
 * of Tagalog; a plain object still works.
 */
export function addAppResources<T extends ResourceTree>(
  ns: string,
  resources: { EN: T; TY: LazyResource<TranslationResource<T>> },
): void {
  tagalog.set(ns, resources.TY as LazyResource<ResourceTree>);
  if (!initialized) {
    pending.push({ ns, EN: resources.EN });
    return;
  }
  i18n.addResourceBundle('EN', ns, resources.EN, true, true);
  // Registers the namespace for later language changes, and loads it now when the page is not in English.
  void i18n.loadNamespaces(ns);
}
