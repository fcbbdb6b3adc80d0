import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderInShell } from '../../../testing/render-in-shell';
import type { RowState } from '../hooks/use-game-rows';
import { testGame } from '../test-data';
import { GameRow } from './game-row';

/** An IntersectionObserver the test moves: `reach(margin)` puts the row within that margin. */
class TestObserver {
  static observers: TestObserver[] = [];
  readonly margin: string;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.margin = options?.rootMargin ?? '0px';
    TestObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    TestObserver.observers = TestObserver.observers.filter((observer) => observer !== this);
  }
  enter() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function reach(margin: string) {
  act(() => TestObserver.observers.filter((observer) => observer.margin === margin).forEach((observer) => observer.enter()));
}

const LOADING: RowState = { status: 'loading' };
const READY: RowState = { status: 'ready', games: Array.from({ length: 3 }, (_, i) => testGame(i + 1, 'PG', 'RNG', { displayName: `PG game ${i + 1}` })) };

/** The row as the home view holds it: its state changes in place (the row keeps what it has seen). */
let setRowState: (state: RowState) => void = () => undefined;
function HomeRow() {
  const [state, setState] = useState<RowState>(LOADING);
  setRowState = setState;
  return <GameRow id="pg" icon="slots" title="Pocket Games" state={state} />;
}

function placeholders(region: HTMLElement): number {
  return region.querySelector('[aria-busy="true"]')?.children.length ?? 0;
}

const globals = globalThis as { IntersectionObserver?: unknown };

beforeEach(() => {
  TestObserver.observers = [];
  globals.IntersectionObserver = TestObserver;
});

afterEach(() => {
  delete globals.IntersectionObserver;
});

it('holds its place with one placeholder out of sight, a row of card placeholders on screen, and the cards once near and loaded', () => {
  renderInShell(<HomeRow />);
  const region = screen.getByRole('region', { name: 'Pocket Games' });
  // Out of sight: a single placeholder of the row's height is all there is to draw.
  expect(placeholders(region)).toBe(1);

  // Within 600 px but not yet on screen, still loading: nothing changes.
  reach('600px');
  expect(placeholders(region)).toBe(1);
  // On screen: as many card-sized placeholders as the row shows.
  reach('0px');
  expect(placeholders(region)).toBe(8);

  act(() => setRowState(READY));
  expect(within(region).getAllByRole('article')).toHaveLength(3);
  expect(region.querySelector('[aria-busy="true"]')).toBeNull();
});

it('draws the games of a loaded row only when it comes near the viewport', () => {
  renderInShell(<GameRow id="pg" icon="slots" title="Pocket Games" state={READY} />);
  const region = screen.getByRole('region', { name: 'Pocket Games' });
  expect(within(region).queryAllByRole('article')).toHaveLength(0);
  reach('600px');
  expect(within(region).getAllByRole('article')).toHaveLength(3);
});
