/** The query keys of the responsible-gaming reminders: one summary per session and moment. */
export const sessionSummaryKeys = {
  all: ['session', 'summary'] as const,
  /** 'start' is read once per session; each reminder has its own moment. */
  summary: (token: string, moment: string) => [...sessionSummaryKeys.all, token, moment] as const,
};
