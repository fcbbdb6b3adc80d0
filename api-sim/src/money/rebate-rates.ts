import type { GameType } from '../catalogue/types';

/** Bet rebate in percent of the valid bet, per product type (bonusDetails; paid daily for yesterday). */
export const REBATE_RATES: Readonly<Record<GameType, number>> = {
  LIVE: 0.8,
  RNG: 1.0,
  FISH: 1.0,
  SPORTS: 0.7,
  ESPORTS: 0.7,
  PVP: 0.6,
  LOTT: 0.5,
  ELOTT: 0.5,
};

/** VIP levels add to the base rate (0.05 points a level), capped at 1.5 %. */
export function rebateRate(gameType: GameType, vipLevel: number): number {
  return Math.min(1.5, Math.round((REBATE_RATES[gameType] + vipLevel * 0.05) * 100) / 100);
}
