import { useId, useState } from 'react';
import { getRuntimeConfig } from 'shared';
import { formatMoney, MoneyTransferForm, QueryView, type UplineInfo, useTransferToUpline, useUplineInfo } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records.module.css';
import agentRecords from '../../../components/records.module.css';
import { useAgentT } from '../../../lib/i18n';

/** A transfer to the upline shows in the reports (transaction details, income). */
const REFRESHED = [['agent', 'report']] as const;

function UplineForm({ info, onDone }: { info: UplineInfo; onDone: (message: string) => void }) {
  const { t } = useAgentT();
  const cur = getRuntimeConfig().currencySymbol;
  const mutation = useTransferToUpline(REFRESHED);
  return (
    <MoneyTransferForm
      label={t('upline.form')}
      className={records.filters}
      intro={<p className={records.summary}>{t('upline.to', { account: info.uplineNickname ? `${info.uplineNickname} (${info.uplineAccount ?? ''})` : (info.uplineAccount ?? '') })}</p>}
      balance={info.mainBalance}
      minAmount={info.minAmount}
      maxAmount={info.maxAmount}
      remarkHint={t('upline.remarkHint')}
      submitLabel={t('upline.submit')}
      // An empty remark: the server writes the username (PLATFORM-FACTS).
      send={(transfer) => mutation.mutateAsync(transfer)}
      onDone={(done) => onDone(t('upline.done', { amount: formatMoney(done.amount, cur), account: info.uplineAccount ?? '', orderNo: done.orderNo }))}
    />
  );
}

/** transferUpline for an agent whose upline takes transfers: amount, withdrawal password, remark (6233). */
export function TransferUpline() {
  const { t } = useAgentT();
  const id = useId();
  const info = useUplineInfo();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className={records.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={records.title}>
        {t('pages.transferUpline')}
      </h1>
      <p role="status" className={agentRecords.liveStatus}>
        {notice}
      </p>
      <QueryView query={info} empty={null}>
        {(data) =>
          !data.allowed ? <p>{t('upline.notAllowed')}</p> : !data.hasPaymentPassword ? <p>{t('transfer.noPassword')}</p> : <UplineForm info={data} onDone={setNotice} />
        }
      </QueryView>
    </section>
  );
}
