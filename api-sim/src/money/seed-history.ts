import type { Catalogue } from '../catalogue/catalogue';
import { GAME_TYPES, type Game, type GameType } from '../catalogue/types';
import { createRng, type Rng } from '../lib/prng';
import { DAY_MS, startOfSiteDay } from './clock';
import { nextOrderNo, totalBalance } from './ledger';
import { ledgerOf, listOf, type BankCard, type DepositOrder, type DepositState, type MoneyState, type WithdrawOrder } from './money-state';
import { creditDeposit, debitWithdrawal, placeBet, postMain, refundWithdrawal, settleBet, transferBetween } from './operations';
import { rebateRate } from './rebate-rates';
import { TX } from './transaction-types';
import { MAIN_WALLET_ID, walletForGame } from './wallets';
import { DEPOSIT_CHANNELS } from './deposit-methods';

/** The member whose history is seeded, and how. */
export interface HistorySeed {
  accountId: number;
  vipLevel: number;
  /** The total of every wallet at the end of the history. */
  targetCents: number;
  realName: string;
  mobileNum: string;
}

/** Days of history before today (today's part up to the clock is seeded too). */
export const HISTORY_DAYS = 95;
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const STAKES = [1000, 2000, 5000, 10_000, 20_000] as const;

/** Win chance and payout range (multiples of the stake) per category. */
const ODDS: Readonly<Record<GameType, { chance: number; min: number; max: number }>> = {
  LOTT: { chance: 0.2, min: 3, max: 6 },
  ELOTT: { chance: 0.3, min: 2, max: 4.2 },
  LIVE: { chance: 0.47, min: 1.9, max: 2.1 },
  SPORTS: { chance: 0.47, min: 1.7, max: 2.3 },
  ESPORTS: { chance: 0.46, min: 1.7, max: 2.4 },
  FISH: { chance: 0.4, min: 1.2, max: 3.3 },
  RNG: { chance: 0.35, min: 1.2, max: 4.0 },
  PVP: { chance: 0.48, min: 1.9, max: 2.0 },
};

function playableGames(catalogue: Catalogue, gameType: GameType): Game[] {
  const closed = new Set(catalogue.vendors.filter((vendor) => vendor.maintenance).map((vendor) => `${vendor.vassalage}:${vendor.gameType}`));
  return (catalogue.gamesByType.get(gameType) ?? []).filter((game) => !closed.has(`${game.vassalage}:${game.gameType}`));
}

/** A few games per category, so records repeat names the way a real player's do. */
function favouriteGames(catalogue: Catalogue, rng: Rng): Map<GameType, Game[]> {
  return new Map(
    GAME_TYPES.map((type) => {
      const games = playableGames(catalogue, type);
      return [type, Array.from({ length: Math.min(6, games.length) }, () => rng.pick(games))];
    }),
  );
}

function seedCards(money: MoneyState, seed: HistorySeed, time: number): BankCard[] {
  const cards: BankCard[] = [
    { id: money.nextCardId++, accountId: seed.accountId, type: 'BC', bankCode: 'BDO', bankName: 'BDO Unibank', accountName: seed.realName, accountNo: '001234567890', network: null, createTime: time },
    { id: money.nextCardId++, accountId: seed.accountId, type: 'EW', bankCode: 'GCASH', bankName: 'GCash', accountName: seed.realName, accountNo: seed.mobileNum, network: null, createTime: time },
  ];
  listOf(money.bankCards, seed.accountId).push(...cards);
  return cards;
}

/**
 * demo01's history: deposits, sessions of bets on vendor wallets (transfer in, play, transfer
 * back), daily rebates, weekly bonuses and withdrawals, from HISTORY_DAYS days ago up to `now`.
 * Deterministic for a given `now` (its site day and time of day). The opening deposit is sized
 * last so the wallets end at `targetCents`.
 */
export function seedHistory(money: MoneyState, catalogue: Catalogue, seed: HistorySeed, now: number, seedNumber: number): void {
  const rng = createRng(seedNumber);
  const games = favouriteGames(catalogue, rng);
  const today = startOfSiteDay(now);
  const firstDay = today - HISTORY_DAYS * DAY_MS;
  const ledger = ledgerOf(money, seed.accountId);
  const cards = seedCards(money, seed, firstDay - DAY_MS);
  const latest = now - MINUTE;

  const deposit = (time: number, amountCents: number, state: DepositState): DepositOrder => {
    const channel = rng.pick(DEPOSIT_CHANNELS);
    const order: DepositOrder = {
      orderNo: nextOrderNo(money, 'D'),
      accountId: seed.accountId,
      methodCode: channel.methodCode,
      channelId: channel.id,
      channelName: channel.vendorName,
      amountCents,
      state: 5,
      createTime: time,
      updateTime: time,
      expiresAt: time + money.settings.depositExpiryMinutes * MINUTE,
      promotionId: null,
      payee: null,
      slip: null,
      remark: '',
    };
    money.deposits.push(order);
    if (state === 2) creditDeposit(money, order, time + 4 * MINUTE);
    else {
      order.state = state;
      order.updateTime = time + (state === 7 ? money.settings.depositExpiryMinutes : 6) * MINUTE;
    }
    return order;
  };

  const withdraw = (time: number, amountCents: number, failed: boolean): void => {
    const card = rng.pick(cards);
    const order: WithdrawOrder = {
      orderNo: nextOrderNo(money, 'W'),
      accountId: seed.accountId,
      cardId: card.id,
      type: card.type,
      bankName: card.bankName,
      accountName: card.accountName,
      accountNo: card.accountNo,
      amountCents,
      chargeCents: 0,
      status: 1,
      createTime: time,
      updateTime: time,
      remark: '',
      confirmation: null,
    };
    money.withdrawals.push(order);
    debitWithdrawal(money, order);
    const done = time + 25 * MINUTE;
    order.updateTime = done;
    if (failed) {
      order.status = 3;
      order.remark = 'Account name does not match';
      refundWithdrawal(money, order, done);
    } else {
      order.status = 4;
      order.confirmation = { status: 'RECEIVED', deadline: done + 30 * MINUTE, receivedCents: amountCents, remainingCents: 0, proofImage: null, confirmTime: done + 12 * MINUTE };
    }
  };

  const opening = deposit(firstDay + 8 * HOUR, 2_000_000, 2);
  const openingRow = ledger.transactions[ledger.transactions.length - 1];

  let validYesterday = new Map<GameType, number>();
  for (let day = firstDay; day <= today; day += DAY_MS) {
    const dayIndex = Math.round((day - firstDay) / DAY_MS);
    const lastDays = today - day < 4 * DAY_MS;
    // Rebate for yesterday's settled valid bets, paid at 00:30.
    for (const [gameType, validCents] of validYesterday) {
      const rebate = Math.floor((validCents * rebateRate(gameType, seed.vipLevel)) / 100);
      if (rebate > 0 && day + 30 * MINUTE <= latest) {
        postMain(money, seed.accountId, TX.betRebate, rebate, day + 30 * MINUTE, { orderNo: nextOrderNo(money, 'R'), remark: `${gameType} rebate`, gameType });
      }
    }
    const validToday = new Map<GameType, number>();

    if (!lastDays && rng.chance(0.35)) deposit(day + rng.int(9 * 60, 11 * 60) * MINUTE, rng.int(5, 50) * 10_000, 2);
    if (rng.chance(0.08)) deposit(day + rng.int(12 * 60, 13 * 60) * MINUTE, rng.int(5, 30) * 10_000, rng.pick([3, 6, 7] as const));
    if (!lastDays && dayIndex % 7 === 3) {
      const bonus = rng.int(88, 288) * 100;
      const row = postMain(money, seed.accountId, TX.bonus, bonus, day + 9 * HOUR, { orderNo: nextOrderNo(money, 'P'), remark: 'Weekly reload bonus' });
      listOf(money.turnover, seed.accountId).push({ id: money.nextTurnoverId++, accountId: seed.accountId, source: 'BONUS', orderNo: row.orderNo, gameCategory: 'ALL', requiredCents: bonus * 3, achievedCents: 0, createTime: row.time });
    }

    const sessions = rng.int(4, 6);
    for (let index = 0; index < sessions; index += 1) {
      // Three categories a day in turn, so every category has bets every few days; the rest at random.
      // The last two days start with sports, some of it still unsettled.
      const recent = today - day < 2 * DAY_MS;
      const gameType: GameType =
        recent && index === 0 ? 'SPORTS' : index < 3 ? (GAME_TYPES[(dayIndex * 3 + index) % GAME_TYPES.length] as GameType) : rng.pick(GAME_TYPES);
      const game = rng.pick(games.get(gameType) ?? []);
      const start = day + (9 * 60 + index * 100 + rng.int(0, 80)) * MINUTE;
      if (start > latest) break;
      const walletId = walletForGame(money.wallets, game.vassalage, game.gameType);
      const main = ledger.balances.get(MAIN_WALLET_ID) ?? 0;
      if (main < 10_000) continue;
      if (walletId !== MAIN_WALLET_ID) transferBetween(money, seed.accountId, MAIN_WALLET_ID, walletId, Math.min(main, rng.int(3, 15) * 10_000), start);
      let time = start + MINUTE;
      const bets = rng.int(5, 12);
      for (let n = 0; n < bets && time <= latest; n += 1) {
        const stake = rng.pick(STAKES);
        if ((ledger.balances.get(walletId) ?? 0) < stake) break;
        const bet = placeBet(money, seed.accountId, game, walletId, stake, time);
        const odds = ODDS[gameType];
        const settleAfter = gameType === 'SPORTS' || gameType === 'ESPORTS' ? 2 * HOUR : rng.int(1, 3) * MINUTE;
        const unsettled = gameType === 'SPORTS' && recent && rng.chance(0.4);
        const win = rng.chance(odds.chance) ? Math.round((stake * (odds.min + rng.next() * (odds.max - odds.min))) / 100) * 100 : 0;
        if (!unsettled && time + settleAfter <= latest) {
          settleBet(money, bet, win, time + settleAfter);
          validToday.set(gameType, (validToday.get(gameType) ?? 0) + bet.validBetCents);
        }
        time += rng.int(1, 4) * MINUTE;
      }
      // Back to the main wallet at the end of the session; a session still running at the clock
      // ends now, so what the wallets hold at the start never depends on the time of day.
      const left = ledger.balances.get(walletId) ?? 0;
      if (walletId !== MAIN_WALLET_ID && left > 0) transferBetween(money, seed.accountId, walletId, MAIN_WALLET_ID, left, Math.min(time, latest));
    }

    validYesterday = validToday;
    const main = ledger.balances.get(MAIN_WALLET_ID) ?? 0;
    const evening = day + 21 * HOUR;
    if (main > 1_500_000 && evening <= latest && !lastDays) withdraw(evening, Math.floor((main - 800_000) / 10_000) * 10_000, rng.chance(0.15));
  }

  // Some money left in two vendor wallets, moved there an hour ago (recent transfers).
  const [pg, evo] = ['PG', 'EVO'].map((code) => money.wallets.find((wallet) => wallet.vassalage === code)?.accountTypeId ?? MAIN_WALLET_ID);
  const parked: [number, number][] = [
    [pg ?? MAIN_WALLET_ID, 15_000],
    [evo ?? MAIN_WALLET_ID, 32_050],
  ];
  for (const [walletId, cents] of parked) {
    if ((ledger.balances.get(MAIN_WALLET_ID) ?? 0) >= cents) transferBetween(money, seed.accountId, MAIN_WALLET_ID, walletId, cents, now - HOUR);
  }

  const diff = seed.targetCents - totalBalance(ledger);
  // Size the opening deposit so the total ends on target; lower it only as far as the main wallet
  // never goes below zero (else a last withdrawal takes the rest).
  const lowest = Math.min(...ledger.transactions.filter((row) => row.walletId === MAIN_WALLET_ID && row.id >= (openingRow?.id ?? 0)).map((row) => row.balanceAfterCents));
  if (openingRow && (diff >= 0 || (lowest >= -diff && opening.amountCents > -diff))) raiseOpening(money, seed.accountId, opening, openingRow.id, diff);
  else if ((ledger.balances.get(MAIN_WALLET_ID) ?? 0) >= -diff) withdraw(now - 30 * MINUTE, -diff, false);

  // The seed paid the rebates up to yesterday's (at 00:30 today) when the clock is past that.
  money.rebatePaidThrough.set(seed.accountId, now >= today + 30 * MINUTE ? today : today - DAY_MS);

  // demo01 starts free to withdraw: whatever turnover the seeded play left open counts as met.
  for (const requirement of money.turnover.get(seed.accountId) ?? []) requirement.achievedCents = requirement.requiredCents;
}

/** Adds `cents` (or takes, when negative) to the opening deposit: its row, its order, and every later main-wallet balance. */
function raiseOpening(money: MoneyState, accountId: number, order: DepositOrder, rowId: number, cents: number): void {
  const ledger = ledgerOf(money, accountId);
  order.amountCents += cents;
  for (const requirement of money.turnover.get(accountId) ?? []) {
    if (requirement.orderNo === order.orderNo) requirement.requiredCents += cents;
  }
  for (const row of ledger.transactions) {
    if (row.walletId !== MAIN_WALLET_ID || row.id < rowId) continue;
    if (row.id === rowId) row.amountCents += cents;
    row.balanceAfterCents += cents;
  }
  ledger.balances.set(MAIN_WALLET_ID, (ledger.balances.get(MAIN_WALLET_ID) ?? 0) + cents);
}
