import { atom, useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

// Deadlines outlive the dialog: closing and reopening it must not allow an early resend (SPEC §4).
const deadlinesAtom = atom<Readonly<Record<string, number>>>({});

const secondsLeft = (deadline: number | undefined, now: number) =>
  deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));

/** A per-purpose countdown in whole seconds (the SMS resend wait). */
export function useCountdown(key: string): { remaining: number; start: (seconds: number) => void } {
  const [deadlines, setDeadlines] = useAtom(deadlinesAtom);
  const deadline = deadlines[key];
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(deadline, now);

  useEffect(() => {
    if (deadline === undefined || deadline <= Date.now()) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback(
    (seconds: number) => {
      const at = Date.now();
      setNow(at);
      setDeadlines((prev) => ({ ...prev, [key]: at + seconds * 1000 }));
    },
    [key, setDeadlines],
  );

  return { remaining, start };
}
