import * as v from 'valibot';
import { apiRequest, looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { queryOptions, useQuery } from '@gp/kernel/query';
import { gameListKeys } from './game-list-keys';

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

/** GLS2_roomList: the live tables of a vendor (empty for vendors without rooms). */
export function fetchRoomList(vassalage: string, options?: { signal?: AbortSignal }): Promise<RoomList> {
  return apiRequest(relayPath('GLS2_roomList'), { schema: roomListSchema, params: { vassalage }, signal: options?.signal });
}

export function roomListQueryOptions(vassalage: string) {
  return queryOptions({ queryKey: gameListKeys.rooms(vassalage), queryFn: ({ signal }) => fetchRoomList(vassalage, { signal }) });
}

export function useRoomList(vassalage: string) {
  return useQuery(roomListQueryOptions(vassalage));
}
