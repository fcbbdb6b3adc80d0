export { LANGUAGES, type Language, DEFAULT_LANGUAGE, HTML_LANG, isLanguage } from './languages';
export {
  COMMON_NS,
  i18n,
  initI18n,
  resolveInitialLanguage,
  currentLanguage,
  setLanguage,
  addAppResources,
  i18nReady,
  type LazyResource,
} from './i18n';
export { createTranslation, type Translation, type TypedT, useLanguage } from './create-translation';
export { type CommonKey, useCommonT, commonT, translateError, phoneAuthErrorKey } from './common';
export type { ResourceTree, TranslationResource, TranslationKey, TranslationValues } from './translation-types';
export { commonEn } from './locales/common-en';
