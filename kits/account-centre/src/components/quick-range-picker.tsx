import { useAccountKitT } from '../i18n';
import type { RangeChoice } from '../range/ranges';
import styles from '../records.module.css';

/** The quick ranges a page offers, one pressed at a time. */
export function QuickRangePicker<R extends RangeChoice>({ ranges, value, onChange }: { ranges: readonly R[]; value: R; onChange: (next: R) => void }) {
  const { t } = useAccountKitT();
  return (
    <div role="group" aria-label={t('range.label')} className={styles.quick}>
      {ranges.map((range) => (
        <button key={range} type="button" aria-pressed={value === range} className={styles.quickButton} onClick={() => onChange(range)}>
          {t(`range.${range}`)}
        </button>
      ))}
    </div>
  );
}
