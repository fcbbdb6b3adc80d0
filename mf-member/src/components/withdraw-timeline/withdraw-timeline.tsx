import { useId } from 'react';
import { getRuntimeConfig } from '@gp/kernel';
import { Button } from '@gp/ui-kit';
import { formatMoney, formatSiteTime } from '@gp/account-centre-kit';
import { useMemberT } from '../../lib/i18n';
import type { ProgressStep, WithdrawProgress } from '../../lib/withdraw-progress/get-withdraw-progress';
import styles from './withdraw-timeline.module.css';

type Row = { step: ProgressStep; state: 'done' | 'current' | 'refused' | 'next' | 'later'; time?: string; expected?: string; reason?: string | null };

/** The path a withdrawal takes: the usual one, or the one that ends where it was refused. */
function pathOf(progress: WithdrawProgress): ProgressStep[] {
  const reached = new Set(progress.timeline.map((entry) => entry.step));
  if (reached.has('REJECTED')) return ['SUBMITTED', 'REVIEWING', 'REJECTED'];
  if (reached.has('FAILED')) return ['SUBMITTED', 'REVIEWING', 'APPROVED', 'FAILED'];
  return ['SUBMITTED', 'REVIEWING', 'APPROVED', 'PAID'];
}

export function timelineRows(progress: WithdrawProgress): Row[] {
  const reached = new Map(progress.timeline.map((entry) => [entry.step, entry]));
  const path = pathOf(progress);
  const last = [...path].reverse().find((step) => reached.has(step));
  return path.map((step) => {
    const entry = reached.get(step);
    if (entry) {
      const refused = step === 'REJECTED' || step === 'FAILED';
      return { step, state: refused ? 'refused' : step === last ? 'current' : 'done', time: entry.time, reason: entry.reason };
    }
    if (progress.nextStep?.step === step) return { step, state: 'next', expected: progress.nextStep.expectedTime };
    return { step, state: 'later' };
  });
}

/**
 * A withdrawal's timeline (issue 24): an ordered list of its steps — submitted, reviewing,
 * approved or rejected with the reason, paid — each with its time, the next one with the time it
 * is expected; the step the withdrawal is at carries `aria-current="step"`.
 */
export function WithdrawTimeline({ progress, title, onRefresh, refreshing = false }: { progress: WithdrawProgress; title?: string; onRefresh?: () => void; refreshing?: boolean }) {
  const { t } = useMemberT();
  const headingId = useId();
  const cur = getRuntimeConfig().currencySymbol;
  const rows = timelineRows(progress);
  return (
    <section className={styles.timeline} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {title ?? t('withdrawProgress.title', { orderNo: progress.orderNo, amount: formatMoney(progress.amount, cur) })}
        </h2>
        {onRefresh ? (
          <Button variant="secondary" size="sm" loading={refreshing} onClick={onRefresh}>
            {t('withdrawProgress.refresh')}
          </Button>
        ) : null}
      </div>
      <ol className={styles.steps} aria-label={t('withdrawProgress.steps')}>
        {rows.map((row) => (
          <li key={row.step} className={styles.step} data-state={row.state} aria-current={row.state === 'current' || row.state === 'refused' ? 'step' : undefined}>
            <span className={styles.marker} aria-hidden="true" />
            <span className={styles.label}>{t(`withdrawProgress.step.${row.step}`)}</span>
            <span className={styles.when}>
              {row.time
                ? formatSiteTime(row.time)
                : row.expected
                  ? t('withdrawProgress.expected', { time: formatSiteTime(row.expected) })
                  : t('withdrawProgress.later')}
            </span>
            {row.reason ? <p className={styles.reason}>{t('withdrawProgress.reason', { reason: row.reason })}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
