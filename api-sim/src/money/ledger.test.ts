import { buildCatalogue } from '../catalogue/catalogue';
import { GAME_TYPES } from '../catalogue/types';
import { SEED } from '../config';
import { createRng } from '../lib/prng';
import { seedAccounts } from '../state/accounts';
import { DAY_MS, startOfSiteDay } from './clock';
import { checkLedger, createLedger, InsufficientFundsError, post, totalBalance, walletBalance } from './ledger';
import { createMoneyState, ledgerOf } from './money-state';
import { placeBet, recallAll, settleBet, transferBetween, postMain } from './operations';
import { seedMoney } from './seed-money';
import { TX } from './transaction-types';
import { MAIN_WALLET_ID } from './wallets';

const catalogue = buildCatalogue(SEED);
const NOW = Date.parse('2026-11-25T13:00:00Z');

describe('post', () => {
  it('writes every posting or none: a debit below zero changes nothing', () => {
    const ledger = createLedger(1);
    const counters = { nextTxId: 1, nextOrderSeq: 1 };
    post(ledger, counters, [{ walletId: 1, typeId: TX.deposit, amountCents: 500, time: 1, orderNo: 'D1' }]);
    expect(() =>
      post(ledger, counters, [
        { walletId: 1, typeId: TX.transferOut, amountCents: -400, time: 2, orderNo: 'T1' },
        { walletId: 2, typeId: TX.transferIn, amountCents: 400, time: 2, orderNo: 'T1' },
        { walletId: 1, typeId: TX.transferOut, amountCents: -200, time: 2, orderNo: 'T1' },
      ]),
    ).toThrow(InsufficientFundsError);
    expect(ledger.transactions).toHaveLength(1);
    expect(walletBalance(ledger, 1)).toBe(500);
    expect(walletBalance(ledger, 2)).toBe(0);
  });
});

describe('the ledger invariant over random operation sequences', () => {
  const games = GAME_TYPES.map((type) => catalogue.gamesByType.get(type)?.[0]).filter((game) => game !== undefined);

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('holds after 400 random operations (seed %i)', (seed) => {
    const rng = createRng(seed);
    const money = createMoneyState(catalogue);
    const accountId = 42;
    const ledger = ledgerOf(money, accountId);
    const walletIds = money.wallets.map((wallet) => wallet.accountTypeId);
    let expectedTotal = 0;
    let time = NOW;

    for (let step = 0; step < 400; step += 1) {
      time += rng.int(1, 600_000);
      const amount = rng.int(1, 500_000);
      const before = totalBalance(ledger);
      try {
        switch (rng.int(0, 5)) {
          case 0:
            postMain(money, accountId, rng.pick([TX.deposit, TX.bonus, TX.betRebate]), amount, time);
            expectedTotal += amount;
            break;
          case 1:
            postMain(money, accountId, rng.pick([TX.withdraw, TX.transferUpline]), -amount, time);
            expectedTotal -= amount;
            break;
          case 2: {
            const other = rng.pick(walletIds.filter((id) => id !== MAIN_WALLET_ID));
            const [from, to] = rng.chance(0.5) ? [MAIN_WALLET_ID, other] : [other, MAIN_WALLET_ID];
            transferBetween(money, accountId, from, to, amount, time);
            break;
          }
          case 3:
            recallAll(money, accountId, time);
            break;
          default: {
            const game = rng.pick(games);
            const walletId = rng.pick(walletIds);
            const bet = placeBet(money, accountId, game, walletId, amount, time);
            expectedTotal -= amount;
            const win = rng.chance(0.5) ? rng.int(0, amount * 3) : 0;
            if (rng.chance(0.8)) {
              settleBet(money, bet, win, time + 1000);
              expectedTotal += win;
            }
          }
        }
      } catch (error) {
        expect(error).toBeInstanceOf(InsufficientFundsError);
        expect(totalBalance(ledger)).toBe(before);
      }
      expect(checkLedger(ledger)).toEqual([]);
    }
    // Money is conserved: the total moved only by credits, debits, stakes and payouts.
    expect(totalBalance(ledger)).toBe(expectedTotal);
  });
});

describe('the seeded history of demo01', () => {
  const seeded = (now = NOW) => {
    const money = createMoneyState(catalogue);
    const accounts = seedAccounts();
    seedMoney(money, catalogue, accounts, now);
    return { money, demo: ledgerOf(money, accounts.find((account) => account.username === 'demo01')?.id ?? 0) };
  };

  it('is deterministic for a given clock', () => {
    const first = seeded();
    const second = seeded();
    expect(second.demo.transactions).toEqual(first.demo.transactions);
    expect(second.money.bets).toEqual(first.money.bets);
    expect(second.money.deposits).toEqual(first.money.deposits);
  });

  it('covers 90 days with bets in every category, deposits, withdrawals, transfers, rebates and bonuses, and ends at ₱12,345.67', () => {
    const { money, demo } = seeded();
    expect(checkLedger(demo)).toEqual([]);
    expect(totalBalance(demo)).toBe(1_234_567);
    const oldest = Math.min(...demo.transactions.map((row) => row.time));
    expect(startOfSiteDay(NOW) - oldest).toBeGreaterThanOrEqual(90 * DAY_MS);
    const types = new Set(demo.transactions.map((row) => row.typeId));
    for (const typeId of [TX.deposit, TX.withdraw, TX.withdrawRefund, TX.bet, TX.win, TX.betRebate, TX.bonus, TX.transferIn, TX.transferOut]) {
      expect(types).toContain(typeId);
    }
    const bets = money.bets.get(demo.accountId) ?? [];
    for (const type of GAME_TYPES) expect(bets.filter((bet) => bet.gameType === type).length).toBeGreaterThan(50);
    expect(bets.some((bet) => bet.gameType === 'SPORTS' && bet.winCents === null)).toBe(true);
    expect(new Set(money.deposits.map((order) => order.state))).toEqual(new Set([2, 3, 6, 7]));
    expect(new Set(money.withdrawals.map((order) => order.status))).toEqual(new Set([3, 4]));
  });

  it('starts with ₱11,875.17 in the main wallet and ₱470.50 in two vendor wallets at any time of the site day', () => {
    const midnight = startOfSiteDay(NOW);
    const wrong: string[] = [];
    // Every 10 minutes of a day: a seeded session still running at the clock ends at the clock.
    for (let minute = 0; minute < 24 * 60; minute += 10) {
      const { demo } = seeded(midnight + minute * 60_000);
      const main = walletBalance(demo, MAIN_WALLET_ID);
      if (main !== 1_187_517 || totalBalance(demo) !== 1_234_567 || checkLedger(demo).length > 0) wrong.push(`${minute} min: main ${main}`);
    }
    expect(wrong).toEqual([]);
  });
});
