import type { TranslationResource } from 'shared';
import type { LotteryResources } from './en';

export const ty: TranslationResource<LotteryResources> = {
  menu: {
    games: 'Mga laro ng loterya',
    nextDraw: 'Susunod na bola {{time}}',
    every: 'Bola kada {{minutes}} min',
    empty: 'Walang laro ng loterya sa ngayon.',
  },
  titles: {
    lottery: 'Loterya',
    seaLottery: 'SEA loterya',
    vnLottery: 'Vietnam loterya',
  },
};
