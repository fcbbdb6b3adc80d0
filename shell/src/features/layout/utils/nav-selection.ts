import type { GameType } from '@gp/kernel';
import type { Vendor } from '@gp/games-kit';
import { categoryOfPath } from '../../../lib/games/categories';
import { isHomeView } from '../../../lib/routing/route-rules';

export type NavType = GameType | 'HOME' | 'PROMOTIONS';

/**
 * The selected top-navigation type, from the URL (so Back and deep links agree with it): a
 * category page selects its type, the home-view routes select HOME (the default, SPEC §4).
 */
export function selectedNavType(pathname: string): NavType | null {
  const category = categoryOfPath(pathname);
  if (category) return category;
  const top = (pathname.split('/')[1] ?? '').toLowerCase();
  if (top === 'promotions') return 'PROMOTIONS';
  return isHomeView(pathname) ? 'HOME' : null;
}

/** SPEC §2: the header vendor list switches to its large layout above 10 vendors. */
export function usesLargeVendorLayout(vendors: readonly Vendor[]): boolean {
  return vendors.length > 10;
}
