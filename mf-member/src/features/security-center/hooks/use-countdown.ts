import { useEffect, useState } from 'react';

/** A countdown in whole seconds: `start(ms)` begins it; it ticks once a second down to 0. */
export function useCountdown(): [number, (ms: number) => void] {
  const [clock, setClock] = useState({ until: 0, now: 0 });
  const running = clock.until > clock.now;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setClock((prev) => ({ ...prev, now: Date.now() })), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  const start = (ms: number) => {
    const now = Date.now();
    setClock({ until: now + ms, now });
  };
  return [Math.max(0, Math.ceil((clock.until - clock.now) / 1000)), start];
}
