import { defaultRangeExtractor, observeElementRect, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_GAME_ICON } from '@gp/games-kit';
import { useImageUrl } from '@gp/kernel';
import { ImageWithFallback } from '@gp/ui-kit';
import { categoryIcon } from '../../../lib/games/categories';
import { Icon } from '../../../lib/ui/icon';
import { useSearchT } from '../i18n';
import styles from './search-dialog.module.css';
import type { Group, Option } from './search-options';

// Only the rows in view are rendered (TanStack Virtual): a keystroke's results paint a dozen rows
// and their icons, not every result. Rows have fixed heights (search-dialog.module.css), so
// nothing is measured. The active option is always rendered, so aria-activedescendant names an
// element that exists, and it is scrolled into view.

/** Fixed heights (px) of a group's title and of an option: the CSS gives them the same. */
const TITLE_HEIGHT = 40;
const OPTION_HEIGHT = 52;
/** Rows rendered beyond the visible ones, each side. */
const OVERSCAN = 2;
/** The listbox's height where layout gives none (not laid out yet, or a test DOM). */
const FALLBACK_HEIGHT = 640;
/**
 * Icons wait until the results have stayed the same this long. While the player types, each
 * keystroke's rows would load and paint a dozen images that the next keystroke replaces: on a slow
 * phone that work, not the search, was most of the time from a key to its results.
 */
const ICON_DELAY_MS = 250;

type Row = { kind: 'title'; key: string; group: Group } | { kind: 'option'; key: string; group: Group; option: Option; index: number };

export type ResultListProps = {
  listId: string;
  label: string;
  groups: Group[];
  /** The active option's index among all options (-1: none). */
  active: number;
  /** The text the results shown answer (a test and the bench wait for it). */
  resultsFor: string;
  onChoose: (option: Option) => void;
  onActive: (index: number) => void;
};

/** The id of the option at `index` (the field's aria-activedescendant). */
export const optionId = (listId: string, index: number): string => `${listId}-${index}`;

/** The listbox: its groups and options, the active one marked (the field keeps the focus). */
export const ResultList = memo(function ResultList({ listId, label, groups, active, resultsFor, onChoose, onActive }: ResultListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => {
    const out: Row[] = [];
    let index = -1;
    for (const group of groups) {
      out.push({ kind: 'title', key: `t-${group.key}`, group });
      for (const option of group.options) {
        index += 1;
        out.push({ kind: 'option', key: `o-${group.key}-${option.key}`, group, option, index });
      }
    }
    return out;
  }, [groups]);
  const activeRow = useMemo(() => rows.findIndex((row) => row.kind === 'option' && row.index === active), [rows, active]);
  const [iconsFor, setIconsFor] = useState<Row[] | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setIconsFor(rows)), ICON_DELAY_MS);
    return () => clearTimeout(timer);
  }, [rows]);
  const icons = iconsFor === rows;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    // A new key function for new rows: the virtualizer then takes the sizes of these rows.
    getItemKey: useCallback((index: number) => rows[index]?.key ?? index, [rows]),
    estimateSize: (index) => (rows[index]?.kind === 'title' ? TITLE_HEIGHT : OPTION_HEIGHT),
    overscan: OVERSCAN,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT })),
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        if (activeRow < 0 || indexes.includes(activeRow)) return indexes;
        return [...indexes, activeRow].sort((a, b) => a - b);
      },
      [activeRow],
    ),
  });

  // New results start at the top; the active option (arrow keys) is kept in view.
  // (From the offset the virtualizer keeps: asking the box would lay the page out again.)
  useLayoutEffect(() => {
    if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
  }, [virtualizer, rows]);
  useEffect(() => {
    if (activeRow >= 0) virtualizer.scrollToIndex(activeRow, { align: 'auto' });
  }, [virtualizer, activeRow]);

  // The rendered rows under their groups (a group's title may be out of view, its name stays).
  const rendered = new Map<string, { group: Group; rows: ReactNode[] }>();
  for (const item of virtualizer.getVirtualItems()) {
    const row = rows[item.index];
    if (!row) continue;
    const slot = rendered.get(row.group.key) ?? { group: row.group, rows: [] };
    rendered.set(row.group.key, slot);
    slot.rows.push(
      row.kind === 'title' ? (
        <GroupTitle key={row.key} group={row.group} top={item.start} />
      ) : (
        <OptionView
          key={row.key}
          id={optionId(listId, row.index)}
          option={row.option}
          index={row.index}
          selected={row.index === active}
          icons={icons}
          top={item.start}
          onChoose={onChoose}
          onActive={onActive}
        />
      ),
    );
  }

  return (
    <div ref={scrollRef} id={listId} role="listbox" aria-label={label} className={styles.listbox} data-results-for={resultsFor}>
      <div role="presentation" className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
        {[...rendered.values()].map(({ group, rows: groupRows }) => (
          <div key={group.key} role="group" aria-label={group.title}>
            {groupRows}
          </div>
        ))}
      </div>
    </div>
  );
});

const GroupTitle = memo(function GroupTitle({ group, top }: { group: Group; top: number }) {
  return (
    <div role="presentation" aria-hidden="true" className={styles.groupTitle} style={{ top }}>
      {group.icon ? <Icon name={categoryIcon(group.icon)} /> : null}
      {group.title}
    </div>
  );
});

type OptionViewProps = {
  id: string;
  option: Option;
  index: number;
  selected: boolean;
  /** Whether the remote icons are drawn (a plain square holds their place until then). */
  icons: boolean;
  top: number;
  onChoose: (option: Option) => void;
  onActive: (index: number) => void;
};

/** One option; kept as it is while its place, its text and its state are (the next keystroke's results often share rows). */
const OptionView = memo(function OptionView({ id, option, index, selected, icons, top, onChoose, onActive }: OptionViewProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      className={styles.option}
      style={{ top }}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(option)}
      onMouseMove={() => {
        if (!selected) onActive(index);
      }}
    >
      <OptionContent option={option} icons={icons} />
    </div>
  );
});

function OptionContent({ option, icons }: { option: Option; icons: boolean }) {
  const { t } = useSearchT();
  if (option.kind === 'query') {
    return <OptionRow media={<Icon name="clock" />} label={option.text} />;
  }
  const { entry } = option;
  if (entry.kind === 'category') return <OptionRow media={<Icon name={categoryIcon(entry.gameType)} />} label={entry.name} />;
  if (entry.kind === 'vendor') {
    return <OptionRow media={<RemoteImage url={entry.vendor.iconUrl} shown={icons} />} label={entry.vendor.name} detail={t('search.vendorIn', { category: entry.category })} />;
  }
  return <OptionRow media={<RemoteImage url={entry.game.iconUrl} shown={icons} />} label={entry.game.displayName} detail={entry.vendor} />;
}

function OptionRow({ media, label, detail }: { media: ReactNode; label: string; detail?: string }) {
  return (
    <>
      <span className={styles.media}>{media}</span>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {detail ? <span className={styles.detail}>{detail}</span> : null}
      </span>
    </>
  );
}

function RemoteImage({ url, shown }: { url: string; shown: boolean }) {
  const src = useImageUrl(url);
  if (!shown) return <span className={styles.image} />;
  return <ImageWithFallback src={src} fallbackSrc={DEFAULT_GAME_ICON} alt="" width={32} height={32} loading="lazy" decoding="async" className={styles.image} />;
}
