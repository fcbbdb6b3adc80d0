import type { DayRange } from '@gp/account-centre-kit';
import { type Language } from '@gp/kernel';
import { memberKeys, promotionKeys } from '@gp/member-kit';

/**
 * The query keys of the promotions pages. The promotion lists sit under the member kit's promotions
 * area (taking part refreshes the shell's running promotions too); the member's rewards under
 * the member area (a claim or a join invalidates `rewards.all`).
 */
export const promotionsKeys = {
  all: promotionKeys.all,
  list: (language: Language) => [...promotionKeys.all, 'list', language] as const,
  detail: (id: number, language: Language) => [...promotionKeys.all, 'detail', id, language] as const,
};

export const rewardKeys = {
  all: [...memberKeys.all, 'rewards'] as const,
  history: (query: DayRange & { page: number; language: Language }) => [...rewardKeys.all, 'history', query] as const,
  tickets: (language: Language) => [...rewardKeys.all, 'tickets', language] as const,
  available: (language: Language) => [...rewardKeys.all, 'available', language] as const,
};
