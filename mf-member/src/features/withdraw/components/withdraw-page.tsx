import { useMemo, useState } from 'react';
import * as v from 'valibot';
import {
  AMOUNT_PATTERN,
  AmountField,
  amountMessages,
  amountSchema,
  applyRefusal,
  FormAlert,
  PaymentPasswordField,
  paymentPasswordSchema,
  toAmount,
  useForm,
  useMoneyRequest,
  valibotResolver,
} from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import { getRuntimeConfig, isApiError, Link, memberPagePath, memberPageTitleKey, useCommonT } from '@gp/kernel';
import { formatMoney, QueryView, TableScroll } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records.module.css';
import { WithdrawTimeline } from '../../../components/withdraw-timeline/withdraw-timeline';
import { useMemberT } from '../../../lib/i18n';
import { useWithdrawProgress } from '../../../lib/withdraw-progress/get-withdraw-progress';
import { type Card, useCards, useCharge, useWithdraw, useWithdrawInfo, type WithdrawInfo } from '../api/withdraw';
import { CardManager } from './card-manager';
import { WithdrawConfirmations } from './withdraw-confirmations';
import styles from './withdraw.module.css';

type Values = { cardId: string; amount: string; paymentPassword: string };

/** The platform's codes for the withdrawal password (PLATFORM-FACTS). */
const NO_PASSWORD = 'not.exists.payment.password';
const WRONG_PASSWORD = 'invalid.payment.pw';

function WithdrawForm({ info, cards }: { info: WithdrawInfo; cards: Card[] }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const max = Math.min(info.maxAmount, info.mainBalance);
  const schema = useMemo(
    () =>
      v.object({
        cardId: v.pipe(v.string(), v.nonEmpty(t('withdraw.chooseCard'))),
        amount: amountSchema(amountMessages(t), { min: info.minAmount, max }),
        paymentPassword: paymentPasswordSchema({ required: t('field.required'), format: t('field.paymentPassword') }),
      }),
    [info, max, t],
  );
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { cardId: String(cards[0]?.id ?? ''), amount: '', paymentPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const typed = form.watch('amount').trim();
  const quote = useCharge(AMOUNT_PATTERN.test(typed) && Number(typed) > 0 ? toAmount(typed) : null);
  const withdraw = useWithdraw();
  const request = useMoneyRequest(form, { keep: 'paymentPassword' });
  const [done, setDone] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    try {
      const order = await request.send((requestId) =>
        withdraw.mutateAsync({
          amount: toAmount(values.amount),
          cardId: Number(values.cardId),
          paymentPassword: values.paymentPassword,
          requestId,
        }),
      );
      form.reset({ ...values, amount: '', paymentPassword: '' });
      setDone(t('withdraw.requested', { amount: formatMoney(order.amount, cur), orderNo: order.orderNo }));
    } catch (error) {
      if (isApiError(error) && error.code === WRONG_PASSWORD) {
        form.setError('paymentPassword', { type: 'server', message: t('withdraw.wrongPassword') });
      } else if (isApiError(error) && error.code === NO_PASSWORD) {
        form.setError('root.server', { type: 'server', message: t('withdraw.noPassword') });
      } else {
        applyRefusal(error, ['amount', 'cardId', 'paymentPassword'] as const, form.setError);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className={records.filters} aria-label={t('withdraw.form')}>
      <h2 className={styles.heading}>{t('withdraw.form')}</h2>
      {done ? <p role="status">{done}</p> : null}
      <label className={records.selectField}>
        <span>{t('withdraw.to')}</span>
        <select aria-invalid={Boolean(errors.cardId)} {...form.register('cardId')}>
          {cards.map((card) => (
            <option key={card.id} value={String(card.id)}>
              {card.bankName} {card.accountNo}
            </option>
          ))}
        </select>
      </label>
      <AmountField
        label={t('wallet.amount')}
        hint={t('withdraw.limits', { min: formatMoney(info.minAmount, cur), max: formatMoney(info.maxAmount, cur), balance: formatMoney(info.mainBalance, cur) })}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      {quote.data ? (
        <p className={records.summary} aria-live="polite">
          {t('withdraw.charge', { charge: formatMoney(quote.data.charge, cur), actual: formatMoney(quote.data.actualAmount, cur) })}
        </p>
      ) : null}
      <PaymentPasswordField
        label={t('security.paymentPassword')}
        error={errors.paymentPassword?.message}
        {...form.register('paymentPassword')}
      />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting || info.dailyCountLeft <= 0}>
        {isSubmitting ? t('wallet.sending') : t('withdraw.submit')}
      </Button>
    </form>
  );
}

function Turnover({ info }: { info: WithdrawInfo }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  if (info.turnover.length === 0) return null;
  return (
    <section className={styles.blocked} aria-labelledby="withdraw-turnover">
      <h2 id="withdraw-turnover" className={styles.heading}>
        {t('withdraw.turnover')}
      </h2>
      <p>{info.blockReason ?? t('withdraw.turnoverInfo')}</p>
      <TableScroll label={t('withdraw.turnover')}>
        <table className={records.table}>
          <thead>
            <tr>
              <th scope="col">{t('profit.category')}</th>
              <th scope="col" className={records.num}>
                {t('withdraw.required')}
              </th>
              <th scope="col" className={records.num}>
                {t('withdraw.achieved')}
              </th>
              <th scope="col" className={records.num}>
                {t('withdraw.remaining')}
              </th>
            </tr>
          </thead>
          <tbody>
            {info.turnover.map((row) => (
              <tr key={row.gameCategory}>
                <th scope="row">{row.gameCategory}</th>
                <td className={records.num}>{formatMoney(row.required, cur)}</td>
                <td className={records.num}>{formatMoney(row.achieved, cur)}</td>
                <td className={records.num}>{formatMoney(row.remaining, cur)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

/** The newest withdrawal's timeline (issue 24); nothing when there is none in the log's 7 days. */
function LatestWithdrawal() {
  const progress = useWithdrawProgress(null);
  return (
    <QueryView query={progress} empty={null}>
      {(data) => (data ? <WithdrawTimeline progress={data} onRefresh={() => void progress.refetch()} refreshing={progress.isFetching} /> : null)}
    </QueryView>
  );
}

/** withdraw: limits, cards, turnover still required, charges, the request with the withdrawal password, and confirmations. */
/** `title`: the heading when another app shows the page (the agent centre); the member centre's own by default. */
export function WithdrawPage({ title }: { title?: string } = {}) {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const info = useWithdrawInfo();
  const cards = useCards();
  const cur = getRuntimeConfig().currencySymbol;
  return (
    <section className={records.page} aria-labelledby="withdraw-title">
      <h1 id="withdraw-title" className={records.title}>
        {title ?? tc(memberPageTitleKey('withdraw'))}
      </h1>
      <WithdrawConfirmations />
      <LatestWithdrawal />
      <QueryView query={info} empty={null}>
        {(data) => (
          <>
            <p className={records.summary}>
              {t('withdraw.today', { left: data.dailyCountLeft, count: data.dailyCount, free: data.freeLeft, balance: formatMoney(data.mainBalance, cur) })}
            </p>
            <Turnover info={data} />
            <QueryView query={cards} empty={null}>
              {(list) => (
                <>
                  <CardManager cards={list.list} max={list.max} />
                  {!data.hasPaymentPassword ? (
                    <p className={records.filters}>
                      {t('withdraw.noPassword')} <Link to={memberPagePath('securityCenter')}>{t('centre.backToAccount')}</Link>
                    </p>
                  ) : data.blocked ? null : list.list.length === 0 ? null : (
                    <WithdrawForm info={data} cards={list.list} />
                  )}
                </>
              )}
            </QueryView>
          </>
        )}
      </QueryView>
    </section>
  );
}
