import type { CommonKey } from '../i18n/common';
import type { MemberRouteId } from './federation';

/**
 * The member centre's pages (shared 1.4.0): mf-member owns them, and this list is their one
 * definition. Each page is the sub-route `/member/<id>` (the SPEC name), in the menu order of
 * PLATFORM-FACTS, titled by `memberPages.<id>` of the common catalogue. The shell builds its
 * member-centre links, menus and breadcrumb from it before mf-member has loaded; mf-member builds
 * its menu and routes from it. Add a page here (and its title in every language) before a
 * remote release routes it; never rename or remove one.
 */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // Issue 24: not in PLATFORM-FACTS (after its pages, so their menu order stays theirs).
  'responsibleGambling',
] as const;

export type MemberPageId = (typeof MEMBER_PAGES)[number];

const MEMBER_CENTRE_ROUTE = 'member' satisfies MemberRouteId;

export type MemberPagePath = `/${typeof MEMBER_CENTRE_ROUTE}/${MemberPageId}`;

/** `/member/<id>`: `memberPagePath('transferFund')`, never a written-out path. */
export function memberPagePath(id: MemberPageId): MemberPagePath {
  return `/${MEMBER_CENTRE_ROUTE}/${id}`;
}

/** The page's title in the common catalogue (`useCommonT`): the same words in every app's menu. */
export function memberPageTitleKey(id: MemberPageId): CommonKey {
  // A page without a title in commonEn.memberPages is a type error here.
  return `memberPages.${id}` satisfies CommonKey;
}

export function isMemberPage(value: string | undefined): value is MemberPageId {
  return (MEMBER_PAGES as readonly string[]).includes(value ?? '');
}
