import { errorMessageKey, isApiError } from '../api/api-error';
import { createTranslation } from './create-translation';
import { COMMON_NS } from './i18n';
import type { commonEn } from './locales/common-en';
import type { TranslationKey } from './translation-types';

export type CommonKey = TranslationKey<typeof commonEn>;

export const { useT: useCommonT, t: commonT } = createTranslation<typeof commonEn>(COMMON_NS);

/** A user-facing message for any error: the server's words for business errors. */
export function translateError(error: unknown): string {
  if (isApiError(error) && error.kind === 'business' && error.message) return error.message;
  return commonT(errorMessageKey(error) as CommonKey);
}
