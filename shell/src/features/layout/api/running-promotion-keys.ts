import { type Language } from '@gp/kernel';
import { promotionKeys } from '@gp/member-kit';

/**
 * The running promotions the header reads: under the promotions area (`shared`), so the member
 * centre's taking part in one refreshes them too.
 */
export const runningPromotionKeys = {
  all: [...promotionKeys.all, 'running'] as const,
  list: (language: Language) => [...runningPromotionKeys.all, language] as const,
};
