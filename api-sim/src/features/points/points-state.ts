import { fail, ok } from '../../lib/envelope';
import { optionalText, requiredId, type Payload } from '../../lib/input';
import { DAY_MS, formatTime } from '../../money/clock';
import { mainBalance } from '../../money/ledger';
import { ledgerOf, type MoneyState } from '../../money/money-state';
import { postMain } from '../../money/operations';
import { TX } from '../../money/transaction-types';
import { toAmount, type Account } from '../../state/accounts';
import { MIN_CONVERT_POINTS, rateFor, REWARDS, type Language, type RewardDefinition } from './points-catalogue';

export type PointRowType = 'EARN' | 'REDEEM' | 'REFUND' | 'CONVERT' | 'ADJUST';

export interface PointRow {
  id: number;
  accountId: number;
  time: number;
  type: PointRowType;
  /** Signed: earned or refunded points are positive. */
  points: number;
  /** The account's points after this row. */
  balance: number;
  remark: string;
}

/** Redeem statuses (SPEC §4): P in process, A approved, R rejected. */
export type RedeemStatus = 'P' | 'A' | 'R';

export interface RedeemRecord {
  id: number;
  orderNo: string;
  accountId: number;
  rewardId: number;
  quantity: number;
  points: number;
  amount: number;
  status: RedeemStatus;
  address: string | null;
  mobile: string | null;
  createTime: number;
  updateTime: number;
  remark: string | null;
}

export interface PointsState {
  rows: PointRow[];
  /** reward id → units left */
  stock: Map<number, number>;
  redeems: RedeemRecord[];
  nextRowId: number;
  nextRedeemId: number;
  /** Points from bets (bet-points.ts): account id → bets counted so far, and the cents short of the next point. */
  betsCounted: Map<number, number>;
  betCentsCarry: Map<number, number>;
}

export const POINTS_MESSAGES = {
  off: 'The points mall is not available',
  rewardNotFound: 'Reward not found',
  outOfStock: 'This reward is out of stock',
  notEnoughPoints: 'Not enough points',
  notEnoughMoney: 'Not enough money in the main wallet for this reward',
  quantity: 'Choose a quantity the reward allows',
  address: 'Enter the receiving address (5 to 200 characters)',
  mobile: 'Enter a mobile number such as 09171234567',
  convertStep: `Convert at least ${MIN_CONVERT_POINTS} points, in steps of ${MIN_CONVERT_POINTS}`,
  notPending: 'This redeem was already decided',
} as const;

const MOBILE = /^09\d{9}$/;

export const findReward = (rewardId: number): RewardDefinition | undefined => REWARDS.find((reward) => reward.rewardId === rewardId);

export function addPointRow(state: PointsState, account: Account, type: PointRowType, points: number, time: number, remark: string): PointRow {
  account.points += points;
  const row: PointRow = { id: state.nextRowId, accountId: account.id, time, type, points, balance: account.points, remark };
  state.nextRowId += 1;
  state.rows.push(row);
  return row;
}

export const toPointRowView = (row: PointRow) => ({ id: row.id, time: formatTime(row.time), type: row.type, points: row.points, balance: row.balance, remark: row.remark });

/** Each reward's picture, served by the simulator (points-routes). */
export const rewardImageUrl = (publicUrl: string, rewardId: number): string => `${publicUrl}/assets/rewards/${rewardId}.svg`;

export const toRewardView = (state: PointsState, reward: RewardDefinition, language: Language, publicUrl = '') => ({
  rewardId: reward.rewardId,
  kind: reward.kind,
  name: reward.name[language],
  imageUrl: rewardImageUrl(publicUrl, reward.rewardId),
  pointsRequirement: reward.pointsRequirement,
  amountRequirement: reward.amountRequirement,
  stock: state.stock.get(reward.rewardId) ?? 0,
  units: reward.units[language],
  maxQuantity: reward.maxQuantity,
});

export const toRedeemView = (record: RedeemRecord, language: Language) => {
  const reward = findReward(record.rewardId);
  return {
    id: record.id,
    orderNo: record.orderNo,
    rewardId: record.rewardId,
    rewardName: reward?.name[language] ?? '',
    kind: reward?.kind ?? 'BONUS',
    quantity: record.quantity,
    points: record.points,
    amount: record.amount,
    status: record.status,
    address: record.address,
    mobile: record.mobile,
    createTime: formatTime(record.createTime),
    updateTime: formatTime(record.updateTime),
    remark: record.remark,
  };
};

const fieldFailure = (message: string, field: string, code: string) => fail(message, { errors: { [field]: message } }, code);

/**
 * Redeem (pw call, the password already checked): points (and the amount, from the main wallet)
 * leave at once, the stock drops, the record starts in process (P) until the operator decides.
 */
export function redeemReward(state: PointsState, money: MoneyState, account: Account, payload: Payload, now: number, language: Language) {
  const reward = findReward(requiredId(payload, 'rewardId'));
  if (!reward) return fail(POINTS_MESSAGES.rewardNotFound, null, 'REWARD_NOT_FOUND');
  const quantity = payload.quantity === undefined ? 1 : Number(payload.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > reward.maxQuantity) return fieldFailure(POINTS_MESSAGES.quantity, 'quantity', 'INVALID_QUANTITY');
  let address: string | null = null;
  let mobile: string | null = null;
  if (reward.kind === 'PHYSICAL') {
    address = optionalText(payload, 'address', { maxLength: 200 }) ?? null;
    mobile = optionalText(payload, 'mobile', { maxLength: 20 }) ?? null;
    if (address === null || address.length < 5) return fieldFailure(POINTS_MESSAGES.address, 'address', 'ADDRESS_REQUIRED');
    if (mobile === null || !MOBILE.test(mobile)) return fieldFailure(POINTS_MESSAGES.mobile, 'mobile', 'MOBILE_REQUIRED');
  }
  const stock = state.stock.get(reward.rewardId) ?? 0;
  if (stock < quantity) return fail(POINTS_MESSAGES.outOfStock, { stock }, 'OUT_OF_STOCK');
  const points = reward.pointsRequirement * quantity;
  if (account.points < points) return fail(POINTS_MESSAGES.notEnoughPoints, { points: account.points, needed: points }, 'INSUFFICIENT_POINTS');
  const amountCents = Math.round(reward.amountRequirement * 100) * quantity;
  if (amountCents > 0 && mainBalance(ledgerOf(money, account.id)) < amountCents) return fail(POINTS_MESSAGES.notEnoughMoney, null, 'INSUFFICIENT_BALANCE');
  const orderNo = `PM${String(state.nextRedeemId).padStart(8, '0')}`;
  if (amountCents > 0) postMain(money, account.id, TX.pointsMall, -amountCents, now, { remark: `${reward.name.EN} × ${quantity}`, orderNo });
  addPointRow(state, account, 'REDEEM', -points, now, `${reward.name.EN} × ${quantity}`);
  state.stock.set(reward.rewardId, stock - quantity);
  const record: RedeemRecord = { id: state.nextRedeemId, orderNo, accountId: account.id, rewardId: reward.rewardId, quantity, points, amount: toAmount(amountCents), status: 'P', address, mobile, createTime: now, updateTime: now, remark: null };
  state.nextRedeemId += 1;
  state.redeems.push(record);
  return ok({ ...toRedeemView(record, language), pointBalance: account.points, mainBalance: toAmount(mainBalance(ledgerOf(money, account.id))) });
}

/** Convert (pw call): whole steps of 100 points to the main wallet at the VIP level's rate (7202). */
export function convertPoints(state: PointsState, money: MoneyState, account: Account, payload: Payload, now: number) {
  const points = Number(payload.points);
  if (!Number.isInteger(points) || points < MIN_CONVERT_POINTS || points % MIN_CONVERT_POINTS !== 0) return fieldFailure(POINTS_MESSAGES.convertStep, 'points', 'INVALID_POINTS');
  if (account.points < points) return fail(POINTS_MESSAGES.notEnoughPoints, { points: account.points, needed: points }, 'INSUFFICIENT_POINTS');
  const rate = rateFor(account.vipLevel);
  const amountCents = Math.round((points / rate.points) * rate.amount * 100);
  const row = postMain(money, account.id, TX.pointsConversion, amountCents, now, { remark: `${points} points` });
  addPointRow(state, account, 'CONVERT', -points, now, `→ ₱${toAmount(amountCents).toFixed(2)}`);
  return ok({ orderNo: row.orderNo, points, amount: toAmount(amountCents), pointBalance: account.points, mainBalance: toAmount(mainBalance(ledgerOf(money, account.id))) });
}

/** The operator: approve (a BONUS reward pays its amount, 5101) or reject (points, amount and stock back). */
export function decideRedeem(state: PointsState, money: MoneyState, account: Account, record: RedeemRecord, decision: 'approve' | 'reject', now: number, remark?: string) {
  if (record.status !== 'P') return fail(POINTS_MESSAGES.notPending, null, 'INVALID_STATE');
  const reward = findReward(record.rewardId);
  record.updateTime = now;
  record.remark = remark ?? (decision === 'reject' ? 'Rejected by the operator' : null);
  if (decision === 'approve') {
    record.status = 'A';
    if (reward?.kind === 'BONUS') postMain(money, account.id, TX.bonus, Math.round(reward.bonusAmount * 100) * record.quantity, now, { remark: `${reward.name.EN} × ${record.quantity}` });
  } else {
    record.status = 'R';
    addPointRow(state, account, 'REFUND', record.points, now, `${record.orderNo} rejected`);
    if (record.amount > 0) postMain(money, account.id, TX.pointsMall, Math.round(record.amount * 100), now, { remark: `${record.orderNo} rejected` });
    state.stock.set(record.rewardId, (state.stock.get(record.rewardId) ?? 0) + record.quantity);
  }
  return ok(toRedeemView(record, 'EN'));
}

/**
 * Seed: every account with points gets one EARN row of its balance; demo01 (1,280) a history of
 * earnings, an approved redeem, a rejected (refunded) one and one in process.
 */
export function createPointsState(accounts: readonly Account[], now: number): PointsState {
  const state: PointsState = { rows: [], stock: new Map(REWARDS.map((reward) => [reward.rewardId, reward.stock])), redeems: [], nextRowId: 1, nextRedeemId: 1, betsCounted: new Map(), betCentsCarry: new Map() };
  const ago = (days: number) => now - days * DAY_MS;
  for (const account of accounts) {
    if (account.points <= 0) continue;
    const target = account.points;
    account.points = 0;
    if (account.username !== 'demo01') {
      addPointRow(state, account, 'EARN', target, ago(30), 'Valid bets');
      continue;
    }
    const redeem = (rewardId: number, days: number, status: RedeemStatus, remark: string | null, extra: Partial<RedeemRecord> = {}) => {
      const reward = findReward(rewardId);
      if (!reward) return;
      addPointRow(state, account, 'REDEEM', -reward.pointsRequirement, ago(days), `${reward.name.EN} × 1`);
      state.redeems.push({
        id: state.nextRedeemId, orderNo: `PM${String(state.nextRedeemId).padStart(8, '0')}`, accountId: account.id, rewardId, quantity: 1, points: reward.pointsRequirement,
        amount: 0, status, address: null, mobile: null, createTime: ago(days), updateTime: ago(status === 'P' ? days : days - 1), remark, ...extra,
      });
      state.nextRedeemId += 1;
      if (status === 'R') addPointRow(state, account, 'REFUND', reward.pointsRequirement, ago(days - 1), 'Rejected by the operator');
    };
    addPointRow(state, account, 'EARN', 600, ago(60), 'Valid bets');
    addPointRow(state, account, 'EARN', 400, ago(45), 'Valid bets');
    redeem(301, 30, 'A', null);
    addPointRow(state, account, 'EARN', 500, ago(20), 'Valid bets');
    redeem(303, 12, 'R', 'Address incomplete', { address: 'Manila', mobile: '09171234567' });
    addPointRow(state, account, 'EARN', 280, ago(5), 'Valid bets');
    redeem(301, 2, 'P', null);
    addPointRow(state, account, 'EARN', target - account.points, ago(1), 'Valid bets');
  }
  return state;
}
