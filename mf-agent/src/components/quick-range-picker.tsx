import { useAgentT } from '../lib/i18n';
import { QUICK_RANGES, type QuickRange } from '../lib/quick-range';
import styles from './records.module.css';

/** Today, yesterday, this week, last week, this month, last month: one pressed at a time. */
export function QuickRangePicker({ value, onChange }: { value: QuickRange; onChange: (next: QuickRange) => void }) {
  const { t } = useAgentT();
  return (
    <div role="group" aria-label={t('range.label')} className={styles.quick}>
      {QUICK_RANGES.map((range) => (
        <button key={range} type="button" aria-pressed={value === range} className={styles.quickButton} onClick={() => onChange(range)}>
          {t(`range.${range}`)}
        </button>
      ))}
    </div>
  );
}
