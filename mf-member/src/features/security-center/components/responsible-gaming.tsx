import { useState } from 'react';
import { Button, Dialog, ErrorState, Spinner } from '@gp/ui-kit';
import { getRuntimeConfig, useCommonT } from '@gp/kernel';
import { formatMoney, formatSiteTime } from '@gp/account-centre-kit';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import { type DepositLimit, useDepositLimit } from '../api/deposit-limit';
import { useSessionReminder } from '../api/session-reminder';
import { DepositLimitForm } from './deposit-limit-form';
import { SessionReminderForm, useReminderLabel } from './session-reminder-form';
import styles from './security-center.module.css';

type Action = 'limit' | 'reminder';

function LimitState({ limit }: { limit: DepositLimit }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  return (
    <>
      <p className={cards.muted}>{limit.limit === null ? t('rg.limit.none') : t('rg.limit.perDay', { amount: formatMoney(limit.limit, cur) })}</p>
      {limit.limit !== null && limit.leftToday !== null ? <p className={cards.muted}>{t('rg.limit.leftToday', { amount: formatMoney(limit.leftToday, cur) })}</p> : null}
      {limit.pending ? (
        <p className={cards.muted}>
          {t('rg.limit.pending', {
            time: formatSiteTime(limit.pending.from),
            value: limit.pending.limit === null ? t('rg.limit.pendingNone') : formatMoney(limit.pending.limit, cur),
          })}
        </p>
      ) : null}
    </>
  );
}

/** My account's responsible gaming card: the daily deposit limit (and the session reminder). */
export function ResponsibleGaming({ onNotice }: { onNotice: (message: string | null) => void }) {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const limit = useDepositLimit();
  const reminder = useSessionReminder();
  const reminderLabel = useReminderLabel();
  const [action, setAction] = useState<Action | null>(null);

  const done = (message: string) => {
    setAction(null);
    onNotice(message);
  };
  const open = (next: Action) => {
    onNotice(null);
    setAction(next);
  };

  return (
    <section className={cards.card} aria-labelledby="security-rg">
      <h2 id="security-rg">{t('rg.title')}</h2>
      <p className={cards.muted}>{t('rg.intro')}</p>
      <ul className={styles.actions}>
        <li className={styles.action}>
          <div>
            <p className={styles.actionLabel}>{t('rg.limit.label')}</p>
            {limit.isPending ? <Spinner label={tc('ui.loading')} /> : null}
            {limit.isError ? <ErrorState error={limit.error} onRetry={() => void limit.refetch()} /> : null}
            {limit.data ? <LimitState limit={limit.data} /> : null}
          </div>
          {limit.data ? (
            <Button variant="secondary" aria-label={`${limit.data.limit === null ? t('rg.set') : t('rg.change')}: ${t('rg.limit.label')}`} onClick={() => open('limit')}>
              {limit.data.limit === null ? t('rg.set') : t('rg.change')}
            </Button>
          ) : null}
        </li>
        <li className={styles.action}>
          <div>
            <p className={styles.actionLabel}>{t('rg.reminder.label')}</p>
            {reminder.isPending ? <Spinner label={tc('ui.loading')} /> : null}
            {reminder.isError ? <ErrorState error={reminder.error} onRetry={() => void reminder.refetch()} /> : null}
            {reminder.data ? <p className={cards.muted}>{reminderLabel(reminder.data.minutes)}</p> : null}
          </div>
          {reminder.data ? (
            <Button variant="secondary" aria-label={`${t('rg.change')}: ${t('rg.reminder.label')}`} onClick={() => open('reminder')}>
              {t('rg.change')}
            </Button>
          ) : null}
        </li>
      </ul>
      {action === 'limit' && limit.data ? (
        <Dialog open onClose={() => setAction(null)} title={t('rg.limit.title')} size="sm">
          <DepositLimitForm current={limit.data} onDone={done} />
        </Dialog>
      ) : null}
      {action === 'reminder' && reminder.data ? (
        <Dialog open onClose={() => setAction(null)} title={t('rg.reminder.title')} size="sm">
          <SessionReminderForm current={reminder.data} onDone={done} />
        </Dialog>
      ) : null}
    </section>
  );
}
