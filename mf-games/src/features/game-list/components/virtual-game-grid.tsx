import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GameCard } from '@gp/games-kit';
import { Skeleton } from '@gp/ui-kit';
import { type Game } from '@gp/kernel';
import styles from './virtual-game-grid.module.css';

const MIN_CARD_WIDTH = { narrow: 148, wide: 172 } as const;
const GAP = { narrow: 12, wide: 16 } as const;
/** Card height beyond its square icon: padding, name, buttons. */
const CARD_CHROME = 70;

/** Columns from the list width: at least two, cards never narrower than the minimum. */
export function layoutFor(width: number) {
  const wide = width >= 700;
  const gap = wide ? GAP.wide : GAP.narrow;
  const columns = Math.max(2, Math.floor((width + gap) / ((wide ? MIN_CARD_WIDTH.wide : MIN_CARD_WIDTH.narrow) + gap)));
  const cardWidth = width > 0 ? (width - gap * (columns - 1)) / columns : MIN_CARD_WIDTH.narrow;
  return { columns, gap, rowHeight: Math.round(cardWidth + CARD_CHROME + gap) };
}

/** The list's width, followed as the window or the layout changes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function documentTop(element: HTMLElement | null): number {
  let top = 0;
  for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null) top += node.offsetTop;
  return top;
}

const Item = memo(function Item({ game, index, total, priority }: { game: Game; index: number; total: number; priority: boolean }) {
  return (
    <div role="listitem" className={styles.item} data-vendor={game.vassalage} aria-posinset={index + 1} aria-setsize={total}>
      <GameCard game={game} priority={priority} />
    </div>
  );
});

function Placeholder() {
  return (
    <div className={styles.placeholder} aria-hidden="true">
      <Skeleton aspectRatio="1 / 1" />
      <Skeleton height={16} width="70%" radius="sm" />
      <Skeleton height={32} radius="md" />
    </div>
  );
}

export type VirtualGameGridProps = {
  label: string;
  total: number;
  gameAt: (index: number) => Game | undefined;
  /** Called with the first and last item index on screen (plus a little overscan). */
  onRangeChange: (start: number, end: number) => void;
  busy?: boolean;
};

/**
 * A window-scrolling grid that renders only the rows on screen: 10,000 games stay a few dozen
 * cards in the DOM. Rows are positioned by the virtualizer itself, so scrolling re-renders
 * nothing until another row comes into view.
 */
export function VirtualGameGrid({ label, total, gameAt, onRangeChange, busy = false }: VirtualGameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const width = useWidth(listRef);
  const { columns, gap, rowHeight } = layoutFor(width);
  const rows = Math.ceil(total / columns);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Content above the list (vendor rows, tables) can grow after it loads: follow the page's size.
  useLayoutEffect(() => {
    const update = () => setScrollMargin(documentTop(listRef.current));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: 1,
    scrollMargin,
    directDomUpdates: true,
    useFlushSync: false,
    // A row not laid out yet (or a test DOM) measures 0: keep the estimate rather than stack rows.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || rowHeight,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const firstRow = virtualRows[0]?.index ?? 0;
  const lastRow = virtualRows.at(-1)?.index ?? 0;

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight, columns]);

  useEffect(() => {
    if (rows > 0) onRangeChange(firstRow * columns, Math.min(total, (lastRow + 1) * columns) - 1);
  }, [firstRow, lastRow, columns, rows, total, onRangeChange]);

  return (
    <div ref={listRef} className={styles.viewport}>
      <div ref={virtualizer.containerRef} role="list" aria-label={label} aria-busy={busy} className={styles.list}>
        {virtualRows.map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap, paddingBottom: gap }}
          >
            {Array.from({ length: columns }, (_, column) => {
              const index = row.index * columns + column;
              if (index >= total) return null;
              const game = gameAt(index);
              return game ? <Item key={index} game={game} index={index} total={total} priority={row.index === 0} /> : <Placeholder key={index} />;
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
