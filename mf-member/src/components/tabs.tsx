import { type KeyboardEvent, useId } from 'react';
import styles from '@gp/account-centre-kit/records-base.module.css';

/** A tab list (arrow keys move between tabs) whose panel the caller renders with `panelProps`. */
export function Tabs<K extends string>({ label, tabs, value, onChange }: { label: string; tabs: ReadonlyArray<{ key: K; label: string }>; value: K; onChange: (key: K) => void }) {
  const id = useId();
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.key === value);
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    onChange(next.key);
    document.getElementById(`${id}-${next.key}`)?.focus();
  }
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={`${id}-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={tab.key === value}
          tabIndex={tab.key === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
