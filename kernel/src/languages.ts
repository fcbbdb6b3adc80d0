// `@gp/kernel/languages`: the language registry and the document's texts per language. Bundled
// into each app and into the shell's entry (no imports), not federated: a remote newer than the
// shell still knows every language, and nothing here adds to the kernel's 100 federated names.
export {
  type Language,
  type LanguageInfo,
  type TextDirection,
  type CompleteLanguage,
  type LanguageChoiceInput,
  LANGUAGE_REGISTRY,
  LANGUAGES,
  COMPLETE_LANGUAGES,
  PSEUDO_LANGUAGE,
  isCompleteLanguage,
  languageInfo,
  matchBrowserLanguage,
  chooseLanguage,
} from './i18n/languages';
export { type DocumentTexts, DOCUMENT_TEXTS, documentTexts } from './i18n/document-texts';
