/** Deposit promotions a member may join with a deposit (depositv2 "optional promotion"). */
export interface DepositPromotion {
  id: number;
  name: string;
  /** Bonus in percent of the deposit, up to maxBonus (pesos). */
  bonusRate: number;
  maxBonus: number;
  minDeposit: number;
  /** Valid bet needed: (deposit + bonus) × this. */
  turnoverMultiplier: number;
}

export const DEPOSIT_PROMOTIONS: readonly DepositPromotion[] = [
  { id: 501, name: 'Daily reload 10%', bonusRate: 10, maxBonus: 1000, minDeposit: 500, turnoverMultiplier: 5 },
  { id: 502, name: 'Weekend boost 20%', bonusRate: 20, maxBonus: 3000, minDeposit: 1000, turnoverMultiplier: 8 },
];

export const findPromotion = (id: number): DepositPromotion | undefined => DEPOSIT_PROMOTIONS.find((promotion) => promotion.id === id);
