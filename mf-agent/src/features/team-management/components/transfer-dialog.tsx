import { useState } from 'react';
import { Dialog } from '@gp/ui-kit';
import { getRuntimeConfig } from '@gp/kernel';
import { formatMoney, MoneyTransferForm, QueryView } from '@gp/account-centre-kit';
import { useAgentT } from '../../../lib/i18n';
import { type DownlineTransfer, type TransferInfo, useTransferInfo, useTransferToDownline } from '../api/downlines';
import styles from './team-management.module.css';

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

/** Transfer to a downline: both balances, amount, withdrawal password, remark; the balances after it. */
export function TransferDialog({ account, onClose }: { account: string; onClose: () => void }) {
  const { t } = useAgentT();
  const info = useTransferInfo(account);
  const [done, setDone] = useState<DownlineTransfer | null>(null);
  const cur = getRuntimeConfig().currencySymbol;
  return (
    <Dialog open title={t('transfer.title', { account })} onClose={onClose} size="md">
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
    </Dialog>
  );
}
