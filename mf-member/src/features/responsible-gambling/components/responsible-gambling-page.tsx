import { useState } from 'react';
import { Button, Dialog, ErrorState, Spinner } from '@gp/ui-kit';
import { getRuntimeConfig, memberPageTitleKey, translateError, useCommonT } from '@gp/kernel';
import { formatMoney, formatSiteTime } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import { type Limit, LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod, useConfirmLimit, useLimits } from '../../../lib/responsible-gambling/limits';
import { useSessionReminder } from '../api/session-reminder';
import { ExclusionForm } from './exclusion-form';
import { LimitForm } from './limit-form';
import { SessionReminderForm, useReminderLabel } from './session-reminder-form';
import styles from './responsible-gambling.module.css';

const KIND_TEXTS = {
  deposit: { label: 'rg.limits.deposit', hint: 'rg.limits.depositHint' },
  loss: { label: 'rg.limits.loss', hint: 'rg.limits.lossHint' },
  wager: { label: 'rg.limits.wager', hint: 'rg.limits.wagerHint' },
} as const satisfies Record<LimitKind, { label: string; hint: string }>;

const PERIOD_TEXTS = { day: 'rg.limits.day', week: 'rg.limits.week', month: 'rg.limits.month' } as const satisfies Record<LimitPeriod, string>;

type Editing = { kind: 'limit'; limit: Limit } | { kind: 'reminder' };

function LimitRow({ limit, onEdit, onNotice }: { limit: Limit; onEdit: () => void; onNotice: (message: string) => void }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const confirm = useConfirmLimit();
  const kindLabel = t(KIND_TEXTS[limit.kind].label);
  const periodLabel = t(PERIOD_TEXTS[limit.period]);
  const pendingValue = limit.pending ? (limit.pending.limit === null ? t('rg.limits.pendingNone') : formatMoney(limit.pending.limit, cur)) : '';
  const action = limit.limit === null ? t('rg.set') : t('rg.change');

  function confirmChange() {
    confirm.mutate(
      { kind: limit.kind, period: limit.period },
      { onSuccess: () => onNotice(t('rg.limits.confirmed', { value: pendingValue })), onError: (error) => onNotice(translateError(error)) },
    );
  }

  return (
    <li className={styles.row}>
      <div>
        <p className={styles.rowLabel}>{periodLabel}</p>
        <p className={cards.muted}>
          {limit.limit === null ? t('rg.limits.none') : formatMoney(limit.limit, cur)}
          {limit.left !== null ? ` · ${t('rg.limits.left', { amount: formatMoney(limit.left, cur) })}` : ''}
        </p>
        {limit.pending && !limit.pending.confirmable ? <p className={cards.muted}>{t('rg.limits.pending', { time: formatSiteTime(limit.pending.from), value: pendingValue })}</p> : null}
        {limit.pending?.confirmable ? <p>{t('rg.limits.ready', { value: pendingValue })}</p> : null}
      </div>
      <div className={styles.rowButtons}>
        {limit.pending?.confirmable ? (
          <Button aria-label={`${t('rg.limits.confirm')}: ${kindLabel}, ${periodLabel}`} loading={confirm.isPending} onClick={confirmChange}>
            {t('rg.limits.confirm')}
          </Button>
        ) : null}
        <Button variant="secondary" aria-label={`${action}: ${kindLabel}, ${periodLabel}`} onClick={onEdit}>
          {action}
        </Button>
      </div>
    </li>
  );
}

/**
 * /member/responsibleGambling (issue 24): deposit, loss and wager limits per day, week and month
 * (a pending raise or removal shown with when it may be confirmed), the session reminder, a
 * time-out and self-exclusion. The simulator enforces each (docs/api-contract.md).
 */
export function ResponsibleGamblingPage() {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const limits = useLimits();
  const reminder = useSessionReminder();
  const reminderLabel = useReminderLabel();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
  };
  const edit = (next: Editing) => {
    setNotice(null);
    setEditing(next);
  };
  const limitTitle = (limit: Limit) => t('rg.limits.dialogTitle', { kind: t(KIND_TEXTS[limit.kind].label), period: t(PERIOD_TEXTS[limit.period]) });

  return (
    <section className={records.page} aria-labelledby="rg-title">
      <h1 id="rg-title" className={records.title}>
        {tc(memberPageTitleKey('responsibleGambling'))}
      </h1>
      <p className={cards.muted}>{t('rg.intro')}</p>
      {notice ? (
        <p role="status" className={cards.notice}>
          {notice}
        </p>
      ) : null}
      <div className={styles.sections}>
        <section className={cards.card} aria-labelledby="rg-limits">
          <h2 id="rg-limits">{t('rg.limits.title')}</h2>
          <p className={cards.muted}>{t('rg.limits.rule')}</p>
          {limits.isPending ? <Spinner label={tc('ui.loading')} /> : null}
          {limits.isError ? <ErrorState error={limits.error} onRetry={() => void limits.refetch()} /> : null}
          {limits.data
            ? LIMIT_KINDS.map((kind) => (
                <div key={kind} className={styles.group} role="group" aria-labelledby={`rg-limits-${kind}`}>
                  <h3 id={`rg-limits-${kind}`}>{t(KIND_TEXTS[kind].label)}</h3>
                  <p className={cards.muted}>{t(KIND_TEXTS[kind].hint)}</p>
                  <ul className={styles.rows}>
                    {LIMIT_PERIODS.map((period) => {
                      const limit = limits.data.limits.find((candidate) => candidate.kind === kind && candidate.period === period);
                      return limit ? <LimitRow key={period} limit={limit} onEdit={() => edit({ kind: 'limit', limit })} onNotice={setNotice} /> : null;
                    })}
                  </ul>
                </div>
              ))
            : null}
        </section>
        <section className={cards.card} aria-labelledby="rg-reminder">
          <h2 id="rg-reminder">{t('rg.reminder.label')}</h2>
          {reminder.isPending ? <Spinner label={tc('ui.loading')} /> : null}
          {reminder.isError ? <ErrorState error={reminder.error} onRetry={() => void reminder.refetch()} /> : null}
          {reminder.data ? (
            <div className={styles.row}>
              <p className={cards.muted}>{reminderLabel(reminder.data.minutes)}</p>
              <Button variant="secondary" aria-label={`${t('rg.change')}: ${t('rg.reminder.label')}`} onClick={() => edit({ kind: 'reminder' })}>
                {t('rg.change')}
              </Button>
            </div>
          ) : null}
        </section>
        <section className={cards.card} aria-labelledby="rg-timeout">
          <h2 id="rg-timeout">{t('rg.timeout.title')}</h2>
          <ExclusionForm kind="timeout" />
        </section>
        <section className={cards.card} aria-labelledby="rg-exclusion">
          <h2 id="rg-exclusion">{t('rg.exclusion.title')}</h2>
          <ExclusionForm kind="selfExclusion" />
        </section>
      </div>
      {editing?.kind === 'limit' ? (
        <Dialog open onClose={() => setEditing(null)} title={limitTitle(editing.limit)} size="sm">
          <LimitForm current={editing.limit} title={limitTitle(editing.limit)} onDone={done} />
        </Dialog>
      ) : null}
      {editing?.kind === 'reminder' && reminder.data ? (
        <Dialog open onClose={() => setEditing(null)} title={t('rg.reminder.title')} size="sm">
          <SessionReminderForm current={reminder.data} onDone={done} />
        </Dialog>
      ) : null}
    </section>
  );
}
