import type { KeenSliderInstance } from 'keen-slider';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Skeleton } from '@gp/ui-kit';
import { useImageUrl } from '@gp/kernel';
import type { Banner } from '../../../lib/content/announcements';
import { BannerLink } from '../../../lib/content/banner-link';
import { Icon } from '../../../lib/ui/icon';
import { useHomeT } from '../i18n';
import { AUTOPLAY_DELAY_MS } from '../utils/carousel-timing';
import styles from './banner-carousel.module.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function SlideImage({ banner, first }: { banner: Banner; first: boolean }) {
  const src = useImageUrl(banner.url);
  return (
    <img
      src={src}
      alt={banner.title}
      width={1920}
      height={600}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
      className={styles.image}
    />
  );
}

/**
 * Home banners (group w_home) in a keen-slider carousel: autoplay 5000 ms, speed 1000 ms, loop
 * only with more than one banner (SPEC §9). The first banner paints at once as a plain image;
 * keen-slider (and the other banners' images) load when the first change is due or as soon as
 * the visitor reaches for the carousel, so the slider is not part of the first page's JS.
 */
export const BannerCarousel = memo(function BannerCarousel({ banners }: { banners: Banner[] | null }) {
  const { t } = useHomeT();
  const containerRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const loadingRef = useRef<Promise<KeenSliderInstance | null> | null>(null);
  const [active, setActive] = useState(false);
  const [current, setCurrent] = useState(0);
  const count = banners?.length ?? 0;

  const activate = useCallback((): Promise<KeenSliderInstance | null> => {
    if (count < 2) return Promise.resolve(null);
    loadingRef.current ??= import('./carousel-engine')
      .then(({ startCarousel }) => {
        const container = containerRef.current;
        return container ? startCarousel(container, count, setCurrent) : null;
      })
      .then((slider) => {
        sliderRef.current = slider;
        if (slider) setActive(true);
        return slider;
      });
    return loadingRef.current;
  }, [count]);

  // Before the slider exists, the first change is still due after the autoplay delay.
  useEffect(() => {
    if (count < 2 || prefersReducedMotion()) return;
    const timer = window.setTimeout(() => void activate().then((slider) => slider?.next()), AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [count, activate]);

  useEffect(
    () => () => {
      sliderRef.current?.destroy();
      sliderRef.current = null;
      loadingRef.current = null;
    },
    [count],
  );

  const go = (move: (slider: KeenSliderInstance) => void) => void activate().then((slider) => slider && move(slider));

  if (!banners) {
    return (
      <div className={styles.carousel}>
        <Skeleton aspectRatio="16 / 5" radius="lg" className={styles.skeleton} />
      </div>
    );
  }
  if (count === 0) return null;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('banners')}
      onPointerEnter={() => void activate()}
      onTouchStart={() => void activate()}
      onFocus={() => void activate()}
    >
      <div ref={containerRef} className={styles.track} data-active={active}>
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            data-slide
            className={styles.slide}
            inert={index !== current}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slide', { index: index + 1, total: count })}
          >
            <BannerLink banner={banner} className={styles.link}>
              {index === 0 || active ? (
                <SlideImage banner={banner} first={index === 0} />
              ) : (
                <span className={styles.placeholder} role="img" aria-label={banner.title} />
              )}
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t('previous')} onClick={() => go((s) => s.prev())}>
            <Icon name="chevronLeft" />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('next')} onClick={() => go((s) => s.next())}>
            <Icon name="chevronRight" />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={t('goTo', { index: index + 1 })}
                aria-current={current === index ? 'true' : undefined}
                onClick={() => go((s) => s.moveToIdx(index))}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
});
