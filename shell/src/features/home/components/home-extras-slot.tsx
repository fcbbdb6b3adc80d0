import { lazy, Suspense } from 'react';
import { useNearViewport } from '@gp/ui-kit';
import styles from './home-extras.module.css';

const HomeExtras = lazy(() => import('./home-extras').then((m) => ({ default: m.HomeExtras })));

/** Holds the place of the winner board and the app card (same size) until they come near the viewport. */
export function HomeExtrasSlot() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div className={styles.grid} aria-hidden="true">
      <div className={styles.winners} />
      <div className={styles.app} />
    </div>
  );
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <HomeExtras />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
