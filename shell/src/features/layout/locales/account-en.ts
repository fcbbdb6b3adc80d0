/**
 * Texts of the members' header: balance, unread count, VIP, points and the avatar menu. A link to a
 * member-centre page is named by the page's title in the common catalogue (the contract's words).
 */
export const accountEn = {
  balance: 'Balance',
  hidden: 'Hidden',
  showBalance: 'Show balance',
  hideBalance: 'Hide balance',
  refreshBalance: 'Refresh balance',
  unread_one: '{{count}} new message or promotion',
  unread_other: '{{count}} new messages and promotions',
  vip: 'VIP {{level}}',
  vipRank: 'VIP {{level}}, {{name}}',
  points: '{{points}} pts',
  pointsLabel: 'Points: {{points}}',
  trial: 'Trial account',
  menu: 'Account menu',
  announcements: 'Announcements',
  customerService: 'Customer service',
  agent: 'Agent centre',
  blog: 'Blog',
  memberCentre: 'Member centre',
  accountNav: 'Account',
  logout: 'Log out',
} as const;

export type AccountResources = typeof accountEn;
