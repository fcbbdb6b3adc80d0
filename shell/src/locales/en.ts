/** The shell's English texts: the product's voice. Keys are typed from this file. */
export const en = {
  brand: { name: 'Gaming Platform', tagline: 'Lottery, live casino, slots and sports' },
  nav: {
    main: 'Main',
    home: 'Home',
    promotions: 'Promotions',
    pointMall: 'Points mall',
    sports: 'Sports',
    esports: 'E-sports',
    lott: 'Lottery',
    elott: 'E-lottery',
    live: 'Live casino',
    fish: 'Fishing',
    rng: 'Slots',
    pvp: 'PVP',
    favorite: 'My collection',
    recent: 'Recent games',
    seamless: 'Game',
    lottery: 'Lottery',
    seaLottery: 'SEA lottery',
    vnLottery: 'Vietnam lottery',
    member: 'Member centre',
    agent: 'Agent',
    agentHome: 'Agent centre',
    account: 'Account',
    breadcrumb: 'Breadcrumb',
  },
  header: {
    login: 'Log in',
    register: 'Register',
    logout: 'Log out',
    balance: 'Balance',
    welcome: 'Hi, {{name}}',
  },
  sideMenu: {
    label: 'Side menu',
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    language: 'Language',
  },
  footer: {
    responsible: 'Play responsibly. Only players aged 21 and over may play.',
    rights: 'All rights reserved.',
  },
} as const;

export type ShellResources = typeof en;
