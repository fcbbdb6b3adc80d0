import * as v from 'valibot';
import { gameSchema } from '../api/schemas/game';
import { memberInfoSchema } from '../api/schemas/member';
import { LANGUAGES } from '../i18n/languages';
import type { SessionKind } from '../session/session-kind';
import type { EmptyDetail, EventMap, EventName } from './event-map';

/*
 * One valibot schema per event of the v1 contract (event-map.ts). An event dispatched by another
 * deployed copy of the kernel (older or newer) is parsed with it before any handler sees it.
 * Objects are `v.object`: fields a newer copy added are dropped, not refused (the contract only
 * ever adds optional fields within a version).
 */

const SESSION_KINDS = ['guest', 'member', 'trial', 'agent'] as const satisfies readonly SessionKind[];

/** An event without fields: whatever a newer copy put in it is dropped. */
const emptyDetail = v.pipe(
  v.object({}),
  v.transform((): EmptyDetail => ({})),
);

const schemas = {
  'session-changed': v.object({
    kind: v.picklist(SESSION_KINDS),
    token: v.nullable(v.string()),
    member: v.nullable(memberInfoSchema),
  }),
  'balance-changed': v.object({ balance: v.pipe(v.number(), v.finite()), currencySymbol: v.string() }),
  'balance-refresh-requested': emptyDetail,
  'login-required': v.object({ reason: v.picklist(['action', 'expired', 'route']), returnTo: v.optional(v.string()) }),
  'open-game': v.object({ game: gameSchema, mode: v.picklist(['popup', 'seamless']), trial: v.optional(v.boolean()) }),
  'trial-blocked': emptyDetail,
  'locale-changed': v.object({ language: v.picklist(LANGUAGES) }),
  'unread-changed': v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  'customer-service-requested': emptyDetail,
  'session-reminder-changed': v.object({ minutes: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
};

type EventSchemas = { [K in EventName]: v.GenericSchema<unknown, EventMap[K]> };

// Both ways: every schema yields its event's detail, and every field of a detail has a schema
// (a field added to event-map.ts without one would be dropped from foreign events).
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? SameKeys<A, B> : false) : false;
type Mismatched = {
  [K in EventName]: Same<v.InferOutput<(typeof schemas)[K]>, EventMap[K]> extends true ? never : K;
}[EventName];
const schemasMatchTheEventMap: [Mismatched] extends [never] ? true : Mismatched = true;
void schemasMatchTheEventMap;

export const eventSchemas: EventSchemas = schemas;
