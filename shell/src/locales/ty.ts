import type { TranslationResource } from 'shared';
import type { ShellResources } from './en';

/** Tagalog: the second full language of the main interface. */
export const ty: TranslationResource<ShellResources> = {
  brand: { name: 'Gaming Platform', tagline: 'Loterya, live casino, slots at sports' },
  nav: {
    main: 'Pangunahin',
    home: 'Home',
    promotions: 'Mga promo',
    pointMall: 'Points mall',
    sports: 'Sports',
    esports: 'E-sports',
    lott: 'Loterya',
    elott: 'E-loterya',
    live: 'Live casino',
    fish: 'Pangingisda',
    rng: 'Slots',
    pvp: 'PVP',
    favorite: 'Aking koleksiyon',
    recent: 'Mga huling nilaro',
    seamless: 'Laro',
    lottery: 'Loterya',
    seaLottery: 'SEA loterya',
    vnLottery: 'Vietnam loterya',
    member: 'Member centre',
    agent: 'Ahente',
    agentHome: 'Agent centre',
    account: 'Account',
    breadcrumb: 'Breadcrumb',
  },
  header: {
    login: 'Mag-log in',
    register: 'Magparehistro',
    logout: 'Mag-log out',
    balance: 'Balanse',
    welcome: 'Kumusta, {{name}}',
  },
  sideMenu: {
    label: 'Side menu',
    collapse: 'Itago ang menu',
    expand: 'Ipakita ang menu',
    language: 'Wika',
  },
  footer: {
    responsible: 'Maglaro nang responsable. Para lamang sa edad 21 pataas.',
    rights: 'Nakalaan ang lahat ng karapatan.',
  },
};
