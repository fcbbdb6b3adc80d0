import { useState } from 'react';
import { Dialog } from '@gp/ui-kit';
import { getRuntimeConfig } from '@gp/kernel';
import { formatMoney, MoneyTransferForm, QueryView } from '@gp/account-centre-kit';
import { useAgentT } from '../../../lib/i18n';
import { type DownlineTransfer, type TransferInfo, useTransferInfo, useTransferToDownline } from '../api/downlines';
import styles from './team-management.module.css';
import { DownlineCombobox } from '../../../components/downline-combobox';

function Balances({ info, done }: { info: TransferInfo; done: DownlineTransfer | null }) {
  const { t } = useAgentT();
  const cur = getRuntimeConfig().currencySymbol;
  return (
    <dl className={styles.details}>
      <dt>{t('transfer.myBalance')}</dt>
      <dd>{formatMoney(done?.mainBalance ?? info.mainBalance, cur)}</dd>
      <dt>{t('transfer.downlineBalance', { account: info.account })}</dt>
      <dd>{formatMoney(done?.downlineBalance ?? info.downlineBalance, cur)}</dd>
    </dl>
  );
}

function TransferForm({ info, onDone }: { info: TransferInfo; onDone: (done: DownlineTransfer) => void }) {
  const { t } = useAgentT();
  const mutation = useTransferToDownline();
  return (
    <MoneyTransferForm
      label={t('transfer.form')}
      className={styles.form}
      balance={info.mainBalance}
      minAmount={info.minAmount}
      maxAmount={info.maxAmount}
      submitLabel={t('transfer.submit')}
      send={(transfer) => mutation.mutateAsync({ account: info.account, ...transfer })}
      onDone={onDone}
    />
  );
}

function TransferPanel({ account }: { account: string }) {
  const { t } = useAgentT();
  const info = useTransferInfo(account);
  const [done, setDone] = useState<DownlineTransfer | null>(null);
  const cur = getRuntimeConfig().currencySymbol;
  return (
    <QueryView query={info} empty={null}>
      {(data) => (
        <div className={styles.transfer}>
          <Balances info={data} done={done} />
          {done ? (
            <p role="status" className={styles.done}>
              {t('transfer.done', { amount: formatMoney(done.amount, cur), account: done.account, orderNo: done.orderNo })}
            </p>
          ) : null}
          {!data.allowed ? (
            <p>{t('transfer.notAllowed')}</p>
          ) : !data.hasPaymentPassword ? (
            <p>{t('transfer.noPassword')}</p>
          ) : (
            <TransferForm info={data} onDone={setDone} />
          )}
        </div>
      )}
    </QueryView>
  );
}

/**
 * Transfer to a downline: both balances, amount, withdrawal password, remark; the balances after it.
 * Opened from a row it is that downline's; opened from the page the agent picks the downline from
 * the searchable list (ODSFE2_subordinateSimple) first.
 */
export function TransferDialog({ account, onClose }: { account?: string; onClose: () => void }) {
  const { t } = useAgentT();
  const [picked, setPicked] = useState('');
  const target = account ?? picked;
  return (
    <Dialog open title={account ? t('transfer.title', { account }) : t('transfer.pickTitle')} onClose={onClose} size="md">
      {account ? null : <DownlineCombobox label={t('transfer.downline')} value={picked} onChange={setPicked} />}
      {target ? <TransferPanel key={target} account={target} /> : null}
    </Dialog>
  );
}
