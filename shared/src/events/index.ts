export { type EmptyDetail, type EventMap, type EventName, EVENT_VERSION, eventType } from './event-map';
export { type EventHandler, emitEvent, onEvent, isOwnEvent, onForeignEvent } from './event-bus';
export { useEvent } from './use-event';
