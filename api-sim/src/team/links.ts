import { nowOf } from '../money/clock';
import type { SimState } from '../state/sim-state';
import type { AffiliateLink } from './team-state';

/** An agent's affiliate link by code, while it has not expired (registration accepts it as affiliateCode). */
export function findLiveLink(state: SimState, code: string): AffiliateLink | undefined {
  const wanted = code.trim().toUpperCase();
  const now = nowOf(state.clock);
  return state.team.links.find((link) => link.code === wanted && (link.expireTime === null || link.expireTime > now));
}
