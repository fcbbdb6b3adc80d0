import { useState } from 'react';
import { getRuntimeConfig, Link, memberPagePath, memberPageTitleKey, useCommonT } from '@gp/kernel';
import {
  formatMoney,
  formatSiteTime,
  PagedRecordTable,
  QueryView,
  RangeFilter,
  type RecordColumn,
  UplineTransferForm,
  useRangeFilter,
  useUplineInfo,
} from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records.module.css';
import memberRecords from '../../../components/records.module.css';
import { useMemberT } from '../../../lib/i18n';
import { memberCentreKeys } from '../../../lib/member-centre-keys';
import { RECORD_RANGES } from '../../../lib/record-ranges';
import { UPLINE_LOG_WINDOW_DAYS, type UplineLogRow, useUplineLog } from '../api/get-upline-log';

/** A transfer to the upline shows in the records (the log among them), the wallets and the profile's balance. */
const REFRESHED = [memberCentreKeys.records(), memberCentreKeys.wallets(), memberCentreKeys.profile()];

function UplineLog() {
  const { t } = useMemberT();
  const filter = useRangeFilter('last7');
  const log = useUplineLog({ ...filter.range, page: filter.page });
  const cur = getRuntimeConfig().currencySymbol;
  const columns: Array<RecordColumn<UplineLogRow>> = [
    { key: 'time', header: t('records.time'), cell: (row) => formatSiteTime(row.createTime) },
    { key: 'order', header: t('records.orderNo'), cell: (row) => row.orderNo },
    { key: 'amount', header: t('records.amount'), numeric: true, cell: (row) => formatMoney(Math.abs(row.amount), cur) },
    { key: 'remark', header: t('upline.remark'), cell: (row) => row.remark },
  ];
  return (
    <section className={records.page} aria-labelledby="upline-log">
      <h2 id="upline-log" className={memberRecords.sectionTitle}>
        {t('upline.log')}
      </h2>
      <div className={records.filters}>
        <RangeFilter value={filter.value} onChange={filter.onChange} ranges={RECORD_RANGES} maxDays={UPLINE_LOG_WINDOW_DAYS} />
      </div>
      <PagedRecordTable
        label={t('upline.log')}
        query={log}
        rowKey={(row) => String(row.id)}
        columns={columns}
        filter={filter}
      />
    </section>
  );
}

/** transferUpline: amount, withdrawal password, remark; and the log of type 6233. */
export function TransferUpline() {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const info = useUplineInfo();
  const [notice, setNotice] = useState<string | null>(null);
  const cur = getRuntimeConfig().currencySymbol;
  return (
    <section className={records.page} aria-labelledby="upline-title">
      <h1 id="upline-title" className={records.title}>
        {tc(memberPageTitleKey('transferUpline'))}
      </h1>
      {notice ? <p role="status">{notice}</p> : null}
      <QueryView query={info} empty={null}>
        {(data) =>
          data.hasPaymentPassword ? (
            <UplineTransferForm
              info={data}
              label={t('upline.form')}
              intro={(upline) => t('upline.to', { account: upline })}
              remarkHint={t('upline.remarkHint')}
              submitLabel={t('upline.submit')}
              refreshes={REFRESHED}
              onDone={(done) => setNotice(t('upline.done', { amount: formatMoney(done.amount, cur), account: data.uplineAccount ?? '' }))}
            />
          ) : (
            <p className={records.filters}>
              {t('upline.needPassword')} <Link to={memberPagePath('securityCenter')}>{t('centre.backToAccount')}</Link>
            </p>
          )
        }
      </QueryView>
      <UplineLog />
    </section>
  );
}
