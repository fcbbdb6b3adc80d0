import { useRef, useState } from 'react';
import { Button, EmptyState, ErrorState, formatAmount, FormAlert, Spinner, translateError, useCommonT } from 'shared';
import { TableScroll } from '../../../components/table-scroll';
import { useMemberT } from '../../../lib/i18n';
import { newRequestId } from '../../../lib/request-id';
import { formatSiteTime } from '../../../lib/site-time';
import { TRANSFER_IN, useRecentTransfers } from '../api/get-recent-transfers';
import { MAIN_WALLET_ID, useWallets, type Wallets } from '../api/get-wallets';
import { useRecallAll } from '../api/transfer';
import { TransferForm } from './transfer-form';
import styles from './transfer-fund.module.css';

function RecentTransfers({ symbol }: { symbol: string }) {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const recent = useRecentTransfers();
  let body;
  if (recent.isPending) body = <Spinner label={tc('ui.loading')} />;
  else if (recent.isError) body = <ErrorState error={recent.error} onRetry={() => void recent.refetch()} />;
  else if (recent.data.length === 0) body = <EmptyState title={t('wallet.recentNone')} />;
  else {
    body = (
      <TableScroll label={t('wallet.recent')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('wallet.time')}</th>
              <th scope="col">{t('wallet.type')}</th>
              <th scope="col">{t('wallet.gameWallet')}</th>
              <th scope="col" className={styles.num}>
                {t('wallet.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {recent.data.map((row) => (
              <tr key={String(row.id)}>
                <td>{formatSiteTime(row.createTime)}</td>
                <td>{row.typeId === TRANSFER_IN ? t('wallet.transferIn') : t('wallet.transferOut')}</td>
                <td>{row.walletName}</td>
                <td className={styles.num}>
                  {row.amount < 0 ? '−' : '+'}
                  {symbol}
                  {formatAmount(Math.abs(row.amount))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="wallet-recent">
      <h2 id="wallet-recent">{t('wallet.recent')}</h2>
      {body}
    </section>
  );
}

function WalletList({ wallets }: { wallets: Wallets }) {
  const { t } = useMemberT();
  const games = wallets.list.filter((entry) => entry.accountTypeId !== MAIN_WALLET_ID);
  return (
    <section className={styles.card} aria-labelledby="wallet-games">
      <h2 id="wallet-games">{t('wallet.games')}</h2>
      <ul className={styles.wallets}>
        {games.map((entry) => (
          <li key={entry.accountTypeId} className={styles.wallet}>
            <span className={styles.walletName}>{entry.walletName}</span>
            {entry.maintenance ? <span className={styles.muted}>{t('wallet.maintenance')}</span> : null}
            <span className={styles.walletBalance}>
              {wallets.currencySymbol}
              {formatAmount(entry.balance)}
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
  const recall = useRecallAll();
  const recallId = useRef(newRequestId());
  const [notice, setNotice] = useState<string | null>(null);

  if (wallets.isPending) return <Spinner label={tc('ui.loading')} />;
  if (wallets.isError) return <ErrorState error={wallets.error} onRetry={() => void wallets.refetch()} />;
  const data = wallets.data;
  const money = (amount: number) => `${data.currencySymbol}${formatAmount(amount)}`;

  async function recallAll() {
    setNotice(null);
    try {
      const moved = await recall.mutateAsync({ requestId: recallId.current });
      recallId.current = newRequestId();
      setNotice(moved.amount > 0 ? t('wallet.recalled', { amount: money(moved.amount) }) : t('wallet.nothingToRecall'));
    } catch {
      // The refusal shows below the button; a retry keeps the same requestId.
    }
  }

  return (
    <section className={styles.page} aria-labelledby="wallet-title">
      <h1 id="wallet-title" className={styles.title}>
        {t('wallet.title')}
      </h1>
      <div className={styles.summary}>
        <div>
          <p className={styles.muted}>{t('wallet.main')}</p>
          <p className={styles.amount} aria-label={`${t('wallet.main')}: ${money(data.mainBalance)}`}>
            {money(data.mainBalance)}
          </p>
        </div>
        <div>
          <p className={styles.muted}>{t('wallet.total')}</p>
          <p className={styles.amount} aria-label={`${t('wallet.total')}: ${money(data.totalBalance)}`}>
            {money(data.totalBalance)}
          </p>
        </div>
        <div className={styles.recall}>
          <Button variant="secondary" onClick={() => void recallAll()} disabled={recall.isPending}>
            {recall.isPending ? t('wallet.recalling') : t('wallet.recallAll')}
          </Button>
          <FormAlert>{recall.isError ? translateError(recall.error) : null}</FormAlert>
        </div>
      </div>
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="wallet-transfer">
          <h2 id="wallet-transfer">{t('wallet.transfer')}</h2>
          <TransferForm
            wallets={data}
            onDone={(message) => {
              setNotice(message);
            }}
          />
        </section>
        <WalletList wallets={data} />
      </div>
      <RecentTransfers symbol={data.currencySymbol} />
    </section>
  );
}
