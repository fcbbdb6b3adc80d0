import { CURRENCY } from '../../config';
import type { SimRoutes } from '../../context';
import { badRequest, fail, ok } from '../../lib/envelope';
import { asPayload, requiredId } from '../../lib/input';
import { relayPath } from '../../lib/relay';
import { nowOf } from '../../money/clock';
import { mainBalance, totalBalance, walletBalance, type Ledger } from '../../money/ledger';
import { ledgerOf, type MoneyState } from '../../money/money-state';
import { recallAll, transferBetween } from '../../money/operations';
import { idempotent, readAmountCents } from '../../money/requests';
import { MAIN_WALLET_ID } from '../../money/wallets';
import { toAmount, toBalance } from '../../state/accounts';
import { requireAccount } from '../../state/sessions';

export const WALLET_MESSAGES = {
  single: 'Single wallet: no transfer needed',
  unknownWallet: 'Wallet not found',
  mainSide: 'Transfers go between the main wallet and a game wallet',
  maintenance: 'This game wallet is under maintenance',
  insufficient: 'Insufficient balance',
  nothingToRecall: 'Every game wallet is empty',
} as const;

export interface WalletEntry {
  accountTypeId: number;
  vassalage: string;
  walletName: string;
  gameTypes: readonly string[];
  balance: number;
  maintenance: boolean;
}

export function walletList(money: MoneyState, ledger: Ledger) {
  const list: WalletEntry[] = money.wallets.map((wallet) => ({
    accountTypeId: wallet.accountTypeId,
    vassalage: wallet.vassalage,
    walletName: wallet.walletName,
    gameTypes: wallet.gameTypes,
    balance: toAmount(walletBalance(ledger, wallet.accountTypeId)),
    maintenance: wallet.maintenance,
  }));
  return {
    isSingle: money.settings.isSingle ? 1 : 0,
    mainBalance: toAmount(mainBalance(ledger)),
    totalBalance: toAmount(totalBalance(ledger)),
    currency: CURRENCY.code,
    currencySymbol: CURRENCY.symbol,
    list: money.settings.isSingle ? list.slice(0, 1) : list,
  };
}

export const walletRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;
  const ledgerOfRequest = (request: Parameters<typeof requireAccount>[1]) => {
    const account = requireAccount(state, request);
    return { account, ledger: ledgerOf(state.money, account.id) };
  };

  /** `balance` is the total of every wallet (the header); `mainBalance` the main wallet's. */
  app.get('/wps/v2/wallets/balance', async (request) => {
    const { ledger } = ledgerOfRequest(request);
    return ok(toBalance(totalBalance(ledger), mainBalance(ledger)));
  });

  /** PLATFORM-FACTS: transferFund is hidden when isSingle is 1. */
  app.get(relayPath('GCS_merchantWallet'), async () => {
    return ok({ isSingle: state.money.settings.isSingle ? 1 : 0 });
  });

  /** The main wallet and one sub-wallet per vendor with balances (chosen name). */
  app.get(relayPath('GCS_walletList'), async (request) => {
    const { ledger } = ledgerOfRequest(request);
    return ok(walletList(state.money, ledger));
  });

  app.post(relayPath('GCS_walletTransfer'), async (request) => {
    const { account, ledger } = ledgerOfRequest(request);
    const payload = asPayload(request.body, 'transfer');
    const from = requiredId(payload, 'fromAccountTypeId');
    const to = requiredId(payload, 'toAccountTypeId');
    const cents = readAmountCents(payload);
    return idempotent(state.money, account.id, 'GCS_walletTransfer', payload, () => {
      if (state.money.settings.isSingle) return fail(WALLET_MESSAGES.single, null, 'SINGLE_WALLET');
      const wallets = [from, to].map((id) => state.money.wallets.find((wallet) => wallet.accountTypeId === id));
      if (wallets.some((wallet) => wallet === undefined)) return fail(WALLET_MESSAGES.unknownWallet, null, 'WALLET_NOT_FOUND');
      if (from === to || (from !== MAIN_WALLET_ID && to !== MAIN_WALLET_ID)) return fail(WALLET_MESSAGES.mainSide, null, 'INVALID_TRANSFER');
      if (wallets.some((wallet) => wallet?.maintenance)) return fail(WALLET_MESSAGES.maintenance, null, 'WALLET_MAINTENANCE');
      if (walletBalance(ledger, from) < cents) return fail(WALLET_MESSAGES.insufficient, null, 'INSUFFICIENT_BALANCE');
      const orderNo = transferBetween(state.money, account.id, from, to, cents, nowOf(state.clock));
      return ok({ orderNo, amount: toAmount(cents), ...walletList(state.money, ledger) });
    });
  });

  /** Recall all `{customerId}` (PLATFORM-FACTS): every game wallet back to the main wallet. */
  app.post(relayPath('GCS_walletReturn'), async (request) => {
    const { account, ledger } = ledgerOfRequest(request);
    const payload = asPayload(request.body ?? {}, 'recall');
    if (requiredId(payload, 'customerId') !== account.id) throw badRequest('Invalid request: customerId is not this account');
    return idempotent(state.money, account.id, 'GCS_walletReturn', payload, () => {
      if (state.money.settings.isSingle) return fail(WALLET_MESSAGES.single, null, 'SINGLE_WALLET');
      const moved = recallAll(state.money, account.id, nowOf(state.clock));
      return ok({ amount: toAmount(moved), ...walletList(state.money, ledger) }, moved === 0 ? WALLET_MESSAGES.nothingToRecall : null);
    });
  });
};
