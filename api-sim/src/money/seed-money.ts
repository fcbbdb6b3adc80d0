import type { Catalogue } from '../catalogue/catalogue';
import { SEED } from '../config';
import { isTrial, type Account } from '../state/accounts';
import { DAY_MS } from './clock';
import { ledgerOf, type MoneyState } from './money-state';
import { postMain } from './operations';
import { seedHistory } from './seed-history';
import { TX } from './transaction-types';

/** The account whose 90-odd days of history are seeded (README, "Money"). */
export const HISTORY_USERNAME = 'demo01';

/** A new account's ledger, with its opening balance as the first row (7101 adjustment). */
export function openAccountMoney(money: MoneyState, account: Account, time: number): void {
  ledgerOf(money, account.id);
  if (account.openingBalanceCents > 0) {
    postMain(money, account.id, TX.adjustment, account.openingBalanceCents, time, { remark: isTrial(account) ? 'Trial credit' : 'Opening balance' });
  }
}

export function seedMoney(money: MoneyState, catalogue: Catalogue, accounts: readonly Account[], now: number): void {
  for (const account of accounts) {
    if (account.username === HISTORY_USERNAME) {
      seedHistory(
        money,
        catalogue,
        {
          accountId: account.id,
          vipLevel: account.vipLevel,
          targetCents: account.openingBalanceCents,
          realName: account.bankAccountName ?? account.nickname,
          mobileNum: account.mobileNum ?? '',
        },
        now,
        SEED ^ account.id,
      );
    } else {
      openAccountMoney(money, account, now - DAY_MS);
    }
  }
}
