import { memberKeys } from '@gp/member-kit';

/** The query keys of responsible gambling (the page and the deposit page's limit prompt read the limits). */
export const rgKeys = {
  all: () => [...memberKeys.all, 'responsible-gambling'] as const,
  limits: () => [...rgKeys.all(), 'limits'] as const,
  sessionReminder: () => [...rgKeys.all(), 'session-reminder'] as const,
};
