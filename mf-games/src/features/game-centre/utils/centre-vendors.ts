import type { GameType } from '@gp/kernel';
import type { GameVendorLane, Vendor } from '@gp/games-kit';

export type CentreCategory = Extract<GameType, 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT'>;

/** SPEC §9: e-sport vendors served in the sports lane belong to e-sports. */
export const ESPORT_VENDORS: readonly string[] = ['AV', 'IMES', 'IA', 'AI', 'TF'];
/** SPEC §9: the cockfight vendors, shown on the sports page in their own section. */
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88', 'DIG'];

export type CentreSection = { id: 'vendors' | 'cockfight'; vendors: Vendor[] };

const isEsport = (vendor: Vendor) => ESPORT_VENDORS.includes(vendor.vassalage);
const isCockfight = (vendor: Vendor) => vendor.isCockfight || COCKFIGHT_VENDORS.includes(vendor.vassalage);

function laneVendors(lanes: readonly GameVendorLane[], title: GameType): Vendor[] {
  return lanes.filter((lane) => lane.title === title).flatMap((lane) => Object.values(lane.cards));
}

function unique(vendors: Vendor[]): Vendor[] {
  const seen = new Set<string>();
  return vendors.filter((vendor) => !seen.has(vendor.vassalage) && seen.add(vendor.vassalage));
}

/** The vendor cards of a game centre page from the GCSGAME_gameVendor lanes. */
export function centreSections(lanes: readonly GameVendorLane[], category: CentreCategory): CentreSection[] {
  const sports = laneVendors(lanes, 'SPORTS');
  switch (category) {
    case 'ESPORTS':
      return [{ id: 'vendors', vendors: unique([...laneVendors(lanes, 'ESPORTS'), ...sports.filter(isEsport)]).filter((v) => !isCockfight(v)) }];
    case 'SPORTS': {
      const everywhere = lanes.flatMap((lane) => Object.values(lane.cards));
      return [
        { id: 'vendors', vendors: unique(sports.filter((vendor) => !isEsport(vendor) && !isCockfight(vendor))) },
        { id: 'cockfight', vendors: unique(everywhere.filter(isCockfight)) },
      ];
    }
    default:
      return [{ id: 'vendors', vendors: unique(laneVendors(lanes, category)) }];
  }
}

/** Lottery vendors open the lottery pages (SPEC §9: lottery or e-lottery by vendor card). */
export const LOTTERY_PAGES: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  LOTT: '/lottery?prizeMode=ELOTT',
};
