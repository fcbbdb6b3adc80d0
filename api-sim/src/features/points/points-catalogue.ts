/** The points mall's seeded rewards, exchange rates and rules (issue 12, chosen content). */
export type Language = 'EN' | 'TY';
type Texts = Readonly<Record<Language, string>>;

/** BONUS: money paid to the main wallet when approved; PHYSICAL: shipped (address and mobile needed). */
export type RewardKind = 'BONUS' | 'PHYSICAL';

export interface RewardDefinition {
  rewardId: number;
  kind: RewardKind;
  name: Texts;
  /** Points for one unit. */
  pointsRequirement: number;
  /** Pesos paid from the main wallet with the points for one unit (0: points only). */
  amountRequirement: number;
  /** BONUS rewards: pesos credited per unit when approved. */
  bonusAmount: number;
  stock: number;
  units: Texts;
  maxQuantity: number;
}

export const REWARDS: readonly RewardDefinition[] = [
  { rewardId: 301, kind: 'BONUS', name: { EN: '₱50 bonus', TY: '₱50 na bonus' }, pointsRequirement: 500, amountRequirement: 0, bonusAmount: 50, stock: 100, units: { EN: 'pc', TY: 'piraso' }, maxQuantity: 5 },
  { rewardId: 302, kind: 'BONUS', name: { EN: '₱200 bonus', TY: '₱200 na bonus' }, pointsRequirement: 1800, amountRequirement: 0, bonusAmount: 200, stock: 20, units: { EN: 'pc', TY: 'piraso' }, maxQuantity: 5 },
  { rewardId: 303, kind: 'PHYSICAL', name: { EN: 'Umbrella', TY: 'Payong' }, pointsRequirement: 800, amountRequirement: 0, bonusAmount: 0, stock: 5, units: { EN: 'pc', TY: 'piraso' }, maxQuantity: 2 },
  { rewardId: 304, kind: 'PHYSICAL', name: { EN: 'Bluetooth speaker', TY: 'Bluetooth speaker' }, pointsRequirement: 1000, amountRequirement: 500, bonusAmount: 0, stock: 3, units: { EN: 'pc', TY: 'piraso' }, maxQuantity: 1 },
  { rewardId: 305, kind: 'PHYSICAL', name: { EN: 'Smartphone', TY: 'Smartphone' }, pointsRequirement: 20000, amountRequirement: 2000, bonusAmount: 0, stock: 1, units: { EN: 'pc', TY: 'piraso' }, maxQuantity: 1 },
  { rewardId: 306, kind: 'PHYSICAL', name: { EN: 'T-shirt', TY: 'T-shirt' }, pointsRequirement: 600, amountRequirement: 0, bonusAmount: 0, stock: 0, units: { EN: 'pc', TY: 'piraso' }, maxQuantity: 3 },
];

/** Conversion of points to pesos by VIP level: `points` points give `amount` pesos. */
export interface ExchangeRate {
  minVipLevel: number;
  maxVipLevel: number | null;
  points: number;
  amount: number;
}

export const EXCHANGE_RATES: readonly ExchangeRate[] = [
  { minVipLevel: 0, maxVipLevel: 2, points: 100, amount: 1 },
  { minVipLevel: 3, maxVipLevel: 5, points: 100, amount: 1.2 },
  { minVipLevel: 6, maxVipLevel: null, points: 100, amount: 1.5 },
];

export const rateFor = (vipLevel: number): ExchangeRate =>
  EXCHANGE_RATES.find((rate) => vipLevel >= rate.minVipLevel && (rate.maxVipLevel === null || vipLevel <= rate.maxVipLevel)) ?? EXCHANGE_RATES[0]!;

/** Conversion works in whole steps of this many points. */
export const MIN_CONVERT_POINTS = 100;

/**
 * Points from bets (issue 12, chosen rate): 1 point for every ₱10 of settled valid bet. The one
 * source of the rate: the awarding (`bet-points.ts`) and the rules the player reads use it.
 */
export const BET_PESOS_PER_POINT = 10;

export const POINT_RULES_HTML: Texts = {
  EN:
    `<h3>How points work</h3><ul><li>Every ₱${BET_PESOS_PER_POINT} of valid bets earns 1 point.</li>` +
    '<li>Points do not expire.</li>' +
    '<li>Redeem rewards with points (some also need an amount from your main wallet).</li>' +
    '<li>Convert points to money in steps of 100 points, at the rate of your VIP level.</li>' +
    '<li>Physical rewards are shipped to the address you give within 14 days.</li></ul>',
  TY:
    `<h3>Paano gumagana ang points</h3><ul><li>Bawat ₱${BET_PESOS_PER_POINT} na valid na taya ay 1 point.</li>` +
    '<li>Hindi nag-e-expire ang points.</li>' +
    '<li>I-redeem ang rewards gamit ang points (may ilan na kailangan din ng halaga mula sa main wallet).</li>' +
    '<li>I-convert ang points sa pera nang tig-100 points, ayon sa rate ng iyong VIP level.</li>' +
    '<li>Ipapadala ang pisikal na rewards sa address na ibibigay mo sa loob ng 14 na araw.</li></ul>',
};
