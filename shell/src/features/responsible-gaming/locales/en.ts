/** Texts of the session-time reminder (responsible gaming). */
export const en = {
  reminder: {
    title: 'Time check',
    played: 'You have played for {{time}}.',
    result: 'Win or loss this session',
    noFigures: 'Your session figures could not be loaded.',
    hoursMinutes: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
    underMinute: 'less than a minute',
    continue: 'Continue',
    logOut: 'Log out',
    loading: 'Loading your session',
  },
} as const;
