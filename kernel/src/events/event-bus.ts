import * as v from 'valibot';
import { type EmptyDetail, type EventMap, type EventName, eventType } from './event-map';
import { eventSchemas } from './event-schemas';

export type EventHandler<K extends EventName> = (detail: EventMap[K], event: CustomEvent<EventMap[K]>) => void;

type DetailArgs<K extends EventName> = EventMap[K] extends EmptyDetail ? [detail?: EventMap[K]] : [detail: EventMap[K]];

// Events this copy of the kernel dispatched. A second deployed copy has its own set, which is
// how state mirrors tell a foreign event from their own echo.
const ownEvents = new WeakSet<Event>();

export function emitEvent<K extends EventName>(name: K, ...[detail]: DetailArgs<K>): void {
  if (typeof window === 'undefined') return;
  const event = new CustomEvent(eventType(name), { detail: detail ?? {} });
  ownEvents.add(event);
  window.dispatchEvent(event);
}

/** Event names whose invalid foreign events were already reported (once each, in development). */
const reported = new Set<EventName>();

function reportDropped<K extends EventName>(name: K, issues: v.BaseIssue<unknown>[]): void {
  if (process.env.NODE_ENV === 'production' || reported.has(name)) return;
  reported.add(name);
  console.warn(
    `[events] dropped an invalid '${name}' event from another copy of shared: ${issues.map((issue) => issue.message).join('; ')}`,
  );
}

/**
 * The detail a handler may use: this copy's own events as they were emitted (typed at
 * emitEvent), another copy's parsed with the event's schema, or null when that fails.
 */
function readDetail<K extends EventName>(name: K, event: Event): EventMap[K] | null {
  const detail: unknown = 'detail' in event ? event.detail : undefined;
  if (ownEvents.has(event)) return detail as EventMap[K];
  const parsed = v.safeParse(eventSchemas[name], detail);
  if (parsed.success) return parsed.output;
  reportDropped(name, parsed.issues);
  return null;
}

export function onEvent<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => {
    const detail = readDetail(name, event);
    if (detail !== null) handler(detail, event as CustomEvent<EventMap[K]>);
  };
  const type = eventType(name);
  window.addEventListener(type, listener);
  return () => window.removeEventListener(type, listener);
}

/** True when the event was dispatched by this copy of the kernel. */
export function isOwnEvent(event: Event): boolean {
  return ownEvents.has(event);
}

/** Listens only to events dispatched by another copy of the kernel. */
export function onForeignEvent<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
  return onEvent(name, (detail, event) => {
    if (!isOwnEvent(event)) handler(detail, event);
  });
}
