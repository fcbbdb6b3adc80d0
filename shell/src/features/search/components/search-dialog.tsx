import { type KeyboardEvent, type RefObject, useCallback, useId, useMemo, useRef, useState } from 'react';
import { recentGamesQueryOptions } from '@gp/games-kit';
import { type GameType, useNavigate, useSession } from '@gp/kernel';
import { QueryProvider, queryOptions, useQuery } from '@gp/kernel/query';
import { Button, Dialog } from '@gp/ui-kit';
import { categoryPath, categoryTitleKey } from '../../../lib/games/categories';
import { startGame } from '../../../lib/games/start-game';
import { useShellT } from '../../../lib/i18n/translation';
import { gameEntryId, type SearchEntry } from '../engine/catalogue-entries';
import { readRecentSearches, rememberSearch } from '../hooks/recent-searches';
import { useCatalogueSearch } from '../hooks/use-catalogue-search';
import { useSearchT } from '../i18n';
import { optionId, ResultList } from './result-list';
import styles from './search-dialog.module.css';
import type { Group, Option } from './search-options';

/** What the dialog shows at most per group while typing. */
const LIMITS = { category: 3, vendor: 5, game: 24 } as const;
const RECENT_GAMES = 8;

export type SearchDialogProps = { open: boolean; onClose: () => void };

/** The catalogue search (issue 24): a combobox over every category, vendor and game. */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t } = useSearchT();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={t('search.title')} size="lg" className={styles.dialog} initialFocusRef={inputRef}>
      <QueryProvider>
        <SearchPanel inputRef={inputRef} onClose={onClose} />
      </QueryProvider>
    </Dialog>
  );
}

function SearchPanel({ inputRef, onClose }: { inputRef: RefObject<HTMLInputElement | null>; onClose: () => void }) {
  const { t } = useSearchT();
  const { t: shellT } = useShellT();
  const navigate = useNavigate();
  const { kind, isLoggedIn } = useSession();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [recentSearches, setRecentSearches] = useState(readRecentSearches);
  const search = useCatalogueSearch(text);
  const entryOf = search.entry;
  const recentGames = useQuery({ ...queryOptions(recentGamesQueryOptions()), enabled: isLoggedIn });
  const listId = useId();
  const statusId = useId();
  const typed = text.trim() !== '';

  const groups = useMemo((): Group[] => {
    if (!typed) {
      const played = (recentGames.data?.games ?? []).slice(0, RECENT_GAMES).flatMap((game): Option[] => {
        const entry = entryOf?.(gameEntryId(game)) ?? { kind: 'game', id: gameEntryId(game), game, vendor: game.vassalage, category: shellT(categoryTitleKey(game.gameType)) };
        return [{ kind: 'entry', key: `recent-${entry.id}`, entry }];
      });
      return [
        { key: 'recent-searches', title: t('search.recentSearches'), options: recentSearches.map((item): Option => ({ kind: 'query', key: `q-${item}`, text: item })) },
        { key: 'recent-games', title: t('search.recentGames'), options: played },
      ].filter((group) => group.options.length > 0);
    }
    const byKind = (k: SearchEntry['kind']) => search.results.filter((entry) => entry.kind === k).slice(0, LIMITS[k]);
    const asOptions = (entries: SearchEntry[]) => entries.map((entry): Option => ({ kind: 'entry', key: entry.id, entry }));
    const out: Group[] = [
      { key: 'categories', title: t('search.categories'), options: asOptions(byKind('category')) },
      { key: 'vendors', title: t('search.vendors'), options: asOptions(byKind('vendor')) },
    ];
    // Games by category, the categories in the order of their best game.
    const games = new Map<GameType, SearchEntry[]>();
    for (const entry of byKind('game')) {
      if (entry.kind !== 'game') continue;
      const list = games.get(entry.game.gameType) ?? [];
      list.push(entry);
      games.set(entry.game.gameType, list);
    }
    for (const [type, entries] of games) out.push({ key: `games-${type}`, title: shellT(categoryTitleKey(type)), icon: type, options: asOptions(entries) });
    return out.filter((group) => group.options.length > 0);
  }, [typed, recentGames.data, entryOf, search.results, recentSearches, t, shellT]);

  const options = groups.flatMap((group) => group.options);
  const answered = typed && search.resultsFor === text;

  // Stable while typing (it reads the field, not the state): a keystroke re-renders the list
  // only when its results arrive.
  const choose = useCallback(
    (option: Option) => {
      if (option.kind === 'query') {
        if (inputRef.current) inputRef.current.value = option.text;
        setText(option.text);
        setActive(-1);
        inputRef.current?.focus();
        return;
      }
      const typedText = inputRef.current?.value ?? '';
      if (typedText.trim() !== '') setRecentSearches(rememberSearch(typedText));
      onClose();
      const { entry } = option;
      if (entry.kind === 'category') navigate(categoryPath(entry.gameType));
      else if (entry.kind === 'vendor') navigate(categoryPath(entry.vendor.gameType, entry.vendor.vassalage));
      else startGame(entry.game, kind);
    },
    [inputRef, onClose, navigate, kind],
  );

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length));
      return;
    }
    if (event.key === 'Enter') {
      // The results must answer what the field holds now (the text state may lag a keystroke).
      const current = event.currentTarget.value;
      const upToDate = current.trim() !== '' && search.resultsFor === current;
      const option = options[active] ?? (upToDate ? options[0] : undefined);
      if (!option) return;
      event.preventDefault();
      choose(option);
    }
  }

  let status = '';
  if (search.failed) status = t('search.failed');
  else if (typed && search.preparing) status = t('search.loading');
  else if (answered) status = options.length > 0 ? t('search.resultCount', { count: options.length }) : t('search.noResults', { text: text.trim() });

  return (
    <div className={styles.panel}>
      <input
        ref={inputRef}
        className={styles.input}
        type="text"
        role="combobox"
        aria-label={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && active < options.length ? optionId(listId, active) : undefined}
        aria-describedby={statusId}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        // Uncontrolled: the field shows a keystroke at once and no React render runs in the
        // keystroke's own task; the search is asked from the event, and its text and list render
        // together when the worker answers.
        defaultValue=""
        onChange={(event) => {
          const { value } = event.target;
          if (active !== -1) setActive(-1);
          // The text renders with its results: one pass, one frame after the keystroke's own.
          search.searchNow(value, () => setText(value));
        }}
        onKeyDown={onKeyDown}
      />
      <p id={statusId} role="status" className={styles.status}>
        {status}
      </p>
      {search.failed ? (
        <Button variant="secondary" onClick={search.retry}>
          {t('search.retry')}
        </Button>
      ) : null}
      {!typed && groups.length === 0 ? <p className={styles.hint}>{t('search.hint')}</p> : null}
      <ResultList listId={listId} label={t('search.title')} groups={groups} active={active} resultsFor={search.resultsFor} onChoose={choose} onActive={setActive} />
    </div>
  );
}
