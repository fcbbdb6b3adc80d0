import { lazy, Suspense } from 'react';
import type { GameMenu } from '@gp/games-kit';
import { useNearViewport } from '@gp/ui-kit';
import styles from './footer.module.css';

const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/** The footer is below the fold on most pages: its code comes when it is about to be seen. */
export function FooterSlot({ menus }: { menus: GameMenu[] }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const placeholder = <div className={styles.placeholder} />;
  return (
    <div ref={ref} className={styles.slot}>
      {near ? (
        <Suspense fallback={placeholder}>
          <Footer menus={menus} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
