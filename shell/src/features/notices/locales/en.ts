/** Texts of the once-per-session notices: disclaimer, pop-up announcements, first login. */
export const noticesEn = {
  disclaimer: {
    title: 'Age confirmation',
    text: 'This site offers games of chance for adults. You must be 21 years of age or older to enter. Please play responsibly.',
    accept: 'I am 21 or older',
    leave: 'Leave',
  },
  announcement: {
    label: 'Announcement',
    position: '{{index}} of {{total}}',
    done: 'Got it',
  },
  firstLogin: {
    title: 'Welcome, {{name}}!',
    text: 'Your account is ready. Complete your profile in the member centre to secure it.',
    member: 'Go to member centre',
    play: 'Start playing',
  },
} as const;

export type NoticesResources = typeof noticesEn;
