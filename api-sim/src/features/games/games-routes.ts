import { GAME_TYPES, type Game, type GameType, type Vendor } from '../../catalogue/types';
import type { SimRoutes } from '../../context';
import { fail, ok } from '../../lib/envelope';
import { commonQueryProperties, languageOf, relayPath, type CommonQuery } from '../../lib/relay';
import { categoryName } from './category-names';
import { type ContentLanguage, contentLanguage } from '../../content/announcements';
import { localizedGameName } from '../../catalogue/localized-names';
import { hotGames, listGames } from './game-query';
import { roomsOf, type Room } from './rooms';


/** The game as the lists show it in `language`: its names (a share of them translated, else English). */
function localizedGame(game: Game, language: ContentLanguage): Game {
  return { ...game, gameName: localizedGameName(game.gameName, language), displayName: localizedGameName(game.displayName, language) };
}

export const MAX_PAGE_SIZE = 200;

interface GameListQuery extends CommonQuery {
  gameType?: GameType | '';
  vassalage?: string;
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

const commonQuerySchema = { type: 'object', properties: commonQueryProperties } as const;

const gameListQuerySchema = {
  type: 'object',
  properties: {
    ...commonQueryProperties,
    gameType: { type: 'string', enum: [...GAME_TYPES, ''] },
    vassalage: { type: 'string', maxLength: 32 },
    keyword: { type: 'string', maxLength: 100 },
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
  },
} as const;

const hotGamesQuerySchema = {
  type: 'object',
  properties: { ...commonQueryProperties, isPlatform: { type: 'integer' } },
} as const;

interface VendorQuery extends CommonQuery {
  vassalage: string;
}

const vendorQuerySchema = {
  type: 'object',
  required: ['vassalage'],
  properties: { ...commonQueryProperties, vassalage: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

export const VENDOR_NOT_FOUND_MESSAGE = 'Unknown vendor';

export const gamesRoutes: SimRoutes = async (app, { ctx }) => {
  const { catalogue } = ctx;
  const lanes = GAME_TYPES.map((type) => ({ type, vendors: catalogue.vendorsByType.get(type) ?? [] })).filter(
    (lane) => lane.vendors.length > 0,
  );

  app.get<{ Querystring: CommonQuery }>('/lgw/games/game_menus', { schema: { querystring: commonQuerySchema } }, async (request) => {
    const language = languageOf(request.query);
    return ok(lanes.map(({ type, vendors }) => ({ gameType: type, name: categoryName(type, language), vendors })));
  });

  app.get(relayPath('GCSGAME_gameVendor'), { schema: { querystring: commonQuerySchema } }, async () =>
    ok({
      lanes: lanes.map(({ type, vendors }) => ({
        title: type,
        cards: Object.fromEntries(vendors.map((vendor): [string, Vendor] => [vendor.vassalage, vendor])),
      })),
    }),
  );

  app.get<{ Querystring: GameListQuery }>(relayPath('GCSGAME_gameList'), { schema: { querystring: gameListQuerySchema } }, async (request) => {
    const { gameType, vassalage, keyword, pageNo, pageSize } = request.query;
    const list = listGames(catalogue, { gameType: gameType || undefined, vassalage, keyword, pageNo, pageSize });
    const language = contentLanguage(languageOf(request.query));
    return ok({ ...list, games: list.games.map((game) => localizedGame(game, language)) });
  });

  const hot = hotGames(catalogue);
  app.get<{ Querystring: CommonQuery }>(relayPath('GCSGAME_hotGamesV2'), { schema: { querystring: hotGamesQuerySchema } }, async (request) => {
    const language = contentLanguage(languageOf(request.query));
    return ok({ games: hot.map((game) => localizedGame(game, language)) });
  });

  /** The categories a vendor offers (JILI: fishing, slots, cards) with their game counts. */
  app.get<{ Querystring: VendorQuery }>(relayPath('GCSGAME_getVassGameType'), { schema: { querystring: vendorQuerySchema } }, async (request) => {
    const vassalage = request.query.vassalage.toUpperCase();
    const language = languageOf(request.query);
    const gameTypes = lanes
      .filter(({ vendors }) => vendors.some((vendor) => vendor.vassalage === vassalage))
      .map(({ type }) => ({
        gameType: type,
        name: categoryName(type, language),
        total: (catalogue.gamesByType.get(type) ?? []).filter((game) => game.vassalage === vassalage).length,
      }));
    if (gameTypes.length === 0) return fail(VENDOR_NOT_FOUND_MESSAGE, null, 'VENDOR_NOT_FOUND');
    return ok({ vassalage, gameTypes });
  });

  /** Live tables of the room vendors (hasRooms: DG, SA); other vendors have none. */
  const rooms = new Map<string, Room[]>(
    catalogue.vendors.filter((vendor) => vendor.hasRooms).map((vendor) => [vendor.vassalage, roomsOf(catalogue, vendor.vassalage)]),
  );
  app.get<{ Querystring: VendorQuery }>(relayPath('GLS2_roomList'), { schema: { querystring: vendorQuerySchema } }, async (request) => {
    const vassalage = request.query.vassalage.toUpperCase();
    if (!catalogue.vendors.some((vendor) => vendor.vassalage === vassalage)) return fail(VENDOR_NOT_FOUND_MESSAGE, null, 'VENDOR_NOT_FOUND');
    return ok({ vassalage, rooms: rooms.get(vassalage) ?? [] });
  });
};
