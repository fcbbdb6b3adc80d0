import { useCallback, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on (at once where
 * IntersectionObserver is missing). Sections below the fold draw or load their code with it.
 * `ref` is a callback ref that starts watching the element it is given (the element may appear
 * after the first render, or be swapped): attaching it changes no state, so it costs no render.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const [near, setNear] = useState(false);
  const reached = useRef(false);
  const watching = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      watching.current?.disconnect();
      watching.current = null;
      if (!element || reached.current) return;
      const reach = () => {
        reached.current = true;
        watching.current?.disconnect();
        watching.current = null;
        setNear(true);
      };
      if (typeof IntersectionObserver === 'undefined') {
        reach();
        return;
      }
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reach(), { rootMargin: margin });
      observer.observe(element);
      watching.current = observer;
    },
    [margin],
  );
  return { ref, near };
}
