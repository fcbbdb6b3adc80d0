import { useCallback, useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on (at once where
 * IntersectionObserver is missing). Sections below the fold draw or load their code with it.
 * `ref` is a callback ref: the element may appear after the first render. It keeps the last
 * element it was given: a caller that swaps the element out once near (skeletons for content)
 * is not drawn again for it.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  const ref = useCallback((node: T | null) => {
    if (node) setElement(node);
  }, []);
  return { ref, near };
}
