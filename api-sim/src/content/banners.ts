/** Banner groups (SPEC §3) and the titles drawn on their generated images. */
export const BANNER_TITLES = {
  w_login: ['Welcome Back', 'Log In and Spin'],
  w_register: ['Join Today: 100% Welcome Bonus', 'Register in One Minute'],
  w_forget: ['Recover Your Account'],
  w_home: ['Welcome Bonus 100%', 'Daily Cashback 10%', 'VIP Rewards Club', 'Weekend Slot Tournament', 'Refer a Friend'],
  w_hotgames: ['Hot Games This Week', 'New Slots Every Friday'],
  w_leftmenu: ['Download the App', 'Daily Missions'],
} as const satisfies Record<string, readonly string[]>;

export type BannerGroup = keyof typeof BANNER_TITLES;

export const BANNER_GROUPS = Object.keys(BANNER_TITLES) as BannerGroup[];

export const isBannerGroup = (group: string): group is BannerGroup => Object.hasOwn(BANNER_TITLES, group);

/** Banners are numbered from 1 within their group. */
export const bannerPath = (group: BannerGroup, n: number): string => `/assets/banners/${group}/${n}.svg`;

export function bannerTitle(group: BannerGroup, n: number): string | undefined {
  const titles: readonly string[] = BANNER_TITLES[group];
  return titles[n - 1];
}

export const AVATAR_COUNT = 12;
