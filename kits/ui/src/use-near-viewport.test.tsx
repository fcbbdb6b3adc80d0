import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

function Slot() {
  const { ref, near } = useNearViewport<HTMLDivElement>('200px');
  return <div ref={ref}>{near ? 'drawn' : 'placeholder'}</div>;
}

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('useNearViewport', () => {
  const observers: Array<{ callback: Callback; margin: string | undefined; disconnected: boolean }> = [];
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

  afterEach(() => {
    observers.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  function fakeObserver() {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      entry: (typeof observers)[number];
      constructor(callback: Callback, options?: { rootMargin?: string }) {
        this.entry = { callback, margin: options?.rootMargin, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    };
  }

  it('holds the place until the element comes within the margin, then stays drawn and stops watching', () => {
    fakeObserver();
    render(<Slot />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(observers[0]?.margin).toBe('200px');

    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('drawn')).toBeInTheDocument();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('draws at once where the browser has no IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Slot />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});
