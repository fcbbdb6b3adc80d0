import { type GameType, useLanguage } from '@gp/kernel';
import { type Vendor, gameMenusQueryOptions } from '@gp/games-kit';
import { useQuery } from '@gp/kernel/query';

const NONE: Vendor[] = [];

/** The vendors of one category, from the game menus (none while they load or when they fail). */
export function useVendors(gameType: GameType): Vendor[] {
  const language = useLanguage();
  const menus = useQuery(gameMenusQueryOptions(language));
  return menus.data?.find((menu) => menu.gameType === gameType)?.vendors ?? NONE;
}
