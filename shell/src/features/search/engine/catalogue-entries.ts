import type { GameCatalogue, Vendor } from '@gp/games-kit';
import type { Game, GameType } from '@gp/kernel';
import type { SearchDocument } from './search-index';

/** What a search result stands for: a category, a vendor of a category, or a game. */
export type SearchEntry =
  | { kind: 'category'; id: string; gameType: GameType; name: string }
  | { kind: 'vendor'; id: string; vendor: Vendor; category: string }
  | { kind: 'game'; id: string; game: Game; vendor: string; category: string };

export type PreparedCatalogue = { documents: SearchDocument[]; entries: Map<string, SearchEntry> };

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
  const documents: SearchDocument[] = [];
  const entries = new Map<string, SearchEntry>();
  const vendorNames = new Map<string, string>();
  for (const menu of catalogue.menus) {
    const category = categoryName(menu.gameType);
    const id = `c:${menu.gameType}`;
    documents.push({ id, kind: 'category', name: category, vendor: '', category });
    entries.set(id, { kind: 'category', id, gameType: menu.gameType, name: category });
    for (const vendor of menu.vendors) {
      const vendorId = `v:${menu.gameType}:${vendor.vassalage}`;
      vendorNames.set(`${menu.gameType}:${vendor.vassalage}`, vendor.name);
      documents.push({ id: vendorId, kind: 'vendor', name: vendor.name, vendor: vendor.name, category });
      entries.set(vendorId, { kind: 'vendor', id: vendorId, vendor, category });
    }
  }
  for (const game of catalogue.games) {
    const id = gameEntryId(game);
    const category = categoryName(game.gameType);
    const vendor = vendorNames.get(`${game.gameType}:${game.vassalage}`) ?? game.vassalage;
    documents.push({ id, kind: 'game', name: game.displayName, vendor, category });
    entries.set(id, { kind: 'game', id, game, vendor, category });
  }
  return { documents, entries };
}
