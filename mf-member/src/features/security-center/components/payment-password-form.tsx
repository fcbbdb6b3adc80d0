import { useMemo } from 'react';
import * as v from 'valibot';
import { applyRefusal, FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import { useChangePaymentPassword, useSetPaymentPassword } from '../api/payment-password';

type Values = { oldPaymentPassword: string; paymentPassword: string; confirmPaymentPassword: string };

const SIX_DIGITS = /^\d{6}$/;

/** Set the first withdrawal password, or change it (the old one first): 6 digits, confirmed. */
export function PaymentPasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const schema = useMemo(() => {
    const sixDigits = v.pipe(v.string(), v.nonEmpty(t('field.required')), v.regex(SIX_DIGITS, t('field.paymentPassword')));
    return v.pipe(
      v.object({
        oldPaymentPassword: hasPassword ? sixDigits : v.string(),
        paymentPassword: sixDigits,
        confirmPaymentPassword: v.pipe(v.string(), v.nonEmpty(t('field.required'))),
      }),
      v.forward(
        v.partialCheck([['paymentPassword'], ['confirmPaymentPassword']], (input) => input.paymentPassword === input.confirmPaymentPassword, t('field.inconsistent')),
        ['confirmPaymentPassword'],
      ),
      v.forward(
        v.partialCheck([['oldPaymentPassword'], ['paymentPassword']], (input) => !hasPassword || input.oldPaymentPassword !== input.paymentPassword, t('field.samePassword')),
        ['paymentPassword'],
      ),
    );
  }, [hasPassword, t]);
  const form = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const setPassword = useSetPaymentPassword();
  const changePassword = useChangePaymentPassword();

  const submit = form.handleSubmit(async (values) => {
    try {
      if (hasPassword) {
        await changePassword.mutateAsync({
          oldPaymentPassword: values.oldPaymentPassword,
          newPaymentPassword: values.paymentPassword,
          confirmNewPaymentPassword: values.confirmPaymentPassword,
        });
      } else {
        await setPassword.mutateAsync({ paymentPassword: values.paymentPassword, confirmPaymentPassword: values.confirmPaymentPassword });
      }
      onDone(t('security.paymentSaved'));
    } catch (error) {
      applyRefusal(error, ['oldPaymentPassword', 'paymentPassword', 'confirmPaymentPassword'] as const, form.setError);
    }
  });

  const digits = { type: 'password', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;
  return (
    <form onSubmit={submit} noValidate className={cards.form} aria-label={hasPassword ? t('security.changePaymentTitle') : t('security.setPaymentTitle')}>
      {hasPassword ? (
        <TextField label={t('security.oldPaymentPassword')} {...digits} error={errors.oldPaymentPassword?.message} {...form.register('oldPaymentPassword')} />
      ) : null}
      <TextField
        label={hasPassword ? t('security.newPaymentPassword') : t('security.paymentPassword')}
        hint={t('security.paymentHint')}
        {...digits}
        error={errors.paymentPassword?.message}
        {...form.register('paymentPassword')}
      />
      <TextField label={t('security.confirmPaymentPassword')} {...digits} error={errors.confirmPaymentPassword?.message} {...form.register('confirmPaymentPassword')} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}
