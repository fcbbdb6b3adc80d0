import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { AmountField, amountMessages, amountSchema, Button, Dialog, FormAlert, getRuntimeConfig, isApiError, newRequestId, PaymentPasswordField, paymentPasswordSchema, TextField, toAmount } from 'shared';
import { useForm, useRequestId, valibotResolver } from 'shared/forms';
import { QueryView } from '../../../components/query-view';
import { applyRefusal } from '../../../lib/form-errors';
import { useAgentT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { type DownlineTransfer, type TransferInfo, useTransferInfo, useTransferToDownline } from '../api/downlines';
import styles from './team-management.module.css';

type Values = { amount: string; paymentPassword: string; remark: string };

const WRONG_PASSWORD = 'invalid.payment.pw';
const NO_PASSWORD = 'not.exists.payment.password';

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
  const mutation = useTransferToDownline();
  // One id per intended transfer: a double click or a retry after a lost answer moves nothing twice.
  const requestId = useRequestId(form, 'paymentPassword');

  const submit = form.handleSubmit(async (values) => {
    try {
      const done = await mutation.mutateAsync({
        account: info.account,
        amount: toAmount(values.amount),
        paymentPassword: values.paymentPassword,
        remark: values.remark.trim(),
        requestId: requestId.current,
      });
      requestId.current = newRequestId();
      form.reset();
      onDone(done);
    } catch (error) {
      if (isApiError(error) && error.code === WRONG_PASSWORD) form.setError('paymentPassword', { type: 'server', message: t('transfer.wrongPassword') });
      else if (isApiError(error) && error.code === NO_PASSWORD) form.setError('root.server', { type: 'server', message: t('transfer.noPassword') });
      else applyRefusal(error, ['amount', 'paymentPassword', 'remark'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label={t('transfer.form')}>
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
      <TextField label={t('transfer.remark')} maxLength={100} error={errors.remark?.message} {...form.register('remark')} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
        {t('transfer.submit')}
      </Button>
    </form>
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
