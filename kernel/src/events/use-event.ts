import { useEffect, useEffectEvent } from 'react';
import { type EventHandler, onEvent } from './event-bus';
import { type EventName } from './event-map';

/** Subscribes for the component's lifetime; the latest handler is always the one called. */
export function useEvent<K extends EventName>(name: K, handler: EventHandler<K>): void {
  const handle = useEffectEvent(handler);
  useEffect(() => onEvent(name, (detail, event) => handle(detail, event)), [name]);
}
