import { act, screen, within } from '@testing-library/react';
import { setTestRuntimeConfig } from '@gp/kernel/testing';
import type { Banner } from '../../../lib/content/announcements';
import { renderInShell } from '../../../testing/render-in-shell';
import { AUTOPLAY_DELAY_MS, autoplay, carouselOptions, TRANSITION_MS } from '../utils/carousel';
import { BannerCarousel } from './banner-carousel';

type Listener = (slider: FakeSlider) => void;
type FakeSlider = {
  container: HTMLElement;
  options: Record<string, unknown>;
  next: jest.Mock;
  prev: jest.Mock;
  moveToIdx: jest.Mock;
  destroy: jest.Mock;
  on: (name: string, listener: Listener) => void;
  emit: (name: string) => void;
  track: { details: { rel: number } };
};

const created: FakeSlider[] = [];

jest.mock('keen-slider', () => ({
  __esModule: true,
  default: jest.fn().mockImplementation((container: HTMLElement, options: Record<string, unknown>, plugins: ((s: FakeSlider) => void)[] = []) => {
    const listeners = new Map<string, Listener[]>();
    const slider: FakeSlider = {
      container,
      options,
      next: jest.fn(),
      prev: jest.fn(),
      moveToIdx: jest.fn(),
      destroy: jest.fn(),
      on: (name, listener) => listeners.set(name, [...(listeners.get(name) ?? []), listener]),
      // Like keen-slider: listeners, then the hook of the same name in the options.
      emit: (name) => {
        listeners.get(name)?.forEach((listener) => listener(slider));
        (options[name] as Listener | undefined)?.(slider);
      },
      track: { details: { rel: 0 } },
    };
    plugins.forEach((plugin) => plugin(slider));
    slider.emit('created');
    created.push(slider);
    return slider;
  }),
}));

const banner = (id: number, linkageType: Banner['linkageType'] = 'NONE', linkUrl?: string): Banner => ({
  id,
  url: `/assets/banners/w_home/${id}.svg`,
  linkageType,
  linkUrl: linkUrl ?? null,
  nodeId: null,
  groupName: 'w_home',
  title: `Banner ${id}`,
});

/** Lets the dynamic import of keen-slider settle, and the frames it waits for pass. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 3; i += 1) await jest.advanceTimersByTimeAsync(20);
  });
}

beforeEach(() => {
  created.length = 0;
  setTestRuntimeConfig();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('carousel settings (SPEC §9)', () => {
  it('autoplays every 5000 ms with a 1000 ms transition, and loops only with more than one banner', () => {
    expect(AUTOPLAY_DELAY_MS).toBe(5000);
    expect(TRANSITION_MS).toBe(1000);
    expect(carouselOptions(5)).toMatchObject({ loop: true, defaultAnimation: { duration: 1000 } });
    expect(carouselOptions(1)).toMatchObject({ loop: false, defaultAnimation: { duration: 1000 } });
  });

  it('the autoplay plugin moves on after the delay, waits while the pointer is over it, and after each animation', () => {
    const container = document.createElement('div');
    const listeners = new Map<string, (() => void)[]>();
    const slider = {
      container,
      next: jest.fn(),
      on: (name: string, listener: () => void) => listeners.set(name, [...(listeners.get(name) ?? []), listener]),
    };
    autoplay(5000)(slider as never);
    listeners.get('created')?.forEach((listener) => listener());
    jest.advanceTimersByTime(4999);
    expect(slider.next).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(slider.next).toHaveBeenCalledTimes(1);

    container.dispatchEvent(new Event('mouseenter'));
    listeners.get('animationEnded')?.forEach((listener) => listener());
    jest.advanceTimersByTime(10_000);
    expect(slider.next).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event('mouseleave'));
    jest.advanceTimersByTime(5000);
    expect(slider.next).toHaveBeenCalledTimes(2);

    // A modal dialog over the page: the banners wait until it closes.
    listeners.get('animationEnded')?.forEach((listener) => listener());
    document.documentElement.setAttribute('data-modal-open', '');
    jest.advanceTimersByTime(15_000);
    expect(slider.next).toHaveBeenCalledTimes(2);
    document.documentElement.removeAttribute('data-modal-open');
    jest.advanceTimersByTime(5000);
    expect(slider.next).toHaveBeenCalledTimes(3);
  });
});

describe('BannerCarousel', () => {
  it('paints the first banner at once and starts keen-slider when the first change is due', async () => {
    renderInShell(<BannerCarousel banners={[banner(1, 'ROUTE', '/promotions'), banner(2, 'URL', 'https://example.com/vip'), banner(3)]} />);
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    expect(within(carousel).getByRole('img', { name: 'Banner 1' }).tagName).toBe('IMG');
    // The other banners wait for the slider (no image requests before it is needed).
    expect(within(carousel).getByRole('img', { name: 'Banner 2' }).tagName).toBe('SPAN');
    expect(created).toHaveLength(0);

    act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS));
    await flush();
    expect(created).toHaveLength(1);
    const slider = created[0] as FakeSlider;
    expect(slider.options).toMatchObject({ loop: true, defaultAnimation: { duration: 1000 } });
    expect(slider.next).toHaveBeenCalledTimes(1);
    expect(within(carousel).getByRole('img', { name: 'Banner 3' }).tagName).toBe('IMG');

    // Link types: a route, an external URL, nothing.
    expect(within(carousel).getByRole('link', { name: 'Banner 1' })).toHaveAttribute('href', '/promotions');
    const external = within(carousel).getByRole('link', { name: 'Banner 2' });
    expect(external).toHaveAttribute('href', 'https://example.com/vip');
    expect(external).toHaveAttribute('target', '_blank');
    expect(within(carousel).queryByRole('link', { name: 'Banner 3' })).not.toBeInTheDocument();
  });

  it('starts the slider as soon as the visitor reaches for it', async () => {
    renderInShell(<BannerCarousel banners={[banner(1), banner(2)]} />);
    act(() => {
      screen.getByRole('button', { name: 'Show banner 2' }).click();
    });
    await flush();
    expect(created).toHaveLength(1);
    expect(created[0]?.moveToIdx).toHaveBeenCalledWith(1);
  });

  it('with one banner: no loop, no autoplay, no controls, no slider', async () => {
    renderInShell(<BannerCarousel banners={[banner(1)]} />);
    act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS * 3));
    await flush();
    expect(created).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Next banner' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
  });
});
