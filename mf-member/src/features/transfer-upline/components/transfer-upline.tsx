import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { AmountField, amountMessages, amountSchema, applyRefusal, Button, FormAlert, getRuntimeConfig, Link, PaymentPasswordField, paymentPasswordSchema, TextField, toAmount } from 'shared';
import { useForm, useMoneyRequest, valibotResolver } from 'shared/forms';
import { QueryView } from '../../../components/query-view';
import { RangeFilter, useRangeFilter } from '../../../components/range-filter';
import { PagedRecordTable, type RecordColumn } from '../../../components/record-table';
import records from '../../../components/records.module.css';
import { useMemberT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { formatSiteTime } from '../../../lib/site-time';
import { UPLINE_LOG_WINDOW_DAYS, type UplineInfo, type UplineLogRow, useTransferToUpline, useUplineInfo, useUplineLog } from '../api/upline';

type Values = { amount: string; paymentPassword: string; remark: string };

function UplineForm({ info, onDone }: { info: UplineInfo; onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const max = Math.min(info.mainBalance, info.maxAmount ?? Number.POSITIVE_INFINITY);
  const schema = useMemo(
    () =>
      v.object({
        amount: amountSchema(amountMessages(t), { min: info.minAmount, max }),
        paymentPassword: paymentPasswordSchema({ required: t('field.required'), format: t('field.paymentPassword') }),
        remark: v.pipe(v.string(), v.maxLength(100, t('upline.remarkLength'))),
      }),
    [info, max, t],
  );
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { amount: '', paymentPassword: '', remark: '' } });
  const { errors, isSubmitting } = form.formState;
  const mutation = useTransferToUpline();
  const request = useMoneyRequest(form, { keep: 'paymentPassword' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const done = await request.send((requestId) =>
        mutation.mutateAsync({
          amount: toAmount(values.amount),
          paymentPassword: values.paymentPassword,
          // The remark defaults to the username on the server (PLATFORM-FACTS).
          remark: values.remark.trim(),
          requestId,
        }),
      );
      form.reset();
      onDone(t('upline.done', { amount: formatMoney(done.amount, cur), account: info.uplineAccount ?? '' }));
    } catch (error) {
      applyRefusal(error, ['amount', 'paymentPassword', 'remark'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={records.filters} aria-label={t('upline.form')}>
      <p className={records.summary}>
        {t('upline.to', { account: info.uplineNickname ? `${info.uplineNickname} (${info.uplineAccount})` : (info.uplineAccount ?? '') })}
      </p>
      <AmountField
        label={t('wallet.amount')}
        hint={t('wallet.available', { amount: formatMoney(info.mainBalance, cur) })}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <PaymentPasswordField
        label={t('security.paymentPassword')}
        error={errors.paymentPassword?.message}
        {...form.register('paymentPassword')}
      />
      <TextField label={t('upline.remark')} hint={t('upline.remarkHint')} maxLength={100} error={errors.remark?.message} {...form.register('remark')} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('wallet.sending') : t('upline.submit')}
      </Button>
    </form>
  );
}

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
      <h2 id="upline-log" className={records.sectionTitle}>
        {t('upline.log')}
      </h2>
      <div className={records.filters}>
        <RangeFilter filter={filter} maxDays={UPLINE_LOG_WINDOW_DAYS} />
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
  const info = useUplineInfo();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className={records.page} aria-labelledby="upline-title">
      <h1 id="upline-title" className={records.title}>
        {t('pages.transferUpline')}
      </h1>
      {notice ? <p role="status">{notice}</p> : null}
      <QueryView query={info} empty={null}>
        {(data) =>
          data.hasPaymentPassword ? (
            <UplineForm info={data} onDone={setNotice} />
          ) : (
            <p className={records.filters}>
              {t('upline.needPassword')} <Link to="/member/securityCenter">{t('centre.backToAccount')}</Link>
            </p>
          )
        }
      </QueryView>
      <UplineLog />
    </section>
  );
}
