import KeenSlider, { type KeenSliderInstance } from 'keen-slider';
import { AUTOPLAY_DELAY_MS, autoplay, carouselOptions } from '../utils/carousel';

/**
 * keen-slider on the carousel's track, with autoplay unless the visitor prefers reduced motion.
 * This module is its own chunk: it loads when the first slide change is due. Resolves once the
 * slider is created (moving it before then does nothing).
 */
export function startCarousel(container: HTMLElement, count: number, onSlide: (index: number) => void): Promise<KeenSliderInstance> {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return new Promise((resolve) => {
    const slider = new KeenSlider(
      container,
      {
        ...carouselOptions(count),
        slideChanged: (s) => onSlide(s.track.details.rel),
        // keen-slider finishes laying the slides out over the next frames; a move asked before is lost.
        created: (s) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(s))),
      },
      reduced ? [] : [autoplay(AUTOPLAY_DELAY_MS)],
    );
    // keen-slider measures on window resizes only; the side menu collapsing resizes the carousel too.
    if (typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(() => slider.update());
      observer.observe(container);
      slider.on('destroyed', () => observer.disconnect());
    }
  });
}
