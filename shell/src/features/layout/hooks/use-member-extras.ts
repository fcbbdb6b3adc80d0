import { useEffect, useState } from 'react';
import { emitEvent, useEvent, useFeature, useLanguage, useSession } from 'shared';
import { fetchAnnouncements } from '../../../lib/content/announcements';
import { fetchPointBalance, fetchUnreadCount } from '../api/member-extras';

type Counts = { token: string; messages: number; promotions: number };

/**
 * Unread messages plus available promotions (CSP_unreadCount), fetched on sign-in and when the
 * window regains focus. The message count is shared with every app over 'unread-changed'.
 */
export function useUnreadTotal(enabled: boolean): number | null {
  const { token } = useSession();
  const [counts, setCounts] = useState<Counts | null>(null);
  const [refresh, setRefresh] = useState(0);

  useEffect(() => {
    if (!enabled || !token) return;
    let cancelled = false;
    fetchUnreadCount().then(
      ({ count, promotionCount }) => {
        if (cancelled) return;
        setCounts({ token, messages: count, promotions: promotionCount });
        emitEvent('unread-changed', { count });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, token, refresh]);

  useEffect(() => {
    const onFocus = () => setRefresh((n) => n + 1);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  useEvent('unread-changed', ({ count }) => {
    setCounts((prev) => (prev && prev.messages !== count ? { ...prev, messages: count } : prev));
  });

  return counts && counts.token === token ? counts.messages + counts.promotions : null;
}

/** Point balance (MCS2_getPointBalance), only when the points module PTSYS3 is on (SPEC §2). */
export function usePointBalance(enabled: boolean): number | null {
  const { token } = useSession();
  const pointsOn = useFeature('PTSYS3');
  const [points, setPoints] = useState<{ token: string; value: number } | null>(null);
  useEffect(() => {
    if (!enabled || !pointsOn || !token) return;
    let cancelled = false;
    fetchPointBalance().then(
      (value) => !cancelled && setPoints({ token, value }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, pointsOn, token]);
  return pointsOn && points?.token === token ? points.value : null;
}

/** True when the REFERRAL promotion is among the running promotions (the referral invite shows then). */
export function useReferralEnabled(enabled: boolean): boolean {
  const { token } = useSession();
  const language = useLanguage();
  const [found, setFound] = useState<{ token: string; value: boolean } | null>(null);
  useEffect(() => {
    if (!enabled || !token) return;
    let cancelled = false;
    fetchAnnouncements({ types: ['PR'], pageSize: 50, language }).then(
      (result) =>
        !cancelled &&
        setFound({ token, value: result.promotion.some((promotion) => promotion.promotionType.toUpperCase() === 'REFERRAL') }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, token, language]);
  return found?.token === token && found.value;
}
