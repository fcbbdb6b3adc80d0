import { useEffect, useState } from 'react';
import { fetchGameMenus, useLanguage, type GameMenu } from 'shared';

/** Categories that have vendors, in the order the server gives them (SPEC §2 top navigation). */
export function useGameMenus(): GameMenu[] {
  const language = useLanguage();
  const [menus, setMenus] = useState<GameMenu[]>([]);
  useEffect(() => {
    let cancelled = false;
    fetchGameMenus(language).then(
      (result) => !cancelled && setMenus(result.filter((menu) => menu.vendors.length > 0)),
      // Navigation falls back to Home and Promotions; the game pages show their own errors.
      () => !cancelled && setMenus([]),
    );
    return () => {
      cancelled = true;
    };
  }, [language]);
  return menus;
}
