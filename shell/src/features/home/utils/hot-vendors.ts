import type { Game, GameType } from '@gp/kernel';
import type { GameMenu, Vendor } from '@gp/games-kit';

/** SPEC §9: the hot-games banner row takes up to 3 RNG, 1 fish and 1 live vendor. */
export const HOT_VENDOR_QUOTA: Partial<Record<GameType, number>> = { RNG: 3, FISH: 1, LIVE: 1 };

export const MAX_HOT_VENDORS = Object.values(HOT_VENDOR_QUOTA).reduce((sum, n) => sum + n, 0);

const ORDER: GameType[] = ['RNG', 'FISH', 'LIVE'];

/**
 * The vendors of the hot games, in the order their first hot game appears, within the quota,
 * grouped slots first. Vendor details come from the game menus; unknown vendors are skipped.
 */
export function pickHotVendors(hotGames: readonly Game[], menus: readonly GameMenu[]): Vendor[] {
  const byType = new Map<GameType, Vendor[]>();
  for (const game of hotGames) {
    const quota = HOT_VENDOR_QUOTA[game.gameType] ?? 0;
    const picked = byType.get(game.gameType) ?? [];
    if (picked.length >= quota || picked.some((vendor) => vendor.vassalage === game.vassalage)) continue;
    const vendor = menus.find((menu) => menu.gameType === game.gameType)?.vendors.find((v) => v.vassalage === game.vassalage);
    if (!vendor || vendor.maintenance) continue;
    byType.set(game.gameType, [...picked, vendor]);
  }
  return ORDER.flatMap((type) => byType.get(type) ?? []);
}
