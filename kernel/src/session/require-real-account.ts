import { emitEvent } from '../events/event-bus';
import type { SessionKind } from '../session/session-kind';

/**
 * The one gate for what only a real account may do (SPEC §5, §6): a visitor is asked to log in
 * (`login-required`), a trial account is told it needs a real one (`trial-blocked`). Returns
 * whether the action may go on.
 */
export function requireRealAccount(kind: SessionKind, reason: 'action' | 'route' = 'action'): boolean {
  if (kind === 'guest') {
    emitEvent('login-required', { reason });
    return false;
  }
  if (kind === 'trial') {
    emitEvent('trial-blocked');
    return false;
  }
  return true;
}
