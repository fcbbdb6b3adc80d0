/**
 * The seeded promotions (issue 12, chosen content). Each has a category, a way to take part
 * (`mode`) and a bonus; its status for an account is computed in promotion-state.ts.
 *
 * - APPLY: the member applies (comment ≤ 140, up to 3 images); the operator approves (ISSUED,
 *   bonus paid) or rejects (REJECTED, may apply again).
 * - JOIN: the member joins (SIGNED); the operator may move it to PROCESS, ISSUED or CLAIM.
 * - CLAIM: a bonus the member claims at once (CLAIMED, bonus paid).
 */
export type PromotionMode = 'APPLY' | 'JOIN' | 'CLAIM';
export type Language = 'EN' | 'TY';
type Texts = Readonly<Record<Language, string>>;

export const PROMOTION_CATEGORIES = ['NEW', 'DEPOSIT', 'REBATE', 'EVENT', 'VIP'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export const CATEGORY_NAMES: Readonly<Record<PromotionCategory, Texts>> = {
  NEW: { EN: 'New members', TY: 'Bagong miyembro' },
  DEPOSIT: { EN: 'Deposit', TY: 'Deposito' },
  REBATE: { EN: 'Rebate', TY: 'Rebate' },
  EVENT: { EN: 'Events', TY: 'Mga event' },
  VIP: { EN: 'VIP', TY: 'VIP' },
};

export interface PromotionDefinition {
  id: number;
  category: PromotionCategory;
  mode: PromotionMode;
  title: Texts;
  summary: Texts;
  /** Bonus paid when issued or claimed, in pesos. */
  bonus: number;
  /** Days from the seed's "now" (negative: in the past); `endDay` null = no end. */
  startDay: number;
  endDay: number | null;
}

export const PROMOTIONS: readonly PromotionDefinition[] = [
  {
    id: 1201,
    category: 'NEW',
    mode: 'APPLY',
    title: { EN: 'Welcome bonus ₱288', TY: 'Welcome bonus na ₱288' },
    summary: { EN: 'New members apply with a screenshot of their first deposit.', TY: 'Mag-apply ang bagong miyembro gamit ang screenshot ng unang deposito.' },
    bonus: 288,
    startDay: -30,
    endDay: 60,
  },
  {
    id: 1202,
    category: 'DEPOSIT',
    mode: 'JOIN',
    title: { EN: 'Daily reload 10%', TY: 'Araw-araw na reload 10%' },
    summary: { EN: 'Join once, get 10% on your first deposit of each day.', TY: 'Sumali nang isang beses, makakuha ng 10% sa unang deposito bawat araw.' },
    bonus: 100,
    startDay: -20,
    endDay: 40,
  },
  {
    id: 1203,
    category: 'REBATE',
    mode: 'JOIN',
    title: { EN: 'Weekend cashback 5%', TY: 'Weekend cashback 5%' },
    summary: { EN: '5% of your weekend net loss back on Monday.', TY: '5% ng iyong netong talo sa weekend ibabalik sa Lunes.' },
    bonus: 150,
    startDay: -45,
    endDay: null,
  },
  {
    id: 1204,
    category: 'VIP',
    mode: 'CLAIM',
    title: { EN: 'Birthday gift', TY: 'Regalo sa kaarawan' },
    summary: { EN: 'A gift for your birthday month, by VIP level.', TY: 'Regalo sa buwan ng iyong kaarawan, ayon sa VIP level.' },
    bonus: 388,
    startDay: -60,
    endDay: null,
  },
  {
    id: 1205,
    category: 'EVENT',
    mode: 'APPLY',
    title: { EN: 'Big win showcase', TY: 'Ipakita ang malaking panalo' },
    summary: { EN: 'Share a screenshot of a 100× win for a bonus.', TY: 'Ibahagi ang screenshot ng 100× na panalo para sa bonus.' },
    bonus: 500,
    startDay: -10,
    endDay: 20,
  },
  {
    id: 1206,
    category: 'EVENT',
    mode: 'APPLY',
    title: { EN: 'Slots tournament', TY: 'Slots tournament' },
    summary: { EN: 'Apply with your tournament ticket number.', TY: 'Mag-apply gamit ang numero ng iyong tournament ticket.' },
    bonus: 1000,
    startDay: -15,
    endDay: 15,
  },
  {
    id: 1207,
    category: 'VIP',
    mode: 'APPLY',
    title: { EN: 'VIP upgrade bonus', TY: 'Bonus sa pag-angat ng VIP' },
    summary: { EN: 'A bonus for each VIP level you reach.', TY: 'Bonus sa bawat VIP level na maaabot mo.' },
    bonus: 888,
    startDay: -90,
    endDay: null,
  },
  {
    id: 1208,
    category: 'NEW',
    mode: 'CLAIM',
    title: { EN: 'First login gift', TY: 'Regalo sa unang pag-login' },
    summary: { EN: 'A small gift for signing in the first time.', TY: 'Maliit na regalo sa unang pag-sign in.' },
    bonus: 18,
    startDay: -100,
    endDay: null,
  },
  {
    id: 1209,
    category: 'EVENT',
    mode: 'JOIN',
    title: { EN: 'Summer festival', TY: 'Summer festival' },
    summary: { EN: 'Daily prizes all summer long.', TY: 'Araw-araw na premyo buong tag-init.' },
    bonus: 200,
    startDay: -70,
    endDay: -10,
  },
  {
    id: 1210,
    category: 'EVENT',
    mode: 'JOIN',
    title: { EN: 'Christmas countdown', TY: 'Countdown sa Pasko' },
    summary: { EN: 'Twelve days of gifts before Christmas.', TY: 'Labindalawang araw ng regalo bago mag-Pasko.' },
    bonus: 300,
    startDay: 5,
    endDay: 35,
  },
];

export const findPromotionDefinition = (id: number): PromotionDefinition | undefined => PROMOTIONS.find((promotion) => promotion.id === id);

const RULE_LINES: Readonly<Record<Language, readonly string[]>> = {
  EN: [
    'Open to members with a verified account.',
    'One bonus per member, household and device.',
    'The bonus needs 5× its amount in valid bets before a withdrawal.',
    'The operator may change or end this promotion at any time.',
  ],
  TY: [
    'Para sa mga miyembrong may beripikadong account.',
    'Isang bonus bawat miyembro, bahay at device.',
    'Kailangan ng 5× ng bonus sa valid na taya bago mag-withdraw.',
    'Maaaring baguhin o tapusin ng operator ang promo anumang oras.',
  ],
};

/** The rules as the platform sends them: HTML written by the operator (sanitized by the client). */
export function rulesHtml(promotion: PromotionDefinition, language: Language): string {
  const bonus = `Bonus: <strong>₱${promotion.bonus.toLocaleString('en-US')}</strong>`;
  return (
    `<p>${promotion.summary[language]}</p><p>${bonus}</p>` +
    `<ol>${RULE_LINES[language].map((line) => `<li>${line}</li>`).join('')}</ol>`
  );
}
