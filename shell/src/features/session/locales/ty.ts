import type { TranslationResource } from 'shared';
import type { SessionResources } from './en';

export const ty: TranslationResource<SessionResources> = {
  login: {
    title: 'Mag-log in',
    username: 'Username',
    password: 'Password',
    terms: 'Ako ay 21 taong gulang pataas at tinatanggap ko ang mga tuntunin at patakaran sa privacy',
    submit: 'Mag-log in',
    required: 'Hindi puwedeng walang laman',
    disclaimer: 'Tanggapin muna ang mga tuntunin at patakaran sa privacy',
  },
  register: {
    title: 'Magparehistro',
  },
  logout: {
    title: 'Mag-log out',
    confirm: 'Gusto mo bang mag-log out?',
    submit: 'Mag-log out',
  },
  trial: {
    title: 'Trial account',
  },
  support: {
    customerService: 'Customer service',
  },
};
