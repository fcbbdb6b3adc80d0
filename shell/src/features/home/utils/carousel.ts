import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from 'keen-slider';
import { isModalOpen } from '@gp/ui-kit';
import { AUTOPLAY_DELAY_MS, TRANSITION_MS } from './carousel-timing';

export { AUTOPLAY_DELAY_MS, TRANSITION_MS };

/** Loop only when there is something to loop through (SPEC §9). */
export function carouselOptions(count: number): KeenSliderOptions {
  return {
    loop: count > 1,
    defaultAnimation: { duration: TRANSITION_MS },
    slides: { perView: 1 },
    selector: '[data-slide]',
  };
}

/**
 * Moves to the next slide every `delay` ms; a pointer over the carousel or focus inside it pauses
 * it, and so does a modal dialog over the page (the change waits for the next turn).
 */
export function autoplay(delay: number = AUTOPLAY_DELAY_MS): KeenSliderPlugin {
  return (slider: KeenSliderInstance) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let paused = false;
    const clear = () => clearTimeout(timer);
    const schedule = () => {
      clear();
      if (!paused) timer = setTimeout(() => (isModalOpen() ? schedule() : slider.next()), delay);
    };
    const pause = () => {
      paused = true;
      clear();
    };
    const resume = () => {
      paused = false;
      schedule();
    };
    slider.on('created', () => {
      slider.container.addEventListener('mouseenter', pause);
      slider.container.addEventListener('mouseleave', resume);
      slider.container.addEventListener('focusin', pause);
      slider.container.addEventListener('focusout', resume);
      schedule();
    });
    slider.on('dragStarted', clear);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', clear);
  };
}
