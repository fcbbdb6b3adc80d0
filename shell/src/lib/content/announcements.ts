import * as v from 'valibot';
import { apiRequest, getRuntimeConfig, type Language, looseInteger, relayPath } from '@gp/kernel';

export const BANNER_GROUPS = ['w_login', 'w_register', 'w_forget', 'w_home', 'w_hotgames', 'w_leftmenu'] as const;

export const bannerSchema = v.object({
  id: looseInteger,
  url: v.string(),
  linkageType: v.fallback(v.picklist(['NONE', 'URL', 'GAME', 'ROUTE']), 'NONE'),
  linkUrl: v.nullish(v.string()),
  nodeId: v.nullish(looseInteger),
  // A group this client does not know is kept, it is simply never shown.
  groupName: v.string(),
  title: v.nullish(v.string(), ''),
});

export type Banner = v.InferOutput<typeof bannerSchema>;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export const noticeSchema = v.object({
  id: looseInteger,
  title: v.string(),
  content: v.nullish(v.string(), ''),
  promotionType: v.nullish(v.string(), ''),
  time: v.nullish(v.string(), ''),
});

export type Notice = v.InferOutput<typeof noticeSchema>;

export const popupSchema = v.object({
  id: looseInteger,
  title: v.string(),
  content: v.nullish(v.string(), ''),
  execution: v.string(),
});

export type Popup = v.InferOutput<typeof popupSchema>;

export const announcementsSchema = v.object({
  banners: v.nullish(v.array(bannerSchema), () => []),
  player: v.nullish(v.array(noticeSchema), () => []),
  popup: v.nullish(v.array(popupSchema), () => []),
  promotion: v.nullish(v.array(noticeSchema), () => []),
  pageNo: v.nullish(looseInteger, 1),
  pageSize: v.nullish(looseInteger, 9),
  playerTotal: v.nullish(looseInteger, 0),
  promotionTotal: v.nullish(looseInteger, 0),
});

export type Announcements = v.InferOutput<typeof announcementsSchema>;

/** B banners, PL player notices, PU pop-ups, PR promotions, H (accepted, no list). */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

export type AnnouncementsQuery = {
  types: readonly AnnouncementType[];
  language: Language;
  execution?: 'A' | 'B' | 'F';
  groupName?: BannerGroup;
  pageNo?: number;
  pageSize?: number;
};

/**
 * The answer's schema for a query: the lists of the requested types must be there (the contract
 * sends every key), so a malformed answer is an error and not an empty list ("No notices").
 */
function announcementsSchemaFor(types: readonly AnnouncementType[]): typeof announcementsSchema {
  const asked: readonly AnnouncementType[] = types.length === 0 ? ['B', 'PL', 'PU', 'PR'] : types;
  const required = (type: AnnouncementType) => asked.includes(type);
  return v.object({
    ...announcementsSchema.entries,
    banners: required('B') ? v.array(bannerSchema) : announcementsSchema.entries.banners,
    player: required('PL') ? v.array(noticeSchema) : announcementsSchema.entries.player,
    popup: required('PU') ? v.array(popupSchema) : announcementsSchema.entries.popup,
    promotion: required('PR') ? v.array(noticeSchema) : announcementsSchema.entries.promotion,
  }) as unknown as typeof announcementsSchema;
}

/** MCSFE_getListAnnouncements (SPEC §7): banners, notices, pop-ups and promotions in one call. */
export function fetchAnnouncements(query: AnnouncementsQuery, options?: { signal?: AbortSignal }): Promise<Announcements> {
  const { platform } = getRuntimeConfig();
  const params = {
    types: query.types.join(','),
    platform,
    execution: query.execution,
    groupName: query.groupName,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    language: query.language,
  };
  return apiRequest(relayPath('MCSFE_getListAnnouncements'), { schema: announcementsSchemaFor(query.types), params, signal: options?.signal });
}

/** Notices are listed 9 per page (SPEC §9). */
export const NOTICES_PAGE_SIZE = 9;
