import { useMemo, useState } from 'react';
import { AMOUNT_PATTERN, FormAlert, TextField, toAmount, useForm, valibotResolver } from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import { getRuntimeConfig, translateError } from '@gp/kernel';
import * as v from 'valibot';
import { formatMoney, formatSiteTime } from '@gp/account-centre-kit';
import { ImagePicker } from '../../../components/image-picker';
import { useMemberT } from '../../../lib/i18n';
import { type ConfirmInput, useConfirmList, useConfirmWithdrawal, type WithdrawOrder } from '../api/withdraw';
import styles from './withdraw.module.css';

type Result = ConfirmInput['result'];
type Values = { result: Result | ''; received: string; proof: string };

/** The answer, the amount that arrived (partly received) and the proof (not received). */
function confirmSchema(t: ReturnType<typeof useMemberT>['t'], paid: number, cur: string) {
  const partialRule = t('withdraw.partialRule', { amount: formatMoney(paid, cur) });
  return v.pipe(
    v.object({
      result: v.pipe(v.picklist(['RECEIVED', 'PARTIAL', 'NOT_RECEIVED', ''] as const), v.nonEmpty(t('withdraw.chooseAnswer'))),
      received: v.string(),
      proof: v.string(),
    }),
    v.forward(
      v.check(({ result, received }) => {
        const value = received.trim();
        return result !== 'PARTIAL' || (AMOUNT_PATTERN.test(value) && toAmount(value) > 0 && toAmount(value) < paid);
      }, partialRule),
      ['received'],
    ),
    v.forward(
      v.check(({ result, proof }) => result !== 'NOT_RECEIVED' || proof !== '', t('withdraw.proofNeeded')),
      ['proof'],
    ),
  );
}

/**
 * Withdrawal confirmation (SPEC §4): received, partly received (what arrived) or not received with
 * a proof image (png/jpg ≤ 5 MB). Without an answer by the deadline it counts as received and is
 * not refunded: the form says so before the member answers.
 */
function ConfirmOrder({ order, minutes, onSent }: { order: WithdrawOrder; minutes: number; onSent: (orderNo: string) => void }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const confirm = useConfirmWithdrawal();
  const paid = order.actualAmount ?? order.amount;
  const resolver = useMemo(
    () => valibotResolver(confirmSchema(t, paid, cur)),
    [t, paid, cur],
  );
  const form = useForm<Values>({ resolver, defaultValues: { result: '', received: '', proof: '' } });
  const { errors } = form.formState;
  const [result, received, proof] = form.watch(['result', 'received', 'proof']);

  const submit = form.handleSubmit(async (values) => {
    if (!values.result) return;
    const input: ConfirmInput = { orderNo: order.orderNo, result: values.result };
    if (values.result === 'PARTIAL') input.receivedAmount = toAmount(values.received.trim());
    if (values.result === 'NOT_RECEIVED') input.proofImage = values.proof;
    try {
      await confirm.mutateAsync(input);
      onSent(order.orderNo);
    } catch (error) {
      // What was chosen, typed and picked stays; the message says why it was not taken.
      form.setError('root.server', { type: 'server', message: translateError(error) });
    }
  });

  return (
    <li className={styles.confirm}>
      <form onSubmit={submit} noValidate aria-label={order.orderNo}>
        <p>
          <strong>{order.orderNo}</strong> · {formatMoney(paid, cur)} · {order.bankName} {order.accountNo}
        </p>
        <p className={styles.warning}>
          {t('withdraw.deadline', { time: order.confirmDeadline ? formatSiteTime(order.confirmDeadline) : '', minutes })}
        </p>
        <fieldset className={styles.answers} aria-describedby={errors.result ? `confirm-${order.orderNo}-issue` : undefined}>
          <legend>{t('withdraw.answer')}</legend>
          {(['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'] as const).map((value) => (
            <label key={value} className={styles.answer}>
              <input type="radio" value={value} {...form.register('result')} />
              <span>{t(`withdraw.results.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        {errors.result ? (
          <p id={`confirm-${order.orderNo}-issue`} className={styles.warning} role="alert">
            {errors.result.message}
          </p>
        ) : null}
        {result === 'RECEIVED' ? <p className={styles.warning}>{t('withdraw.receivedWarning')}</p> : null}
        {result === 'PARTIAL' ? (
          <TextField
            label={t('withdraw.receivedAmount')}
            inputMode="decimal"
            error={errors.received?.message}
            hint={
              AMOUNT_PATTERN.test(received.trim())
                ? t('withdraw.remainingAmount', { amount: formatMoney(Math.max(0, paid - toAmount(received)), cur) })
                : undefined
            }
            {...form.register('received')}
          />
        ) : null}
        {result === 'NOT_RECEIVED' ? (
          <ImagePicker
            label={t('withdraw.proof')}
            value={proof || null}
            error={errors.proof?.message}
            onChange={(dataUrl) => form.setValue('proof', dataUrl ?? '', { shouldValidate: form.formState.isSubmitted })}
          />
        ) : null}
        <FormAlert>{errors.root?.server?.message}</FormAlert>
        <Button type="submit" disabled={confirm.isPending}>
          {t('withdraw.confirm')}
        </Button>
      </form>
    </li>
  );
}

export function WithdrawConfirmations() {
  const { t } = useMemberT();
  const list = useConfirmList();
  // Answers sent stay said here: the refreshed list no longer holds their orders.
  const [sent, setSent] = useState<string[]>([]);
  const open = (list.data?.list ?? []).filter((order) => !sent.includes(order.orderNo));
  if (open.length === 0 && sent.length === 0) return null;
  const minutes = list.data?.confirmMinutes ?? getRuntimeConfig().withdrawConfirmMinutes;
  return (
    <section className={styles.blocked} aria-labelledby="withdraw-confirm">
      <h2 id="withdraw-confirm" className={styles.heading}>
        {t('withdraw.confirmTitle')}
      </h2>
      {sent.map((orderNo) => (
        <p key={orderNo} role="status">
          {t('withdraw.confirmed', { orderNo })}
        </p>
      ))}
      {open.length > 0 ? (
        <ul className={styles.cards}>
          {open.map((order) => (
            <ConfirmOrder key={order.orderNo} order={order} minutes={minutes} onSent={(orderNo) => setSent((done) => [...done, orderNo])} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
