import type { Language } from '@gp/kernel';

/** The query keys of the support surfaces (help centre, chat): every key starts with `all`. */
export const supportKeys = {
  all: ['support'] as const,
  helpCenter: (language: Language) => [...supportKeys.all, 'help-center', language] as const,
  chatModels: () => [...supportKeys.all, 'chat-models'] as const,
};
