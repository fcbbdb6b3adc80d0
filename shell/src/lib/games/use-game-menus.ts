import { startTransition, useEffect, useState } from 'react';
import * as v from 'valibot';
import { fetchGameMenus, gameMenusSchema, type GameMenu } from '@gp/games-kit';
import { type Language, useLanguage } from '@gp/kernel';
import { getSessionItem, SESSION_KEYS, setSessionItem } from '@gp/kernel/host';

const storedMenusSchema = v.object({ language: v.string(), menus: gameMenusSchema });

/**
 * The vendor list (SPEC §3 session key `gameVendor`, chosen content): the last categories and
 * vendors the server gave in this tab, with their language. A page opened again in the tab draws
 * its navigation and side menu from it at once; the server's answer then replaces it.
 */
function readStoredMenus(language: Language): GameMenu[] | null {
  const raw = getSessionItem(SESSION_KEYS.gameVendor);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(storedMenusSchema, JSON.parse(raw));
    return parsed.success && parsed.output.language === language ? parsed.output.menus : null;
  } catch {
    return null;
  }
}

// One request per language for the page's lifetime: the header, the side menu and the home
// view all read the same categories.
const cache = new Map<Language, Promise<GameMenu[]>>();

function loadMenus(language: Language): Promise<GameMenu[]> {
  let pending = cache.get(language);
  if (!pending) {
    pending = fetchGameMenus(language).then((menus) => {
      const withVendors = menus.filter((menu) => menu.vendors.length > 0);
      setSessionItem(SESSION_KEYS.gameVendor, JSON.stringify({ language, menus: withVendors }));
      return withVendors;
    });
    // A failure is not cached: the next mount tries again.
    pending.catch(() => cache.delete(language));
    cache.set(language, pending);
  }
  return pending;
}

export type GameMenusState = { menus: GameMenu[]; loaded: boolean };

const EMPTY: GameMenu[] = [];

/**
 * Categories that have vendors, in the order the server gives them (SPEC §2 top navigation).
 * `loaded` stays false until the first answer (or failure), so lists can hold their place.
 */
export function useGameMenusState(): GameMenusState {
  const language = useLanguage();
  const [menus, setMenus] = useState<GameMenu[] | null>(() => readStoredMenus(language));
  useEffect(() => {
    let cancelled = false;
    loadMenus(language).then(
      // Header, side menu and home rows redraw with the menus: interruptible, no long task.
      (result) => !cancelled && startTransition(() => setMenus(result)),
      // Navigation keeps the stored vendor list, else falls back to Home and Promotions; the game
      // pages show their own errors.
      () => !cancelled && setMenus((shown) => shown ?? readStoredMenus(language) ?? EMPTY),
    );
    return () => {
      cancelled = true;
    };
  }, [language]);
  // Keeps the previous language's menus while the new ones load: no flicker on a language switch.
  return { menus: menus ?? EMPTY, loaded: menus !== null };
}

export function useGameMenus(): GameMenu[] {
  return useGameMenusState().menus;
}

/** Test hook: forget cached menus. */
export function clearGameMenusCache(): void {
  cache.clear();
}
