export * from './primitives';
export * from './member';
export * from './game';
export * from './system';
// Types only: the schemas of the game calls load with them (load-game-api.ts).
export type { FavoriteIds, FavoriteList, FavoritePayload } from './favorites';
export type { LaunchResult } from './launch';
export type { Room, RoomList, VendorGameTypes } from './vendor-details';
export type { Draw, OpenedDraws, LatestDraw } from './lottery-results';
