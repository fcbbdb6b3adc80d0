import type { TranslationResource } from '@gp/kernel';
import type { HomeResources } from './en';

export const ty: TranslationResource<HomeResources> = {
  title: 'Maligayang pagdating',
  banners: 'Mga tampok na promo',
  slide: 'Slide {{index}} ng {{total}}',
  previous: 'Nakaraang banner',
  next: 'Susunod na banner',
  goTo: 'Ipakita ang banner {{index}}',
  notices: 'Mga paunawa',
  allNotices: 'Lahat ng paunawa',
  hotProviders: 'Mga patok na provider',
  hotGames: 'Mga patok na laro',
  hotBanners: 'Mga promo ng patok na laro',
  viewAll: 'Tingnan lahat',
  viewAllOf: 'Tingnan ang lahat ng laro ng {{name}}',
  games: 'Mga laro ng {{name}}',
  rowFailed: 'Hindi ma-load ang mga larong ito.',
  winners: 'Malalaking panalo',
  winnersIntro: 'Mga pinakabagong malalaking panalo sa platform',
  won: 'nanalo ng',
  on: 'sa',
  noWinners: 'Wala pang malaking panalo ngayong araw.',
  appTitle: 'Maglaro kahit saan',
  appText: 'Kunin ang app para sa iOS at Android: mas mabilis na pag-log in, instant na deposito at lahat ng laro sa iyong bulsa.',
  appButton: 'I-download ang app',
};
