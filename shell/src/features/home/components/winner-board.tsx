import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { ErrorState, Spinner, formatBalance } from '@gp/ui-kit';
import { useBalance, useLanguage } from '@gp/kernel';
import { QueryProvider } from '@gp/kernel/query';
import { useWinnerBoard, type WinnerEntry } from '../api/winner-board';
import { useHomeT } from '../i18n';
import styles from './winner-board.module.css';

/** SPEC §9: the board scrolls by 0.5 px a step, a step per frame of a 60 Hz display. */
export const SCROLL_STEP_PX = 0.5;
const FRAMES_PER_SECOND = 60;

/**
 * Seconds to scroll through one copy of the list at 0.5 px per frame. The scrolling itself is a
 * CSS animation: the compositor moves it, so it costs the main thread nothing.
 */
export function tickerDuration(loopHeight: number): number {
  return loopHeight / (SCROLL_STEP_PX * FRAMES_PER_SECOND);
}

/** Measures one copy of the list (the track holds two) and keeps the duration in step with it. */
function useTickerDuration(enabled: boolean) {
  const listRef = useRef<HTMLUListElement>(null);
  const [duration, setDuration] = useState(0);
  useEffect(() => {
    const list = listRef.current;
    if (!enabled || !list) return;
    const measure = () => setDuration(tickerDuration(list.offsetHeight));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [enabled]);
  return { listRef, duration };
}

function Entry({ entry, symbol }: { entry: WinnerEntry; symbol: string }) {
  const { t } = useHomeT();
  return (
    <li className={styles.entry}>
      <span className={styles.avatar} aria-hidden="true">
        {entry.customerName.charAt(0).toUpperCase()}
      </span>
      <span className={styles.text}>
        <span className={styles.who}>
          <strong>{entry.customerName}</strong> {t('won')} <strong className={styles.amount}>{formatBalance(entry.winAmount, symbol)}</strong>
        </span>
        <span className={styles.game}>
          {t('on')} {entry.gameName}
        </span>
      </span>
    </li>
  );
}

/** The winner board (ODSFE2_getWinnerBoard, ALL, 20 entries), a slowly scrolling ticker. */
export function WinnerBoard() {
  return (
    <QueryProvider>
      <WinnerTicker />
    </QueryProvider>
  );
}

function WinnerTicker() {
  const { t } = useHomeT();
  const language = useLanguage();
  const { currencySymbol } = useBalance();
  const board = useWinnerBoard(language);
  const entries = board.data ?? [];
  const { listRef, duration } = useTickerDuration(entries.length > 0);

  if (board.isError && !board.isFetching) return <ErrorState error={board.error} onRetry={() => void board.refetch()} />;
  if (!board.data) return <Spinner centered />;
  if (entries.length === 0) return <p className={styles.empty}>{t('noWinners')}</p>;
  return (
    <div className={styles.viewport}>
      <div className={styles.track} style={duration > 0 ? ({ '--ticker-duration': `${duration}s` } as CSSProperties) : undefined}>
        <ul ref={listRef} className={styles.list}>
          {entries.map((entry, index) => (
            <Entry key={index} entry={entry} symbol={currencySymbol} />
          ))}
        </ul>
        {/* The second copy makes the loop seamless; it is not read twice. */}
        <ul className={styles.list} aria-hidden="true">
          {entries.map((entry, index) => (
            <Entry key={index} entry={entry} symbol={currencySymbol} />
          ))}
        </ul>
      </div>
    </div>
  );
}
