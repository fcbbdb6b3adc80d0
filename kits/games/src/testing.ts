import type { Vendor } from './api/schemas/game';

/** A vendor card as the menu APIs answer it (tests only). */
export function testVendor(vassalage: string, name: string, gameType: Vendor['gameType'], extra: Partial<Vendor> = {}): Vendor {
  return { vassalage, name, gameType, iconUrl: `/assets/vendors/${vassalage}.svg`, maintenance: false, hasRooms: false, isCockfight: false, ...extra };
}
