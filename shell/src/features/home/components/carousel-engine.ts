import KeenSlider, { type KeenSliderInstance } from 'keen-slider';
import { AUTOPLAY_DELAY_MS, autoplay, carouselOptions } from '../utils/carousel';

/**
 * keen-slider on the carousel's track, with autoplay unless the visitor prefers reduced motion.
 * This module is its own chunk: it loads when the first slide change is due.
 */
export function startCarousel(container: HTMLElement, count: number, onSlide: (index: number) => void): KeenSliderInstance {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const slider = new KeenSlider(
    container,
    { ...carouselOptions(count), slideChanged: (s) => onSlide(s.track.details.rel) },
    reduced ? [] : [autoplay(AUTOPLAY_DELAY_MS)],
  );
  // keen-slider measures on window resizes only; the side menu collapsing resizes the carousel too.
  if (typeof ResizeObserver !== 'undefined') {
    const observer = new ResizeObserver(() => slider.update());
    observer.observe(container);
    slider.on('destroyed', () => observer.disconnect());
  }
  return slider;
}
