import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { peekRuntimeConfig } from '../config/runtime-config';
import { emitEvent, onForeignEvent } from '../events/event-bus';
import { getSessionItem, SESSION_KEYS, setSessionItem } from '../session/session-keys';
import { DEFAULT_LANGUAGE, HTML_LANG, isLanguage, type Language, LANGUAGES } from './languages';
import { commonEn } from './locales/common-en';
import { commonTy } from './locales/common-ty';
import type { ResourceTree, TranslationResource } from './translation-types';

export const COMMON_NS = 'common';

/** The one i18next instance of the platform (shared is a federation singleton). */
export const i18n: I18n = i18next.createInstance();

type Bundle = { ns: string; EN: ResourceTree; TY: ResourceTree };

// Bundles added before initI18n() runs (an app module imported ahead of bootstrap).
const pending: Bundle[] = [];

let initialized = false;

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
  const resources: Record<Language, Record<string, ResourceTree>> = {
    EN: { [COMMON_NS]: commonEn },
    TY: { [COMMON_NS]: commonTy },
  };
  for (const bundle of pending.splice(0)) {
    resources.EN[bundle.ns] = bundle.EN;
    resources.TY[bundle.ns] = bundle.TY;
  }
  const development = process.env.NODE_ENV !== 'production';
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    // The platform's codes are not BCP 47 ('TY' would become Tahitian 'ty'): keep them verbatim.
    cleanCode: false,
    ns: Object.keys(resources.EN),
    defaultNS: COMMON_NS,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: development,
    missingKeyHandler: development ? reportMissingKey : false,
  });
  applyHtmlLang(lng);
  return i18n;
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

// Follow a language change made by another deployed copy of `shared`.
onForeignEvent('locale-changed', ({ language }) => {
  if (initialized && isLanguage(language) && language !== i18n.language) void applyLanguage(language);
});

/** Registers an app's namespace; TY must have the same keys as EN (checked by the type). */
export function addAppResources<T extends ResourceTree>(
  ns: string,
  resources: { EN: T; TY: TranslationResource<T> },
): void {
  const bundle: Bundle = { ns, EN: resources.EN, TY: resources.TY as ResourceTree };
  if (!initialized) {
    pending.push(bundle);
    return;
  }
  i18n.addResourceBundle('EN', ns, bundle.EN, true, true);
  i18n.addResourceBundle('TY', ns, bundle.TY, true, true);
}
