import type { GameCatalogue, Vendor } from '@gp/games-kit';
import type { Game, GameType } from '@gp/kernel';
import type { SearchDocument } from './search-index';

/** What a search result stands for: a category, a vendor of a category, or a game. */
export type SearchEntry =
  | { kind: 'category'; id: string; gameType: GameType; name: string }
  | { kind: 'vendor'; id: string; vendor: Vendor; category: string }
  | { kind: 'game'; id: string; game: Game; vendor: string; category: string };

/**
 * The catalogue as the search sees it. Its 10,000 games become documents a slice at a time, as
 * they go to the worker, and entries only for the hits the dialog shows: building all of them at
 * once was one task of about 75 ms at 4× CPU throttle, in the middle of the search's first open.
 */
export type PreparedCatalogue = {
  /** How many documents there are: every category, every vendor of every category, every game. */
  size: number;
  /** The documents from `start` up to `end` (not included). */
  documents: (start: number, end: number) => SearchDocument[];
  /** The entry a document's id stands for (the same object each time it is asked). */
  entry: (id: string) => SearchEntry | undefined;
};

export const gameEntryId = (game: Pick<Game, 'nodeId'>): string => `g:${game.nodeId}`;

/**
 * The search's documents and the entries they stand for, from the catalogue: every category (its
 * name in the page's language, `categoryName`), every vendor of every category, every game.
 */
export function prepareCatalogue(catalogue: GameCatalogue, translateCategory: (type: GameType) => string): PreparedCatalogue {
  // A category's name is translated once, not once for each of its thousands of games.
  const categoryNames = new Map<GameType, string>();
  const categoryName = (type: GameType): string => {
    let name = categoryNames.get(type);
    if (name === undefined) {
      name = translateCategory(type);
      categoryNames.set(type, name);
    }
    return name;
  };
  // Categories and vendors: a few dozen, prepared at once.
  const heads: SearchDocument[] = [];
  const entries = new Map<string, SearchEntry>();
  const vendorNames = new Map<string, string>();
  for (const menu of catalogue.menus) {
    const category = categoryName(menu.gameType);
    const id = `c:${menu.gameType}`;
    heads.push({ id, kind: 'category', name: category, vendor: '', category });
    entries.set(id, { kind: 'category', id, gameType: menu.gameType, name: category });
    for (const vendor of menu.vendors) {
      const vendorId = `v:${menu.gameType}:${vendor.vassalage}`;
      vendorNames.set(`${menu.gameType}:${vendor.vassalage}`, vendor.name);
      heads.push({ id: vendorId, kind: 'vendor', name: vendor.name, vendor: vendor.name, category });
      entries.set(vendorId, { kind: 'vendor', id: vendorId, vendor, category });
    }
  }
  const { games } = catalogue;
  const vendorOf = (game: Game): string => vendorNames.get(`${game.gameType}:${game.vassalage}`) ?? game.vassalage;
  /** Each game's place in `games`, by its id: filled as the documents are made. */
  const places = new Map<string, number>();
  let allPlaced = false;
  const placeOf = (id: string): number | undefined => {
    // Asked before the documents were all made (or for an id the catalogue lacks): every game, once.
    if (!allPlaced && !places.has(id)) {
      games.forEach((game, at) => places.set(gameEntryId(game), at));
      allPlaced = true;
    }
    return places.get(id);
  };

  return {
    size: heads.length + games.length,
    documents(start, end) {
      const out = heads.slice(start, end);
      for (let at = Math.max(0, start - heads.length); at < Math.min(games.length, end - heads.length); at += 1) {
        const game = games[at] as Game;
        const id = gameEntryId(game);
        places.set(id, at);
        out.push({ id, kind: 'game', name: game.displayName, vendor: vendorOf(game), category: categoryName(game.gameType) });
      }
      return out;
    },
    entry(id) {
      const known = entries.get(id);
      if (known || !id.startsWith('g:')) return known;
      const at = placeOf(id);
      const game = at === undefined ? undefined : games[at];
      if (!game) return undefined;
      const entry: SearchEntry = { kind: 'game', id, game, vendor: vendorOf(game), category: categoryName(game.gameType) };
      entries.set(id, entry);
      return entry;
    },
  };
}
