import type { Catalogue } from '../catalogue/catalogue';
import type { GameType } from '../catalogue/types';

/** The main wallet's accountTypeId; vendor sub-wallets follow from 101 (docs/api-contract.md, "Money"). */
export const MAIN_WALLET_ID = 1;
const FIRST_VENDOR_WALLET_ID = 101;

/** The platform's own lottery plays on the main wallet: these categories have no sub-wallet. */
const MAIN_WALLET_TYPES: ReadonlySet<GameType> = new Set(['LOTT', 'ELOTT']);

export interface WalletDefinition {
  accountTypeId: number;
  /** '' for the main wallet. */
  vassalage: string;
  walletName: string;
  gameTypes: readonly GameType[];
  maintenance: boolean;
}

/** Words in common at the start of a vendor's names ('Jili Slots', 'Jili Cards' → 'Jili'). */
function commonName(names: readonly string[]): string {
  const words = names.map((name) => name.split(' '));
  const first = words[0] ?? [];
  let length = first.length;
  for (const other of words.slice(1)) {
    let same = 0;
    while (same < Math.min(length, other.length) && other[same] === first[same]) same += 1;
    length = same;
  }
  return (length === 0 ? first : first.slice(0, length)).join(' ');
}

/** One wallet per vendor code, in catalogue order; the main wallet first. */
export function walletDefinitions(catalogue: Catalogue): WalletDefinition[] {
  const byCode = new Map<string, { names: string[]; gameTypes: GameType[]; maintenance: boolean }>();
  for (const vendor of catalogue.vendors) {
    if (MAIN_WALLET_TYPES.has(vendor.gameType)) continue;
    const entry = byCode.get(vendor.vassalage) ?? { names: [], gameTypes: [], maintenance: false };
    entry.names.push(vendor.name);
    entry.gameTypes.push(vendor.gameType);
    entry.maintenance ||= vendor.maintenance;
    byCode.set(vendor.vassalage, entry);
  }
  const vendorWallets = [...byCode].map(
    ([vassalage, entry], index): WalletDefinition => ({
      accountTypeId: FIRST_VENDOR_WALLET_ID + index,
      vassalage,
      walletName: commonName(entry.names),
      gameTypes: entry.gameTypes,
      maintenance: entry.maintenance,
    }),
  );
  return [{ accountTypeId: MAIN_WALLET_ID, vassalage: '', walletName: 'Main wallet', gameTypes: ['LOTT', 'ELOTT'], maintenance: false }, ...vendorWallets];
}

/** The wallet a game of this vendor and category plays on. */
export function walletForGame(wallets: readonly WalletDefinition[], vassalage: string, gameType: GameType): number {
  if (MAIN_WALLET_TYPES.has(gameType)) return MAIN_WALLET_ID;
  return wallets.find((wallet) => wallet.vassalage === vassalage)?.accountTypeId ?? MAIN_WALLET_ID;
}
