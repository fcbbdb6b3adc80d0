import type { Game } from '../api/schemas/game';
import type { MemberInfo } from '../api/schemas/member';
import type { Language } from '../i18n/languages';
import type { SessionKind } from '../session/session-kind';

/*
 * The cross-app event contract, version 1. Events travel as DOM CustomEvents named
 * `gp:v1:<name>` on `window`, so every deployed copy of the kernel (or of shared 1.x) hears them.
 *
 * Contract rule: within a version you may ADD optional fields to a detail; you never remove a
 * field, rename it or change its meaning or type. A breaking change is a new version
 * (`gp:v2:<name>`), emitted beside v1 until every remote has moved.
 *
 * Every event has a valibot schema (event-schemas.ts, checked against this map): an event from
 * another copy of the kernel is parsed with it before use, and dropped when it does not parse.
 */

export type EmptyDetail = Record<string, never>;

export type EventMap = {
  /** Sign in, sign out, or member info of the current session replaced. */
  'session-changed': { kind: SessionKind; token: string | null; member: MemberInfo | null };
  'balance-changed': { balance: number; currencySymbol: string };
  /** Someone wants a fresh balance (after a transfer, a game closed…); the shell fetches it. */
  'balance-refresh-requested': EmptyDetail;
  /** A remote asks the shell to open the login dialog. */
  'login-required': { reason: 'action' | 'expired' | 'route'; returnTo?: string };
  /** A remote asks the shell to launch a game. */
  'open-game': { game: Game; mode: 'popup' | 'seamless'; trial?: boolean };
  /** A trial account tried a real-account action; the shell shows in_need_true_account. */
  'trial-blocked': EmptyDetail;
  'locale-changed': { language: Language };
  'unread-changed': { count: number };
  /** A remote asks the shell to open its customer-service chat (the agent centre's page). */
  'customer-service-requested': EmptyDetail;
  /**
   * The member saved a new session-time reminder (responsible gaming, 1.2.0): every `minutes` of
   * the signed-in session the shell shows the time played and the net result; 0 = off.
   */
  'session-reminder-changed': { minutes: number };
};

export type EventName = keyof EventMap;

export const EVENT_VERSION = 'v1';

export function eventType<K extends EventName>(name: K): `gp:v1:${K}` {
  return `gp:${EVENT_VERSION}:${name}` as `gp:v1:${K}`;
}
