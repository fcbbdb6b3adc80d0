import type { TranslationResource } from '@gp/kernel';
import type { en } from './en';

export const ty: TranslationResource<typeof en> = {
  reminder: {
    title: 'Oras ng paglalaro',
    played: 'Naglaro ka na nang {{time}}.',
    result: 'Panalo o talo sa session na ito',
    noFigures: 'Hindi ma-load ang mga numero ng session mo.',
    hoursMinutes: '{{hours}} oras {{minutes}} min',
    minutes: '{{minutes}} min',
    underMinute: 'wala pang isang minuto',
    continue: 'Magpatuloy',
    logOut: 'Mag-log out',
    loading: 'Nilo-load ang session mo',
  },
};
