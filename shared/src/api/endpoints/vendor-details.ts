import type { Language } from '../../i18n/languages';
import { relayGet } from '../client';
import { type RoomList, roomListSchema, type VendorGameTypes, vendorGameTypesSchema } from '../schemas/vendor-details';

/** GLS2_roomList: the live tables of a vendor (empty for vendors without rooms). */
export function fetchRoomList(vassalage: string, options?: { signal?: AbortSignal }): Promise<RoomList> {
  return relayGet('GLS2_roomList', { vassalage }, roomListSchema, options);
}

/** GCSGAME_getVassGameType: the categories a vendor has games in. */
export function fetchVendorGameTypes(vassalage: string, language: Language, options?: { signal?: AbortSignal }): Promise<VendorGameTypes> {
  return relayGet('GCSGAME_getVassGameType', { vassalage, language }, vendorGameTypesSchema, options);
}
