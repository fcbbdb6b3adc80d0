import * as v from 'valibot';
import { gameTypeSchema } from './game';
import { looseInteger, looseNumber } from './primitives';

/** A live table of GLS2_roomList. */
export const roomSchema = v.object({
  roomId: v.string(),
  roomName: v.string(),
  nodeId: looseInteger,
  gameName: v.string(),
  gameCode: v.string(),
  dealerName: v.nullish(v.string(), ''),
  minBet: looseNumber,
  maxBet: looseNumber,
  players: v.nullish(looseInteger, 0),
  status: v.pipe(v.string(), v.toUpperCase(), v.picklist(['OPEN', 'CLOSED'])),
});

export type Room = v.InferOutput<typeof roomSchema>;

export const roomListSchema = v.object({ vassalage: v.string(), rooms: v.array(roomSchema) });

export type RoomList = v.InferOutput<typeof roomListSchema>;

/** GCSGAME_getVassGameType: the categories a vendor has games in. */
export const vendorGameTypesSchema = v.object({
  vassalage: v.string(),
  gameTypes: v.array(v.object({ gameType: gameTypeSchema, name: v.string(), total: looseInteger })),
});

export type VendorGameTypes = v.InferOutput<typeof vendorGameTypesSchema>;
