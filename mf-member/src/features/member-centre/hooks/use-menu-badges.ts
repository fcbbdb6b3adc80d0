import { featuresAtom, isFeatureEnabled, useEvent, useSession } from '@gp/kernel';
import { memberKeys, type UnreadCount } from '@gp/member-kit';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '../../../lib/query';
import { useClaimableMissions } from '../api/get-mission-summary';
import { useUnreadCount } from '../api/get-unread-count';
import type { BadgePageId } from '../member-pages';

/**
 * The unread badges of the menu: messages and available promotions (CSP_unreadCount, the
 * header's call, so both share one answer) and claimable missions (MCSFE_getMissionSummaryDetails,
 * only when the missions module is on). Unknown or failed counts show no badge.
 */
export function useMenuBadges(): Partial<Record<BadgePageId, number>> {
  const { token } = useSession();
  const tree = useAtomValue(featuresAtom);
  const queryClient = useQueryClient();
  const unread = useUnreadCount(Boolean(token));
  const missions = useClaimableMissions(Boolean(token) && isFeatureEnabled(tree, 'MISSIONLB3'));

  // Another app (the inbox, the header) read or received messages: keep the badge in step.
  useEvent('unread-changed', ({ count }) => {
    queryClient.setQueryData<UnreadCount>(memberKeys.unreadCount(), (old) => (old ? { ...old, count } : old));
  });

  return {
    messageV2: unread.data?.count,
    rewardCenter: unread.data?.promotionCount,
    missionLeaderboard: missions.data,
  };
}
