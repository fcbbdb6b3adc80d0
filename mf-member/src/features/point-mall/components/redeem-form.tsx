import { useMemo } from 'react';
import * as v from 'valibot';
import {
  applyRefusal,
  FormAlert,
  PaymentPasswordField,
  paymentPasswordSchema,
  TextField,
  useForm,
  useMoneyRequest,
  valibotResolver,
} from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import { getRuntimeConfig, isApiError } from '@gp/kernel';
import { formatMoney } from '@gp/account-centre-kit';
import { useMemberT } from '../../../lib/i18n';
import type { Reward } from '../api/get-rewards';
import { useRedeemReward } from '../api/redeem';
import styles from './point-mall.module.css';

type Values = { quantity: string; address: string; mobile: string; paymentPassword: string };

/** Refusals the member must read in plain words (issue 12): each has its own message. */
const REFUSALS = {
  OUT_OF_STOCK: 'mall.refused.outOfStock',
  INSUFFICIENT_POINTS: 'mall.refused.points',
  INSUFFICIENT_BALANCE: 'mall.refused.money',
  'not.exists.payment.password': 'mall.refused.noPassword',
} as const;

/**
 * Redeem one reward: quantity, the receiving address and mobile for a physical reward, and the
 * withdrawal password (a pw call). A refusal keeps the form as it was; a wrong password shows
 * under its field.
 */
export function RedeemForm({ reward, points, onDone }: { reward: Reward; points: number; onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const physical = reward.kind === 'PHYSICAL';
  const schema = useMemo(
    () =>
      v.object({
        quantity: v.pipe(
          v.string(),
          v.regex(/^\d+$/, t('mall.quantityRange', { max: String(reward.maxQuantity) })),
          v.check((text) => Number(text) >= 1 && Number(text) <= reward.maxQuantity, t('mall.quantityRange', { max: String(reward.maxQuantity) })),
        ),
        address: physical ? v.pipe(v.string(), v.trim(), v.minLength(5, t('mall.addressRequired')), v.maxLength(200, t('mall.addressRequired'))) : v.string(),
        mobile: physical ? v.pipe(v.string(), v.trim(), v.regex(/^09\d{9}$/, t('mall.mobileFormat'))) : v.string(),
        paymentPassword: paymentPasswordSchema({ required: t('field.required'), format: t('field.paymentPassword') }),
      }),
    [reward, physical, t],
  );
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { quantity: '1', address: '', mobile: '', paymentPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const mutation = useRedeemReward();
  const request = useMoneyRequest(form, { keep: 'paymentPassword' });
  const quantity = Number(form.watch('quantity')) || 0;

  const submit = form.handleSubmit(async (values) => {
    try {
      const done = await request.send((requestId) =>
        mutation.mutateAsync({
          rewardId: reward.rewardId,
          quantity: Number(values.quantity),
          paymentPassword: values.paymentPassword,
          ...(physical ? { address: values.address.trim(), mobile: values.mobile.trim() } : {}),
          requestId,
        }),
      );
      onDone(t('mall.redeemed', { name: reward.name, orderNo: done.orderNo }));
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid.payment.pw') {
        form.setError('paymentPassword', { type: 'server', message: t('mall.refused.password') });
        return;
      }
      const key = isApiError(error) && error.code ? REFUSALS[error.code as keyof typeof REFUSALS] : undefined;
      if (key) form.setError('root.server', { type: 'server', message: t(key) });
      else applyRefusal(error, ['quantity', 'address', 'mobile', 'paymentPassword'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label={t('mall.redeemForm', { name: reward.name })}>
      <p className={styles.price}>
        {t('mall.total', { points: String(reward.pointsRequirement * quantity) })}
        {reward.amountRequirement ? ` + ${formatMoney(reward.amountRequirement * quantity, cur)}` : ''}
      </p>
      <p className={styles.hint}>{t('mall.yourPoints', { points: String(points) })}</p>
      <TextField label={t('mall.quantity')} inputMode="numeric" hint={t('mall.quantityRange', { max: String(reward.maxQuantity) })} error={errors.quantity?.message} {...form.register('quantity')} />
      {physical ? (
        <>
          <TextField label={t('mall.address')} autoComplete="street-address" maxLength={200} error={errors.address?.message} {...form.register('address')} />
          <TextField label={t('mall.mobile')} inputMode="tel" autoComplete="tel" placeholder="09171234567" error={errors.mobile?.message} {...form.register('mobile')} />
        </>
      ) : null}
      <PaymentPasswordField
        label={t('security.paymentPassword')}
        error={errors.paymentPassword?.message}
        {...form.register('paymentPassword')}
      />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('promo.sending') : t('mall.confirmRedeem')}
      </Button>
    </form>
  );
}
