import type { Catalogue } from '../../catalogue/catalogue';
import type { Game, GameType } from '../../catalogue/types';

export interface GameListFilter {
  gameType?: GameType;
  vassalage?: string;
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

export interface GamePage {
  games: Game[];
  pageNo: number;
  pageSize: number;
  total: number;
}

const HOT_PER_VENDOR = 10;
const HOT_TYPES: readonly GameType[] = ['RNG', 'FISH', 'LIVE', 'PVP'];

export function listGames(catalogue: Catalogue, filter: GameListFilter): GamePage {
  const source = filter.gameType ? (catalogue.gamesByType.get(filter.gameType) ?? []) : catalogue.games;
  const vassalage = filter.vassalage?.toUpperCase();
  const keyword = filter.keyword?.trim().toLowerCase();
  const matches = source.filter(
    (game) =>
      (!vassalage || game.vassalage === vassalage) &&
      (!keyword || game.displayName.toLowerCase().includes(keyword) || game.gameName.toLowerCase().includes(keyword)),
  );
  const start = (filter.pageNo - 1) * filter.pageSize;
  return {
    games: matches.slice(start, start + filter.pageSize),
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
    total: matches.length,
  };
}

/** Hot games of every vendor (not in maintenance) of the slot, fishing, live and card lanes. */
export function hotGames(catalogue: Catalogue): Game[] {
  return HOT_TYPES.flatMap((type) =>
    (catalogue.vendorsByType.get(type) ?? [])
      .filter((vendor) => !vendor.maintenance)
      .flatMap((vendor) =>
        (catalogue.gamesByType.get(type) ?? [])
          .filter((game) => game.vassalage === vendor.vassalage && game.isHot === 1)
          .slice(0, HOT_PER_VENDOR),
      ),
  );
}
