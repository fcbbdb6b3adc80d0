import * as v from 'valibot';
import { gameSchema, gameTypeSchema, looseBoolean, looseInteger } from '@gp/kernel';

export const vendorSchema = v.object({
  vassalage: v.string(),
  name: v.string(),
  gameType: gameTypeSchema,
  iconUrl: v.string(),
  maintenance: looseBoolean,
  hasRooms: looseBoolean,
  isCockfight: looseBoolean,
});

export type Vendor = v.InferOutput<typeof vendorSchema>;

export const gameMenuSchema = v.object({
  gameType: gameTypeSchema,
  name: v.string(),
  vendors: v.array(vendorSchema),
});

export type GameMenu = v.InferOutput<typeof gameMenuSchema>;

export const gameMenusSchema = v.array(gameMenuSchema);

export type GameMenus = v.InferOutput<typeof gameMenusSchema>;

export const gameVendorLaneSchema = v.object({
  title: gameTypeSchema,
  cards: v.record(v.string(), vendorSchema),
});

export type GameVendorLane = v.InferOutput<typeof gameVendorLaneSchema>;

export const gameVendorLanesSchema = v.object({ lanes: v.array(gameVendorLaneSchema) });

export type GameVendorLanes = v.InferOutput<typeof gameVendorLanesSchema>;

export const gameListSchema = v.object({
  games: v.array(gameSchema),
  pageNo: looseInteger,
  pageSize: looseInteger,
  total: looseInteger,
});

export type GameList = v.InferOutput<typeof gameListSchema>;

// The recent page of mf-games and mf-lottery's menu both list lottery games.
export const lotteryGameSchema = v.object({
  gameCode: v.string(),
  gameName: v.string(),
  prizeMode: v.string(),
  drawIntervalSec: looseInteger,
  nextDrawTime: v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO date-time'),
  ),
});

export type LotteryGame = v.InferOutput<typeof lotteryGameSchema>;

export const lotteryMenuSchema = v.object({ games: v.array(lotteryGameSchema) });

export type LotteryMenu = v.InferOutput<typeof lotteryMenuSchema>;
