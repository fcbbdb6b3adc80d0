/** Texts of the home view. */
export const en = {
  title: 'Welcome',
  banners: 'Featured promotions',
  slide: 'Slide {{index}} of {{total}}',
  previous: 'Previous banner',
  next: 'Next banner',
  goTo: 'Show banner {{index}}',
  notices: 'Notices',
  allNotices: 'All notices',
  hotProviders: 'Hot providers',
  hotGames: 'Hot games',
  hotBanners: 'Hot games promotions',
  viewAll: 'View all',
  viewAllOf: 'View all {{name}} games',
  games: '{{name}} games',
  rowFailed: 'These games could not be loaded.',
  winners: 'Big winners',
  winnersIntro: 'Latest big wins on the platform',
  won: 'won',
  on: 'on',
  noWinners: 'No big wins yet today.',
  appTitle: 'Play on the go',
  appText: 'Get the app for iOS and Android: faster log in, instant deposits and every game in your pocket.',
  appButton: 'Download the app',
} as const;

export type HomeResources = typeof en;
