import { useId, useState } from 'react';
import { getRuntimeConfig } from '@gp/kernel';
import { formatMoney, QueryView, UplineTransferForm, useUplineInfo } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import agentRecords from '../../../components/records.module.css';
import { agentKeys } from '../../../lib/agent-keys';
import { useAgentT } from '../../../lib/i18n';

/** A transfer to the upline shows in the reports (transaction details, income). */
const REFRESHED = [agentKeys.reports()];

/** transferUpline for an agent whose upline takes transfers: amount, withdrawal password, remark (6233). */
export function TransferUpline() {
  const { t } = useAgentT();
  const id = useId();
  const info = useUplineInfo();
  const [notice, setNotice] = useState<string | null>(null);
  const cur = getRuntimeConfig().currencySymbol;
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
          !data.allowed ? (
            <p>{t('upline.notAllowed')}</p>
          ) : !data.hasPaymentPassword ? (
            <p>{t('transfer.noPassword')}</p>
          ) : (
            <UplineTransferForm
              info={data}
              label={t('upline.form')}
              intro={(upline) => t('upline.to', { account: upline })}
              remarkHint={t('upline.remarkHint')}
              submitLabel={t('upline.submit')}
              refreshes={REFRESHED}
              onDone={(done) => setNotice(t('upline.done', { amount: formatMoney(done.amount, cur), account: data.uplineAccount ?? '', orderNo: done.orderNo }))}
            />
          )
        }
      </QueryView>
    </section>
  );
}
