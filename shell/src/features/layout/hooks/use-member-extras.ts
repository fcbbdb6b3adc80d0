import { type UnreadCount, unreadCountQueryOptions } from '@gp/member-kit';
import { useEvent, useFeature, useLanguage, useSession } from '@gp/kernel';
import { useQuery, useQueryClient } from '@gp/kernel/query';
import { pointBalanceQueryOptions, runningPromotionsQueryOptions } from '../api/member-extras';

/**
 * Unread messages plus available promotions (CSP_unreadCount), fetched on sign-in and when the
 * window regains focus. The message count is shared with every app over 'unread-changed'.
 */
export function useUnreadTotal(enabled: boolean): number | null {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const unread = useQuery({ ...unreadCountQueryOptions(), enabled: enabled && token !== null });

  // Another app read or changed the message count (the member centre's messages page).
  useEvent('unread-changed', ({ count }) => {
    const { queryKey } = unreadCountQueryOptions();
    const known = queryClient.getQueryData<UnreadCount>(queryKey);
    if (known && known.count !== count) queryClient.setQueryData(queryKey, { ...known, count });
  });

  return enabled && unread.data ? unread.data.count + unread.data.promotionCount : null;
}

/** Point balance (MCS2_getPointBalance), only when the points module PTSYS3 is on (SPEC §2). */
export function usePointBalance(enabled: boolean): number | null {
  const { token } = useSession();
  const pointsOn = useFeature('PTSYS3');
  const points = useQuery({ ...pointBalanceQueryOptions(), enabled: enabled && pointsOn && token !== null });
  return enabled && pointsOn && points.data !== undefined ? points.data : null;
}

/** True when the REFERRAL promotion is among the running promotions (the referral invite shows then). */
export function useReferralEnabled(enabled: boolean): boolean {
  const { token } = useSession();
  const language = useLanguage();
  const promotions = useQuery({
    ...runningPromotionsQueryOptions(language),
    enabled: enabled && token !== null,
    select: (result) => result.promotion.some((promotion) => promotion.promotionType.toUpperCase() === 'REFERRAL'),
  });
  return enabled && promotions.data === true;
}
