import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, ErrorState, Spinner, formatBalance } from '@gp/ui-kit';
import { FormAlert, useMoneyRequest } from '@gp/forms-kit';
import { memberInfoAtom, translateError, useCommonT } from '@gp/kernel';
import { formatSiteTime, type RecordColumn, RecordTable } from '@gp/account-centre-kit';
import cards from '../../../components/cards.module.css';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useMemberT } from '../../../lib/i18n';
import { TRANSFER_IN, type TransferRow, useRecentTransfers } from '../api/get-recent-transfers';
import { MAIN_WALLET_ID, useWallets, type Wallets } from '../api/get-wallets';
import { useRecallAll } from '../api/transfer';
import { TransferForm } from './transfer-form';
import styles from './transfer-fund.module.css';

function RecentTransfers({ recent, symbol }: { recent: ReturnType<typeof useRecentTransfers>; symbol: string }) {
  const { t } = useMemberT();
  const columns: Array<RecordColumn<TransferRow>> = [
    { key: 'time', header: t('wallet.time'), cell: (row) => formatSiteTime(row.createTime) },
    { key: 'type', header: t('wallet.type'), cell: (row) => (row.typeId === TRANSFER_IN ? t('wallet.transferIn') : t('wallet.transferOut')) },
    { key: 'wallet', header: t('wallet.gameWallet'), cell: (row) => row.walletName },
    {
      key: 'amount',
      header: t('wallet.amount'),
      numeric: true,
      cell: (row) => formatBalance(row.amount, symbol, { sign: true }),
    },
  ];
  return (
    <section className={cards.card} aria-labelledby="wallet-recent">
      <h2 id="wallet-recent">{t('wallet.recent')}</h2>
      <RecordTable label={t('wallet.recent')} query={recent} rows={(rows) => rows} rowKey={(row) => String(row.id)} columns={columns} empty={t('wallet.recentNone')} />
    </section>
  );
}

function WalletList({ wallets }: { wallets: Wallets }) {
  const { t } = useMemberT();
  const games = wallets.list.filter((entry) => entry.accountTypeId !== MAIN_WALLET_ID);
  return (
    <section className={cards.card} aria-labelledby="wallet-games">
      <h2 id="wallet-games">{t('wallet.games')}</h2>
      <ul className={styles.wallets}>
        {games.map((entry) => (
          <li key={entry.accountTypeId} className={styles.wallet}>
            <span className={styles.walletName}>{entry.walletName}</span>
            {entry.maintenance ? <span className={cards.muted}>{t('wallet.maintenance')}</span> : null}
            <span className={styles.walletBalance}>
              {formatBalance(entry.balance, wallets.currencySymbol)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** transferFund (wallet): balances, transfer in or out, recall all, recent transfers. */
export function TransferFund() {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const wallets = useWallets();
  // Asked beside the wallets, not after them: the page has both answers one round trip sooner.
  const recent = useRecentTransfers();
  const member = useAtomValue(memberInfoAtom);
  const recall = useRecallAll();
  const recallRequest = useMoneyRequest();
  const [notice, setNotice] = useState<string | null>(null);

  if (wallets.isPending) return <Spinner label={tc('ui.loading')} />;
  if (wallets.isError) return <ErrorState error={wallets.error} onRetry={() => void wallets.refetch()} />;
  const data = wallets.data;
  const money = (amount: number) => formatBalance(amount, data.currencySymbol);

  async function recallAll(customerId: number) {
    setNotice(null);
    try {
      const moved = await recallRequest.send((requestId) => recall.mutateAsync({ customerId, requestId }));
      setNotice(moved.amount > 0 ? t('wallet.recalled', { amount: money(moved.amount) }) : t('wallet.nothingToRecall'));
    } catch {
      // The refusal shows below the button; after a lost answer a retry is the same request.
    }
  }

  return (
    <section className={records.page} aria-labelledby="wallet-title">
      <h1 id="wallet-title" className={records.title}>
        {t('wallet.title')}
      </h1>
      <div className={`${cards.summary} ${styles.summary}`}>
        <div>
          <p className={cards.muted}>{t('wallet.main')}</p>
          <p className={cards.amount} aria-label={`${t('wallet.main')}: ${money(data.mainBalance)}`}>
            {money(data.mainBalance)}
          </p>
        </div>
        <div>
          <p className={cards.muted}>{t('wallet.total')}</p>
          <p className={cards.amount} aria-label={`${t('wallet.total')}: ${money(data.totalBalance)}`}>
            {money(data.totalBalance)}
          </p>
        </div>
        <div className={styles.recall}>
          <Button
            variant="secondary"
            onClick={() => {
              if (member) void recallAll(member.id);
            }}
            disabled={recall.isPending || !member}
          >
            {recall.isPending ? t('wallet.recalling') : t('wallet.recallAll')}
          </Button>
          <FormAlert>{recall.isError ? translateError(recall.error) : null}</FormAlert>
        </div>
      </div>
      {notice ? (
        <p role="status" className={cards.notice}>
          {notice}
        </p>
      ) : null}
      <div className={cards.cards}>
        <section className={cards.card} aria-labelledby="wallet-transfer">
          <h2 id="wallet-transfer">{t('wallet.transfer')}</h2>
          <TransferForm
            wallets={data}
            onDone={setNotice}
          />
        </section>
        <WalletList wallets={data} />
      </div>
      <RecentTransfers recent={recent} symbol={data.currencySymbol} />
    </section>
  );
}
