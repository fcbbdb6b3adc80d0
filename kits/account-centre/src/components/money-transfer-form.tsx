import { type ReactNode, useMemo } from 'react';
import * as v from 'valibot';
import {
  AmountField,
  amountMessages,
  amountSchema,
  applyRefusal,
  FormAlert,
  PaymentPasswordField,
  paymentPasswordSchema,
  TextField,
  toAmount,
  useForm,
  useMoneyRequest,
  valibotResolver,
} from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import { getRuntimeConfig, isApiError } from '@gp/kernel';
import { useAccountKitT } from '../i18n';
import { formatMoney } from '../money';

type Values = { amount: string; paymentPassword: string; remark: string };

/** What the form sends: the amount as a number, the remark trimmed (empty: the server writes the username). */
export type MoneyTransfer = { amount: number; paymentPassword: string; remark: string; requestId: string };

const WRONG_PASSWORD = 'invalid.payment.pw';
const NO_PASSWORD = 'not.exists.payment.password';

export type MoneyTransferFormProps<T> = {
  /** The form's accessible name. */
  label: string;
  className?: string;
  /** Shown above the fields (whom the money goes to). */
  intro?: ReactNode;
  balance: number;
  minAmount?: number;
  maxAmount?: number | null;
  /** Under the remark ("Optional." by default). */
  remarkHint?: string;
  submitLabel: string;
  send: (transfer: MoneyTransfer) => Promise<T>;
  onDone: (done: T) => void;
};

/**
 * A transfer of one's own money (an agent's to a downline, a member's or an agent's to the upline):
 * amount (at most the balance and the limit), withdrawal password, remark; one request id per
 * intended transfer, so a double click or a retry after a lost answer moves nothing twice. A wrong
 * password shows under the password, a missing one above the button, the server's other refusals
 * under their fields; what was typed stays. Done, the form is emptied.
 */
export function MoneyTransferForm<T>({ label, className, intro, balance, minAmount, maxAmount, remarkHint, submitLabel, send, onDone }: MoneyTransferFormProps<T>) {
  const { t } = useAccountKitT();
  const cur = getRuntimeConfig().currencySymbol;
  const max = Math.min(balance, maxAmount ?? Number.POSITIVE_INFINITY);
  const schema = useMemo(
    () =>
      v.object({
        amount: amountSchema(amountMessages(t), { min: minAmount, max }),
        paymentPassword: paymentPasswordSchema({ required: t('field.required'), format: t('field.paymentPassword') }),
        remark: v.pipe(v.string(), v.maxLength(100, t('transfer.remarkLength'))),
      }),
    [minAmount, max, t],
  );
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { amount: '', paymentPassword: '', remark: '' } });
  const { errors, isSubmitting } = form.formState;
  const request = useMoneyRequest(form, { keep: 'paymentPassword' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const done = await request.send((requestId) =>
        send({
          amount: toAmount(values.amount),
          paymentPassword: values.paymentPassword,
          remark: values.remark.trim(),
          requestId,
        }),
      );
      form.reset();
      onDone(done);
    } catch (error) {
      if (isApiError(error) && error.code === WRONG_PASSWORD) form.setError('paymentPassword', { type: 'server', message: t('transfer.wrongPassword') });
      else if (isApiError(error) && error.code === NO_PASSWORD) form.setError('root.server', { type: 'server', message: t('transfer.noPassword') });
      else applyRefusal(error, ['amount', 'paymentPassword', 'remark'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={className} aria-label={label}>
      {intro}
      <AmountField label={t('transfer.amount')} hint={t('transfer.available', { amount: formatMoney(balance, cur) })} error={errors.amount?.message} {...form.register('amount')} />
      <PaymentPasswordField label={t('transfer.paymentPassword')} error={errors.paymentPassword?.message} {...form.register('paymentPassword')} />
      <TextField label={t('transfer.remark')} hint={remarkHint ?? t('transfer.remarkOptional')} maxLength={100} error={errors.remark?.message} {...form.register('remark')} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
