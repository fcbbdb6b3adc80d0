import { QRCodeSVG } from 'qrcode.react';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import {
  AmountField,
  amountMessages,
  amountSchema,
  applyRefusal,
  FormAlert,
  toAmount,
  useForm,
  useMoneyRequest,
  valibotResolver,
} from '@gp/forms-kit';
import { Button, EmptyState } from '@gp/ui-kit';
import { getRuntimeConfig, memberPageTitleKey, translateError, useCommonT } from '@gp/kernel';
import { formatMoney, formatSiteTime, QueryView, type RecordColumn, RecordTable } from '@gp/account-centre-kit';
import { ImagePicker } from '../../../components/image-picker';
import records from '@gp/account-centre-kit/records.module.css';
import memberRecords from '../../../components/records.module.css';
import { useMemberT } from '../../../lib/i18n';
import {
  type DepositInfo,
  type DepositOrder,
  depositLimitRefusal,
  LIMIT_PERIOD_WORDS,
  useCancelDeposit,
  useCreateDeposit,
  useDepositInfo,
  useDepositsInProgress,
  useMarkDepositPaid,
} from '../api/deposit';
import { DepositLimitPrompt } from './deposit-limit-prompt';
import styles from './deposit.module.css';

type Values = { methodCode: string; channelId: string; amount: string; promotionId: string };

function OrderDetails({ order, onClose }: { order: DepositOrder; onClose: () => void }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const paid = useMarkDepositPaid();
  const cancel = useCancelDeposit();
  const [current, setCurrent] = useState(order);
  const [slip, setSlip] = useState<string | null>(null);
  const [slipIssue, setSlipIssue] = useState<string | null>(null);
  const payee = current.payee;
  const rows: Array<[string, string]> = [
    [t('records.orderNo'), current.orderNo],
    [t('records.amount'), formatMoney(current.amount, cur)],
    [t('records.status'), t(`account.depositStates.s${current.state}` as 'account.depositStates.s5')],
  ];
  if (payee?.bankName) rows.push([t('deposit.payeeBank'), payee.bankName]);
  if (payee?.accountName) rows.push([t('deposit.payeeName'), payee.accountName]);
  if (payee?.accountNo) rows.push([t('deposit.payeeAccount'), payee.accountNo]);
  if (payee?.address) rows.push([t('deposit.address'), `${payee.address}${payee.network ? ` (${payee.network})` : ''}`]);
  if (current.expireTime && current.state === 5) rows.push([t('deposit.payBefore'), formatSiteTime(current.expireTime)]);
  const qr = payee?.qrContent ?? payee?.address ?? null;
  const error = paid.error ?? cancel.error;

  function markPaid() {
    if (current.slipRequired && !slip) return setSlipIssue(t('deposit.slipNeeded'));
    setSlipIssue(null);
    paid.mutate({ orderNo: current.orderNo, ...(slip ? { slip } : {}) }, { onSuccess: setCurrent });
  }

  return (
    <section className={styles.order} aria-labelledby="deposit-order">
      <h2 id="deposit-order">{t('deposit.order')}</h2>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {qr ? (
        <figure className={styles.qr}>
          <QRCodeSVG value={qr} size={160} marginSize={2} title={t('deposit.qr')} />
          <figcaption aria-hidden="true">{t('deposit.qr')}</figcaption>
        </figure>
      ) : null}
      {current.state === 5 ? (
        <ImagePicker
          label={current.slipRequired ? t('deposit.slip') : t('deposit.slipOptional')}
          value={slip}
          onChange={(next) => {
            setSlip(next);
            setSlipIssue(null);
          }}
          error={slipIssue}
        />
      ) : null}
      <FormAlert>{error ? translateError(error) : null}</FormAlert>
      <div className={styles.buttons}>
        {current.state === 5 ? (
          <>
            <Button onClick={markPaid} disabled={paid.isPending || cancel.isPending}>
              {t('deposit.paid')}
            </Button>
            <Button variant="secondary" onClick={() => cancel.mutate({ orderNo: current.orderNo }, { onSuccess: setCurrent })} disabled={paid.isPending || cancel.isPending}>
              {t('deposit.cancel')}
            </Button>
          </>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {t('deposit.newDeposit')}
        </Button>
      </div>
    </section>
  );
}

function DepositForm({ info, onCreated }: { info: DepositInfo; onCreated: (order: DepositOrder) => void }) {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const cur = getRuntimeConfig().currencySymbol;
  const first = info.methods[0];
  const form = useForm<Values>({
    defaultValues: { methodCode: first?.methodCode ?? '', channelId: String(first?.channels[0]?.id ?? ''), amount: '', promotionId: '' },
    resolver: (values, context, options) => valibotResolver(schemaFor(values))(values, context, options),
  });
  const [methodCode, channelId] = form.watch(['methodCode', 'channelId']);
  const method = info.methods.find((entry) => entry.methodCode === methodCode) ?? first;
  const channel = method?.channels.find((entry) => String(entry.id) === channelId) ?? method?.channels[0];
  const messages = useMemo(() => amountMessages(t), [t]);
  function schemaFor(values: Values) {
    const c = info.methods.flatMap((entry) => entry.channels).find((entry) => String(entry.id) === values.channelId);
    return v.object({
      methodCode: v.string(),
      channelId: v.pipe(v.string(), v.nonEmpty(t('field.required'))),
      amount: v.pipe(
        amountSchema(messages, { min: c?.minAmount, max: c?.maxAmount }),
        v.check((value) => !c?.fixedAmounts || c.fixedAmounts.includes(toAmount(value)), t('deposit.fixedOnly')),
      ),
      promotionId: v.string(),
    });
  }
  const { errors, isSubmitting } = form.formState;
  const create = useCreateDeposit();
  // Other values are another request.
  const request = useMoneyRequest(form);

  const submit = form.handleSubmit(async (values) => {
    try {
      const order = await request.send((requestId) =>
        create.mutateAsync({
          channelId: Number(values.channelId),
          amount: toAmount(values.amount),
          promotionId: values.promotionId ? Number(values.promotionId) : undefined,
          requestId,
        }),
      );
      onCreated(order);
    } catch (error) {
      const overLimit = depositLimitRefusal(error);
      if (overLimit) {
        // The typed amount stays; the message says which limit and what it leaves.
        const message = t('rg.deposit.refused', { period: tc(LIMIT_PERIOD_WORDS[overLimit.period]), limit: formatMoney(overLimit.limit, cur), left: formatMoney(overLimit.left, cur) });
        form.setError('amount', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      applyRefusal(error, ['amount', 'channelId', 'promotionId'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={records.filters} aria-label={t('deposit.form')}>
      <fieldset className={styles.choices}>
        <legend>{t('deposit.method')}</legend>
        {info.methods.map((entry) => (
          <label key={entry.methodCode} className={styles.choice}>
            <input
              type="radio"
              value={entry.methodCode}
              {...form.register('methodCode', {
                // One handler for every radio of the name (register keeps the last options given).
                onChange: (event: { target: { value: string } }) => {
                  const chosen = info.methods.find((candidate) => candidate.methodCode === event.target.value);
                  form.setValue('channelId', String(chosen?.channels[0]?.id ?? ''));
                },
              })}
            />
            <span>{entry.methodName}</span>
          </label>
        ))}
      </fieldset>
      {method ? (
        <fieldset className={styles.choices}>
          <legend>{t('deposit.channel')}</legend>
          {method.channels.map((entry) => (
            <label key={entry.id} className={styles.choice}>
              <input type="radio" value={String(entry.id)} {...form.register('channelId')} />
              <span>
                {entry.vendorName}
                <small>
                  {' '}
                  {formatMoney(entry.minAmount, cur)} – {formatMoney(entry.maxAmount, cur)}
                </small>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {channel?.fixedAmounts ? (
        <div role="group" aria-label={t('deposit.fixedAmounts')} className={records.quick}>
          {channel.fixedAmounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className={records.quickButton}
              aria-pressed={form.watch('amount') === String(amount)}
              onClick={() => form.setValue('amount', String(amount), { shouldValidate: true })}
            >
              {formatMoney(amount, cur)}
            </button>
          ))}
        </div>
      ) : null}
      <AmountField
        label={t('wallet.amount')}
        hint={channel ? t('deposit.limits', { min: formatMoney(channel.minAmount, cur), max: formatMoney(channel.maxAmount, cur) }) : undefined}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      {info.promotions.length > 0 ? (
        <label className={records.selectField}>
          <span>{t('deposit.promotion')}</span>
          <select {...form.register('promotionId')}>
            <option value="">{t('deposit.noPromotion')}</option>
            {info.promotions.map((promotion) => (
              <option key={promotion.id} value={String(promotion.id)}>
                {promotion.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('deposit.submitting') : t('deposit.submit')}
      </Button>
    </form>
  );
}

function InProgress() {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const list = useDepositsInProgress();
  const columns: Array<RecordColumn<DepositOrder>> = [
    { key: 'time', header: t('records.time'), cell: (row) => formatSiteTime(row.createTime) },
    { key: 'order', header: t('records.orderNo'), cell: (row) => row.orderNo },
    { key: 'method', header: t('account.method'), cell: (row) => row.vendorName },
    { key: 'amount', header: t('records.amount'), numeric: true, cell: (row) => formatMoney(row.amount, cur) },
    { key: 'state', header: t('records.status'), cell: (row) => t(`account.depositStates.s${row.state}` as 'account.depositStates.s5') },
  ];
  return (
    <section className={records.page} aria-labelledby="deposit-progress">
      <h2 id="deposit-progress" className={memberRecords.sectionTitle}>
        {t('deposit.inProgressList')}
      </h2>
      <RecordTable
        label={t('deposit.inProgressList')}
        query={list}
        rows={(rows) => rows}
        rowKey={(row) => row.orderNo}
        columns={columns}
        empty={t('deposit.noneInProgress')}
      />
    </section>
  );
}

/** depositv2: allowed or not, methods and channels, amount, promotion; the order with its payee; deposits in progress. */
/** `title`: the heading when another app shows the page (the agent centre); the member centre's own by default. */
export function DepositPage({ title }: { title?: string } = {}) {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const info = useDepositInfo();
  const [order, setOrder] = useState<DepositOrder | null>(null);
  return (
    <section className={records.page} aria-labelledby="deposit-title">
      <h1 id="deposit-title" className={records.title}>
        {title ?? tc(memberPageTitleKey('depositv2'))}
      </h1>
      <QueryView query={info} empty={null}>
        {(data) =>
          !data.allowed ? (
            <EmptyState title={t('deposit.closed')} message={data.message ?? undefined} />
          ) : (
            <>
              <p className={records.summary}>{t('deposit.inProgress', { count: data.inProgress })}</p>
              <DepositLimitPrompt />
              {order ? <OrderDetails order={order} onClose={() => setOrder(null)} /> : <DepositForm info={data} onCreated={setOrder} />}
            </>
          )
        }
      </QueryView>
      <InProgress />
    </section>
  );
}
