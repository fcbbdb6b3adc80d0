import { useCallback, useEffect, useState } from 'react';

/** Ms until the next whole interval since the session began (never 0: a full interval at a boundary). */
export function msUntilNextReminder(elapsedMs: number, intervalMs: number): number {
  return intervalMs - (Math.max(0, elapsedMs) % intervalMs);
}

/**
 * The reminder is due at every whole `intervalMs` since `sessionStart` (a time of this page's
 * clock). While it is due, nothing else is counted; `acknowledge` waits for the next whole
 * interval from now. An interval of 0 (off) or an unknown start schedules nothing.
 */
export function useReminderSchedule(intervalMs: number, sessionStart: number | null): { due: boolean; acknowledge: () => void } {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due || intervalMs <= 0 || sessionStart === null) return;
    const timer = window.setTimeout(() => setDue(true), msUntilNextReminder(Date.now() - sessionStart, intervalMs));
    return () => window.clearTimeout(timer);
  }, [due, intervalMs, sessionStart]);
  // Turning it off closes a reminder on show.
  useEffect(() => {
    if (intervalMs <= 0) setDue(false);
  }, [intervalMs]);
  const acknowledge = useCallback(() => setDue(false), []);
  return { due, acknowledge };
}
