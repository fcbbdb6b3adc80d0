import { type Language } from '@gp/kernel';
import { memberKeys } from '@gp/member-kit';

/** The query keys of the points mall: a redemption invalidates `all`. */
export const pointMallKeys = {
  all: [...memberKeys.all, 'points-mall'] as const,
  rewards: (language: Language) => [...pointMallKeys.all, 'rewards', language] as const,
  history: (query: { page: number; language: Language }) => [...pointMallKeys.all, 'history', query] as const,
  details: (page: number) => [...pointMallKeys.all, 'details', page] as const,
  config: (language: Language) => [...pointMallKeys.all, 'config', language] as const,
};
