import { useMemo, useState } from 'react';
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
import { Button, Dialog, NotAvailableYet, SafeHtml, Spinner } from '@gp/ui-kit';
import { featuresAtom, getRuntimeConfig, isApiError, isFeatureEnabled, useCommonT } from '@gp/kernel';
import { useAtomValue } from 'jotai';
import { formatMoney, formatSiteTime, PagedRecordTable, QueryView, type RecordColumn, RecordTable, signClass } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import { Tabs } from '../../../components/tabs';
import { useMemberT } from '../../../lib/i18n';
import { type PointConfig, usePointConfig } from '../api/get-point-config';
import { type PointRow, usePointDetails } from '../api/get-point-details';
import { type RedeemRecord, useRedeemHistory } from '../api/get-redeem-history';
import { type Reward, useRewards } from '../api/get-rewards';
import { useConvertPoints } from '../api/redeem';
import styles from './point-mall.module.css';
import { RedeemForm } from './redeem-form';

const TABS = ['rewards', 'history', 'details', 'rules'] as const;
type Tab = (typeof TABS)[number];

const REDEEM_STATUSES = ['P', 'A', 'R'] as const;
const POINT_TYPES = ['EARN', 'REDEEM', 'REFUND', 'CONVERT', 'ADJUST'] as const;

function ConvertForm({ config, onDone }: { config: PointConfig; onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const step = config.minConvertPoints;
  const schema = useMemo(
    () =>
      v.object({
        points: v.pipe(
          v.string(),
          v.regex(/^\d+$/, t('mall.convertStep', { step: String(step) })),
          v.check((text) => Number(text) >= step && Number(text) % step === 0, t('mall.convertStep', { step: String(step) })),
          v.check((text) => Number(text) <= config.points, t('mall.refused.points')),
        ),
        paymentPassword: paymentPasswordSchema({ required: t('field.required'), format: t('field.paymentPassword') }),
      }),
    [config, step, t],
  );
  const form = useForm<{ points: string; paymentPassword: string }>({ resolver: valibotResolver(schema), defaultValues: { points: '', paymentPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const mutation = useConvertPoints();
  const request = useMoneyRequest(form, { keep: 'paymentPassword' });
  const points = Number(form.watch('points')) || 0;
  const submit = form.handleSubmit(async (values) => {
    try {
      const done = await request.send((requestId) => mutation.mutateAsync({ points: Number(values.points), paymentPassword: values.paymentPassword, requestId }));
      form.reset();
      onDone(t('mall.converted', { points: String(done.points), amount: formatMoney(done.amount, cur) }));
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid.payment.pw') form.setError('paymentPassword', { type: 'server', message: t('mall.refused.password') });
      else if (isApiError(error) && error.code === 'INSUFFICIENT_POINTS') form.setError('points', { type: 'server', message: t('mall.refused.points') });
      else if (isApiError(error) && error.code === 'not.exists.payment.password') form.setError('root.server', { type: 'server', message: t('mall.refused.noPassword') });
      else applyRefusal(error, ['points', 'paymentPassword'] as const, form.setError);
    }
  });
  return (
    <form onSubmit={submit} noValidate className={styles.convert} aria-label={t('mall.convert')}>
      <TextField
        label={t('mall.convertPoints')}
        inputMode="numeric"
        hint={t('mall.convertHint', { step: String(step), amount: formatMoney((points / config.rate.points) * config.rate.amount, cur) })}
        error={errors.points?.message}
        {...form.register('points')}
      />
      <PaymentPasswordField label={t('security.paymentPassword')} error={errors.paymentPassword?.message} {...form.register('paymentPassword')} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('promo.sending') : t('mall.convert')}
      </Button>
    </form>
  );
}

function RewardItem({ reward, onRedeem }: { reward: Reward; onRedeem: (reward: Reward) => void }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const soldOut = reward.stock <= 0;
  return (
    <li className={styles.card}>
      {reward.imageUrl ? <img className={styles.rewardImage} src={reward.imageUrl} alt={t('mall.imageAlt', { name: reward.name })} width={320} height={200} loading="lazy" /> : null}
      <h3>{reward.name}</h3>
      <p className={styles.price}>
        {t('mall.pointsEach', { points: String(reward.pointsRequirement), units: reward.units })}
        {reward.amountRequirement ? ` + ${formatMoney(reward.amountRequirement, cur)}` : ''}
      </p>
      <p className={styles.hint}>{t(reward.kind === 'PHYSICAL' ? 'mall.kind.PHYSICAL' : 'mall.kind.BONUS')}</p>
      {soldOut ? <p className={styles.soldOut}>{t('mall.refused.outOfStock')}</p> : <p className={styles.hint}>{t('mall.stock', { count: String(reward.stock) })}</p>}
      <Button type="button" size="sm" disabled={soldOut} onClick={() => onRedeem(reward)} aria-label={t('mall.redeemNamed', { name: reward.name })}>
        {t('mall.redeem')}
      </Button>
    </li>
  );
}

function RewardsPanel({ config, onNotice }: { config: PointConfig; onNotice: (message: string) => void }) {
  const { t, language } = useMemberT();
  const rewards = useRewards(language);
  const [chosen, setChosen] = useState<Reward | null>(null);
  return (
    <>
      <QueryView query={rewards} isEmpty={(data) => data.list.length === 0} empty={t('mall.noRewards')}>
        {(data) => (
          <ul className={styles.grid} aria-label={t('mall.tabs.rewards')}>
            {data.list.map((reward) => (
              <RewardItem key={reward.rewardId} reward={reward} onRedeem={setChosen} />
            ))}
          </ul>
        )}
      </QueryView>
      <Dialog open={chosen !== null} onClose={() => setChosen(null)} title={chosen ? t('mall.redeemNamed', { name: chosen.name }) : ''} size="sm">
        {chosen ? (
          <RedeemForm
            reward={chosen}
            points={config.points}
            onDone={(message) => {
              setChosen(null);
              onNotice(message);
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function HistoryPanel() {
  const { t, language } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const [page, setPage] = useState(1);
  const history = useRedeemHistory({ page, language });
  const status = (code: string) => ((REDEEM_STATUSES as readonly string[]).includes(code) ? t(`mall.status.${code as (typeof REDEEM_STATUSES)[number]}`) : code);
  const columns: Array<RecordColumn<RedeemRecord>> = [
    { key: 'time', header: t('records.time'), cell: (row) => formatSiteTime(row.createTime) },
    { key: 'order', header: t('records.orderNo'), cell: (row) => row.orderNo },
    { key: 'reward', header: t('mall.reward'), cell: (row) => `${row.rewardName} × ${row.quantity}` },
    { key: 'points', header: t('mall.points'), numeric: true, cell: (row) => row.points },
    { key: 'amount', header: t('records.amount'), numeric: true, cell: (row) => (row.amount ? formatMoney(row.amount, cur) : '–') },
    { key: 'status', header: t('mall.statusHeader'), cell: (row) => status(row.status) },
    { key: 'remark', header: t('mall.remark'), cell: (row) => row.remark ?? '' },
  ];
  return <PagedRecordTable label={t('mall.tabs.history')} query={history} rowKey={(row) => row.orderNo} columns={columns} filter={{ page, setPage }} />;
}

function DetailsPanel() {
  const { t } = useMemberT();
  const [page, setPage] = useState(1);
  const details = usePointDetails(page);
  const type = (code: string) => ((POINT_TYPES as readonly string[]).includes(code) ? t(`mall.type.${code as (typeof POINT_TYPES)[number]}`) : code);
  const columns: Array<RecordColumn<PointRow>> = [
    { key: 'time', header: t('records.time'), cell: (row) => formatSiteTime(row.time) },
    { key: 'type', header: t('mall.typeHeader'), cell: (row) => type(row.type) },
    { key: 'points', header: t('mall.points'), numeric: true, cell: (row) => (row.points > 0 ? `+${row.points}` : `−${Math.abs(row.points)}`), cellClass: (row) => signClass(row.points) },
    { key: 'balance', header: t('mall.balanceAfter'), numeric: true, cell: (row) => row.balance },
    { key: 'remark', header: t('mall.remark'), cell: (row) => row.remark },
  ];
  return <PagedRecordTable label={t('mall.tabs.details')} query={details} rowKey={(row) => String(row.id)} columns={columns} filter={{ page, setPage }} />;
}

function RulesPanel({ config }: { config: PointConfig }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  type Rate = PointConfig['exchangeRates'][number];
  const columns: Array<RecordColumn<Rate>> = [
    { key: 'vip', header: t('mall.vipLevels'), rowHeader: true, cell: (row) => (row.maxVipLevel === null ? t('mall.vipFrom', { min: String(row.minVipLevel) }) : `${row.minVipLevel}–${row.maxVipLevel}`) },
    { key: 'points', header: t('mall.points'), numeric: true, cell: (row) => row.points },
    { key: 'amount', header: t('records.amount'), numeric: true, cell: (row) => formatMoney(row.amount, cur) },
  ];
  return (
    <>
      <SafeHtml html={config.rulesHtml} className={styles.rules} />
      <section className={styles.section} aria-labelledby="mall-rates">
        <h2 id="mall-rates">{t('mall.rates')}</h2>
        <RecordTable
          label={t('mall.rates')}
          query={{ isPending: false, isError: false, error: null, data: config, refetch: () => undefined }}
          rows={(data) => data.exchangeRates}
          rowKey={(row) => String(row.minVipLevel)}
          columns={columns}
        />
      </section>
    </>
  );
}

function Mall({ config }: { config: PointConfig }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const [tab, setTab] = useState<Tab>('rewards');
  const [notice, setNotice] = useState<string | null>(null);
  const tabs = TABS.map((key) => ({ key, label: t(`mall.tabs.${key}`) }));
  return (
    <>
      <div className={styles.balance}>
        <p>{t('mall.balance')}</p>
        <p className={styles.points}>{t('mall.pointsValue', { points: String(config.points) })}</p>
        <p className={styles.hint}>{t('mall.rate', { points: String(config.rate.points), amount: formatMoney(config.rate.amount, cur) })}</p>
        <ConvertForm config={config} onDone={setNotice} />
      </div>
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      <Tabs label={t('mall.tabsLabel')} tabs={tabs} value={tab} onChange={setTab} />
      <div role="tabpanel" aria-label={tabs.find((entry) => entry.key === tab)?.label} className={records.page}>
        {tab === 'rewards' ? <RewardsPanel config={config} onNotice={setNotice} /> : tab === 'history' ? <HistoryPanel /> : tab === 'details' ? <DetailsPanel /> : <RulesPanel config={config} />}
      </div>
    </>
  );
}

/** /pointMall (PTSYS3): balance, convert, rewards to redeem, redeem history, points details, rules and rates. */
export function PointMall() {
  const { t, language } = useMemberT();
  const { t: tc } = useCommonT();
  const tree = useAtomValue(featuresAtom);
  const enabled = tree ? isFeatureEnabled(tree, 'PTSYS3') : undefined;
  const config = usePointConfig(language, enabled === true);
  if (enabled === undefined) return <Spinner label={tc('ui.loading')} />;
  if (!enabled) return <NotAvailableYet title={t('mall.title')} message={t('mall.off')} />;
  return (
    <section className={styles.page} aria-labelledby="mall-title">
      <h1 id="mall-title" className={styles.title}>
        {t('mall.title')}
      </h1>
      <QueryView query={config} empty={null}>
        {(data) => (data.enabled ? <Mall config={data} /> : <NotAvailableYet title={t('mall.title')} message={t('mall.off')} />)}
      </QueryView>
    </section>
  );
}
