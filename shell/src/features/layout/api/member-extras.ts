import * as v from 'valibot';
import { apiRequest, type Language, looseNumber, relayPath } from '@gp/kernel';
import { memberKeys } from '@gp/member-kit';
import { queryOptions } from '@gp/kernel/query';
import { fetchAnnouncements } from '../../../lib/content/announcements';
import { runningPromotionKeys } from './running-promotion-keys';

/** MCS2_getPointBalance (token). */
export function fetchPointBalance(options?: { signal?: AbortSignal }): Promise<number> {
  return apiRequest(relayPath('MCS2_getPointBalance'), { schema: v.object({ points: looseNumber }), signal: options?.signal }).then(
    (r) => r.points,
  );
}

export function pointBalanceQueryOptions() {
  return queryOptions({ queryKey: memberKeys.points(), queryFn: ({ signal }) => fetchPointBalance({ signal }) });
}

/** runningPromotionKeys.list(language): the running promotions (the referral invite shows with REFERRAL). */
export function runningPromotionsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: runningPromotionKeys.list(language),
    queryFn: ({ signal }) => fetchAnnouncements({ types: ['PR'], pageSize: 50, language }, { signal }),
  });
}
