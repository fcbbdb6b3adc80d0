import { useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { AmountField, amountMessages, amountSchema, Button, FormAlert, getRuntimeConfig, isApiError, newRequestId, PaymentPasswordField, paymentPasswordSchema, TextField, toAmount } from 'shared';
import { useForm, useRequestId, valibotResolver } from 'shared/forms';
import { QueryView } from '../../../components/query-view';
import records from '../../../components/records.module.css';
import { applyRefusal } from '../../../lib/form-errors';
import { useAgentT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { type UplineInfo, useTransferToUpline, useUplineInfo } from '../api/upline';

type Values = { amount: string; paymentPassword: string; remark: string };

const WRONG_PASSWORD = 'invalid.payment.pw';
const NO_PASSWORD = 'not.exists.payment.password';

function UplineForm({ info, onDone }: { info: UplineInfo; onDone: (message: string) => void }) {
  const { t, language } = useAgentT();
  const cur = getRuntimeConfig().currencySymbol;
  const max = Math.min(info.mainBalance, info.maxAmount ?? Number.POSITIVE_INFINITY);
  const schema = useMemo(
    () =>
      v.object({
        amount: amountSchema(amountMessages(t), { min: info.minAmount, max }),
        paymentPassword: paymentPasswordSchema({ required: t('field.required'), format: t('field.paymentPassword') }),
        remark: v.pipe(v.string(), v.maxLength(100, t('transfer.remarkLength'))),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows the language
    [info, max, language],
  );
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { amount: '', paymentPassword: '', remark: '' } });
  const { errors, isSubmitting } = form.formState;
  const mutation = useTransferToUpline();
  // One id per intended transfer: a double click or a retry after a lost answer moves nothing twice.
  const requestId = useRequestId(form, 'paymentPassword');

  const submit = form.handleSubmit(async (values) => {
    try {
      const done = await mutation.mutateAsync({
        amount: toAmount(values.amount),
        paymentPassword: values.paymentPassword,
        // Empty: the server writes the username (PLATFORM-FACTS).
        remark: values.remark.trim(),
        requestId: requestId.current,
      });
      requestId.current = newRequestId();
      form.reset();
      onDone(t('upline.done', { amount: formatMoney(done.amount, cur), account: info.uplineAccount ?? '', orderNo: done.orderNo }));
    } catch (error) {
      if (isApiError(error) && error.code === WRONG_PASSWORD) form.setError('paymentPassword', { type: 'server', message: t('transfer.wrongPassword') });
      else if (isApiError(error) && error.code === NO_PASSWORD) form.setError('root.server', { type: 'server', message: t('transfer.noPassword') });
      else applyRefusal(error, ['amount', 'paymentPassword', 'remark'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={records.filters} aria-label={t('upline.form')}>
      <p className={records.summary}>{t('upline.to', { account: info.uplineNickname ? `${info.uplineNickname} (${info.uplineAccount ?? ''})` : (info.uplineAccount ?? '') })}</p>
      <AmountField
        label={t('transfer.amount')}
        hint={t('transfer.available', { amount: formatMoney(info.mainBalance, cur) })}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <PaymentPasswordField
        label={t('transfer.paymentPassword')}
        error={errors.paymentPassword?.message}
        {...form.register('paymentPassword')}
      />
      <TextField label={t('transfer.remark')} hint={t('upline.remarkHint')} maxLength={100} error={errors.remark?.message} {...form.register('remark')} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
        {t('upline.submit')}
      </Button>
    </form>
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
      <p role="status" className={records.liveStatus}>
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
