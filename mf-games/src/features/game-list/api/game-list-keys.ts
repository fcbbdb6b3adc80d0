import { gameKeys } from '@gp/games-kit';
import { type GameType, type Language } from '@gp/kernel';

/**
 * The query keys of the game centre's lists, under the games area (the games kit's gameKeys): a page
 * of a category's list, a vendor's rooms and game types.
 */
export const gameListKeys = {
  all: gameKeys.all,
  lists: () => [...gameListKeys.all, 'list'] as const,
  page: (gameType: GameType, vassalage: string, keyword: string, language: Language, pageNo: number) =>
    [...gameListKeys.lists(), gameType, vassalage, keyword, language, pageNo] as const,
  rooms: (vassalage: string) => [...gameListKeys.all, 'rooms', vassalage] as const,
  vendorGameTypes: (vassalage: string, language: Language) => [...gameListKeys.all, 'vendor-game-types', vassalage, language] as const,
};
