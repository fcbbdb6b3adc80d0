import { type ComponentPropsWithRef, type SyntheticEvent, useState } from 'react';
import { cx } from './class-names';
import styles from './image-with-fallback.module.css';

export type ImageWithFallbackProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt'> & {
  src: string;
  /** Shown once if `src` fails; if it fails too, nothing more is tried. */
  fallbackSrc: string;
  alt: string;
  /** CSS aspect-ratio reserved before the image loads, e.g. '1 / 1' (default). */
  aspectRatio?: string;
};

export function ImageWithFallback({
  src,
  fallbackSrc,
  alt,
  aspectRatio = '1 / 1',
  className,
  style,
  onError,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: ImageWithFallbackProps) {
  // Remembers which src failed, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = failedSrc === src ? fallbackSrc : src;

  function handleError(event: SyntheticEvent<HTMLImageElement, Event>) {
    if (failedSrc !== src) setFailedSrc(src);
    onError?.(event);
  }

  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      loading={loading}
      decoding={decoding}
      className={cx(styles.image, className)}
      style={{ aspectRatio, ...style }}
      onError={handleError}
    />
  );
}
