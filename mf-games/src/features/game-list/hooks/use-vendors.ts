import { useEffect, useState } from 'react';
import { fetchGameMenus, useLanguage, type GameType, type Vendor } from 'shared';

/** The vendors of one category, from the game menus. */
export function useVendors(gameType: GameType): Vendor[] {
  const language = useLanguage();
  const [vendors, setVendors] = useState<Vendor[]>([]);
  useEffect(() => {
    let cancelled = false;
    fetchGameMenus(language).then(
      (menus) => !cancelled && setVendors(menus.find((menu) => menu.gameType === gameType)?.vendors ?? []),
      () => !cancelled && setVendors([]),
    );
    return () => {
      cancelled = true;
    };
  }, [gameType, language]);
  return vendors;
}
