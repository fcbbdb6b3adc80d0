import { GAME_TYPES, type GameType } from '../../catalogue/types';
import { SEED } from '../../config';
import {
  allBanners,
  contentLanguage,
  playerNotices,
  popups,
  promotionNotices,
  type Notice,
  type PopupExecution,
} from '../../content/announcements';
import { BANNER_GROUPS, type BannerGroup } from '../../content/banners';
import { helpSections } from '../../content/help-center';
import { buildWinnerBoard, WINNER_BOARD_SIZE } from '../../content/winner-board';
import type { SimRoutes } from '../../context';
import { badRequest, ok } from '../../lib/envelope';
import { commonQueryProperties, languageOf, relayPath, type CommonQuery } from '../../lib/relay';

/** Announcement types (SPEC §7): B banners, PL player notices, PU pop-ups, PR promotions, H (accepted, no list). */
const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Notices per page (SPEC §9). */
export const NOTICES_PER_PAGE = 9;

interface AnnouncementsQuery extends CommonQuery {
  types?: string;
  execution?: PopupExecution;
  groupName?: BannerGroup;
  pageNo: number;
  pageSize: number;
}

const announcementsQuerySchema = {
  type: 'object',
  properties: {
    ...commonQueryProperties,
    types: { type: 'string', maxLength: 40 },
    execution: { type: 'string', enum: ['A', 'B', 'F'] },
    groupName: { type: 'string', enum: BANNER_GROUPS },
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: NOTICES_PER_PAGE },
  },
} as const;

function parseTypes(types: string | undefined): Set<AnnouncementType> {
  if (types === undefined || types.trim() === '') return new Set(ANNOUNCEMENT_TYPES);
  const requested = types.split(',').map((type) => type.trim().toUpperCase());
  const unknown = requested.filter((type) => !(ANNOUNCEMENT_TYPES as readonly string[]).includes(type));
  if (unknown.length > 0) throw badRequest(`Invalid request: unknown announcement types ${unknown.join(', ')}`);
  return new Set(requested as AnnouncementType[]);
}

const page = (notices: Notice[], pageNo: number, pageSize: number): Notice[] => notices.slice((pageNo - 1) * pageSize, pageNo * pageSize);

interface WinnerBoardQuery extends CommonQuery {
  gameCategory: 'ALL' | GameType;
  limitNum: number;
}

const winnerBoardQuerySchema = {
  type: 'object',
  properties: {
    ...commonQueryProperties,
    gameCategory: { type: 'string', enum: ['ALL', ...GAME_TYPES], default: 'ALL' },
    limitNum: { type: 'integer', minimum: 1, maximum: WINNER_BOARD_SIZE, default: 20 },
  },
} as const;

const helpCenterQuerySchema = { type: 'object', properties: commonQueryProperties } as const;

export const contentRoutes: SimRoutes = async (app, { ctx }) => {
  const { catalogue, publicUrl } = ctx;
  const bannerGame = (catalogue.gamesByType.get('RNG') ?? []).find((game) => game.isHot === 1 && !catalogue.brokenIconIds.has(game.nodeId));
  if (!bannerGame) throw new Error('the catalogue has no hot slot game for the GAME banners');
  const banners = allBanners(publicUrl, bannerGame);
  const winners = buildWinnerBoard(catalogue, SEED ^ 0x7a11);

  app.get<{ Querystring: AnnouncementsQuery }>(
    relayPath('MCSFE_getListAnnouncements'),
    { schema: { querystring: announcementsQuerySchema } },
    async (request) => {
      const { execution, groupName, pageNo, pageSize } = request.query;
      const types = parseTypes(request.query.types);
      const language = contentLanguage(languageOf(request.query));
      const player = types.has('PL') ? playerNotices(language) : [];
      // The REFERRAL promotion runs only while its switch is on (the header's invite follows it).
      const promotion = types.has('PR') ? promotionNotices(language).filter((notice) => ctx.state.referral.enabled || notice.promotionType !== 'REFERRAL') : [];
      return ok({
        banners: types.has('B') ? banners.filter((banner) => !groupName || banner.groupName === groupName) : [],
        player: page(player, pageNo, pageSize),
        popup: types.has('PU') ? popups(language).filter((popup) => !execution || popup.execution === execution) : [],
        promotion: page(promotion, pageNo, pageSize),
        pageNo,
        pageSize,
        playerTotal: player.length,
        promotionTotal: promotion.length,
      });
    },
  );

  app.get<{ Querystring: WinnerBoardQuery }>(
    relayPath('ODSFE2_getWinnerBoard'),
    { schema: { querystring: winnerBoardQuerySchema } },
    async (request) => {
      const { gameCategory, limitNum } = request.query;
      const list = winners
        .filter((winner) => gameCategory === 'ALL' || winner.gameType === gameCategory)
        .slice(0, limitNum)
        .map(({ vo }) => ({ vo }));
      return ok({ list });
    },
  );

  app.get<{ Querystring: CommonQuery }>('/wps/system/helpCenter', { schema: { querystring: helpCenterQuerySchema } }, async (request) =>
    ok({ sections: helpSections(contentLanguage(languageOf(request.query))) }),
  );
};
