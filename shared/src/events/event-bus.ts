import { type EmptyDetail, type EventMap, type EventName, eventType } from './event-map';

export type EventHandler<K extends EventName> = (detail: EventMap[K], event: CustomEvent<EventMap[K]>) => void;

type DetailArgs<K extends EventName> = EventMap[K] extends EmptyDetail ? [detail?: EventMap[K]] : [detail: EventMap[K]];

// Events this copy of `shared` dispatched. A second deployed copy has its own set, which is
// how state mirrors tell a foreign event from their own echo.
const ownEvents = new WeakSet<Event>();

export function emitEvent<K extends EventName>(name: K, ...[detail]: DetailArgs<K>): void {
  if (typeof window === 'undefined') return;
  const event = new CustomEvent(eventType(name), { detail: detail ?? {} });
  ownEvents.add(event);
  window.dispatchEvent(event);
}

export function onEvent<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => {
    const custom = event as CustomEvent<EventMap[K]>;
    handler(custom.detail, custom);
  };
  const type = eventType(name);
  window.addEventListener(type, listener);
  return () => window.removeEventListener(type, listener);
}

/** True when the event was dispatched by this copy of `shared`. */
export function isOwnEvent(event: Event): boolean {
  return ownEvents.has(event);
}

/** Listens only to events dispatched by another copy of `shared`. */
export function onForeignEvent<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
  return onEvent(name, (detail, event) => {
    if (!isOwnEvent(event)) handler(detail, event);
  });
}
