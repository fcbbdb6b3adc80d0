/** Responsible gaming in My account and the deposit refusal (issue 12 "Also"); spread into `en`. */
export const enRg = {
  rg: {
    title: 'Responsible gaming',
    intro: 'Limits that help you stay in control.',
    change: 'Change',
    set: 'Set',
    limit: {
      label: 'Daily deposit limit',
      title: 'Daily deposit limit',
      none: 'No limit',
      perDay: '{{amount}} a day',
      pending: 'From {{time}}: {{value}}',
      pendingNone: 'no limit',
      leftToday: 'Left today: {{amount}}',
      field: 'Daily limit',
      rule: 'A lower limit applies now. A higher limit, or no limit, applies after 24 hours.',
      save: 'Save limit',
      remove: 'Remove limit',
      nowSet: 'Your daily deposit limit is now {{amount}}.',
      later: 'Your change applies from {{time}}.',
      unchanged: 'Your daily deposit limit stays {{amount}}.',
    },
    reminder: {
      label: 'Session reminder',
      title: 'Session reminder',
      field: 'Remind me',
      off: 'Off',
      every: 'Every {{count}} minutes',
      rule: 'While you are signed in, we show how long you have played and your win or loss.',
      saved: 'We will remind you every {{count}} minutes.',
      savedOff: 'Session reminders are off.',
    },
    deposit: {
      refused: 'This is above your daily deposit limit of {{limit}}. Left today: {{left}}.',
    },
  },
} as const;
