import { render } from '@testing-library/react';
import { expectConsoleWarn } from 'build-config/jest-console';
import { testGame } from '../testing/game-fixtures';
import { emitEvent, onEvent, onForeignEvent } from './event-bus';
import { eventType } from './event-map';
import { useEvent } from './use-event';
import type * as EventBus from './event-bus';

type EventBusModule = typeof EventBus;

function loadSecondCopy(): EventBusModule {
  let copy: EventBusModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<EventBusModule>('./event-bus');
  });
  if (!copy) throw new Error('second copy not loaded');
  return copy;
}

describe('event bus', () => {
  it('delivers typed details under the versioned DOM name', () => {
    const handler = jest.fn();
    const domListener = jest.fn();
    window.addEventListener('gp:v1:unread-changed', domListener);
    const off = onEvent('unread-changed', handler);

    emitEvent('unread-changed', { count: 3 });

    expect(handler).toHaveBeenCalledWith({ count: 3 }, expect.any(CustomEvent));
    expect(domListener).toHaveBeenCalledTimes(1);
    expect(eventType('open-game')).toBe('gp:v1:open-game');
    off();
    window.removeEventListener('gp:v1:unread-changed', domListener);
  });

  it('lets events without fields be emitted without a detail', () => {
    const handler = jest.fn();
    const off = onEvent('trial-blocked', handler);
    emitEvent('trial-blocked');
    expect(handler).toHaveBeenCalledWith({}, expect.any(CustomEvent));
    off();
  });

  it('stops delivering after unsubscribe', () => {
    const handler = jest.fn();
    const off = onEvent('balance-refresh-requested', handler);
    off();
    emitEvent('balance-refresh-requested', {});
    expect(handler).not.toHaveBeenCalled();
  });

  it('is heard by another deployed copy of shared, which can tell foreign events from its own', () => {
    const other = loadSecondCopy();
    const heardByOther = jest.fn();
    const foreignToOther = jest.fn();
    const foreignToUs = jest.fn();
    const offs = [
      other.onEvent('login-required', heardByOther),
      other.onForeignEvent('login-required', foreignToOther),
      onForeignEvent('login-required', foreignToUs),
    ];

    emitEvent('login-required', { reason: 'route', returnTo: '/member' });
    expect(heardByOther).toHaveBeenCalledWith({ reason: 'route', returnTo: '/member' }, expect.anything());
    expect(foreignToOther).toHaveBeenCalledTimes(1);
    expect(foreignToUs).not.toHaveBeenCalled();

    other.emitEvent('login-required', { reason: 'action' });
    expect(foreignToUs).toHaveBeenCalledWith({ reason: 'action' }, expect.anything());
    expect(foreignToOther).toHaveBeenCalledTimes(1);
    offs.forEach((off) => off());
  });

  it('parses events from another copy with their schema: invalid ones are dropped and reported once', () => {
    const other = loadSecondCopy();
    const warned = expectConsoleWarn("[events] dropped an invalid 'unread-changed' event from another copy of shared");
    const handler = jest.fn();
    const off = onEvent('unread-changed', handler);

    other.emitEvent('unread-changed', { count: -1 });
    window.dispatchEvent(new CustomEvent('gp:v1:unread-changed', { detail: { count: 'many' } }));
    expect(handler).not.toHaveBeenCalled();
    expect(warned).toHaveLength(1);

    // A newer copy may add fields: the event is kept, the fields this copy does not know are not.
    window.dispatchEvent(new CustomEvent('gp:v1:unread-changed', { detail: { count: 2, source: 'inbox' } }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual({ count: 2 });
    off();
  });

  it('reads a foreign game launch through the game schema', () => {
    const warned = expectConsoleWarn("[events] dropped an invalid 'open-game' event from another copy of shared");
    const handler = jest.fn();
    const off = onForeignEvent('open-game', handler);
    const game = testGame('Mahjong Ways', { nodeId: 7 });
    loadSecondCopy().emitEvent('open-game', { game, mode: 'popup' });
    window.dispatchEvent(new CustomEvent('gp:v1:open-game', { detail: { game: { nodeId: 8 }, mode: 'popup' } }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual({ game, mode: 'popup' });
    expect(warned).toHaveLength(1);
    off();
  });

  it('useEvent subscribes for the component lifetime and calls the latest handler', () => {
    const calls: string[] = [];
    function Listener({ label }: { label: string }) {
      useEvent('unread-changed', ({ count }) => {
        calls.push(`${label}:${count}`);
      });
      return null;
    }
    const { rerender, unmount } = render(<Listener label="a" />);
    emitEvent('unread-changed', { count: 1 });
    rerender(<Listener label="b" />);
    emitEvent('unread-changed', { count: 2 });
    unmount();
    emitEvent('unread-changed', { count: 3 });
    expect(calls).toEqual(['a:1', 'b:2']);
  });
});
