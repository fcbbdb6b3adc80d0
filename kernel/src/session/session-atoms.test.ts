import { createTestStore } from '../state/jotai';
import { onEvent } from '../events/event-bus';
import { setTestRuntimeConfig, testMember } from '../testing';
import {
  balanceAtom,
  currencySymbolAtom,
  memberInfoAtom,
  readStoredSession,
  restoreSessionAtom,
  sessionKindAtom,
  setBalanceAtom,
  setMemberInfoAtom,
  signInAtom,
  signOutAtom,
  takeTokenFromUrl,
  tokenAtom,
} from './session-atoms';
import { SESSION_KEYS } from './session-keys';
import { sessionKindOf } from './session-kind';
import { sharedStore } from './shared-store';
import type * as SessionAtoms from './session-atoms';
import type * as SharedStore from './shared-store';

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig({ merchantCode: 'GP01', currencySymbol: '₱' });
});

describe('sessionKindOf', () => {
  it.each([
    [0, 'member'],
    [1, 'agent'],
    [2, 'agent'],
    [41, 'agent'],
    [42, 'agent'],
    [4, 'trial'],
  ] as const)('member type %i is %s', (type, kind) => {
    expect(sessionKindOf(testMember({ type }), 'tok')).toBe(kind);
  });

  it('is guest without a token and member while member info is pending', () => {
    expect(sessionKindOf(testMember({ type: 1 }), null)).toBe('guest');
    expect(sessionKindOf(null, 'tok')).toBe('member');
  });
});

describe('session atoms', () => {
  it('sign in writes the session keys and state, and announces it', () => {
    const store = createTestStore();
    const events = jest.fn();
    const off = onEvent('session-changed', events);
    const member = testMember({ id: 77, type: 41, nickname: 'Boss', account: 'boss', userName: 'boss01' });

    store.set(signInAtom, { token: 'tok-1', member });

    expect(store.get(tokenAtom)).toBe('tok-1');
    expect(store.get(memberInfoAtom)).toEqual(member);
    expect(store.get(sessionKindAtom)).toBe('agent');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok-1');
    expect(sessionStorage.getItem(SESSION_KEYS.nickname)).toBe('Boss');
    expect(sessionStorage.getItem(SESSION_KEYS.account)).toBe('boss');
    expect(sessionStorage.getItem(SESSION_KEYS.username)).toBe('boss01');
    expect(sessionStorage.getItem(SESSION_KEYS.customerId)).toBe('77');
    expect(sessionStorage.getItem(SESSION_KEYS.isAgent)).toBe('true');
    expect(events).toHaveBeenCalledWith({ kind: 'agent', token: 'tok-1', member }, expect.anything());
    off();
  });

  it('keeps only member fields even when given a whole login result', () => {
    const store = createTestStore();
    const loginResult = { ...testMember(), token: 'tok', firstTimeLogin: false, passwordExpired: false };
    store.set(signInAtom, { token: 'tok', member: loginResult });
    expect(store.get(memberInfoAtom)).toEqual(testMember());
  });

  it('sign out clears all session storage, restores the merchant values and becomes guest', () => {
    const store = createTestStore();
    store.set(signInAtom, { token: 'tok', member: testMember() });
    store.set(setBalanceAtom, { balance: 10, currencySymbol: '$' });
    sessionStorage.setItem(SESSION_KEYS.HOT_GAMES, '[]');
    sessionStorage.setItem(SESSION_KEYS.enableSalary, 'true');
    sessionStorage.setItem('disclaimerAccepted', '1');
    sessionStorage.setItem(SESSION_KEYS.language, 'TY');
    const events = jest.fn();
    const off = onEvent('session-changed', events);

    store.set(signOutAtom);

    expect(Object.fromEntries(Object.entries(sessionStorage))).toEqual({
      merchant: 'GP01',
      merchantCode: 'GP01',
      language: 'TY',
    });
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(memberInfoAtom)).toBeNull();
    expect(store.get(sessionKindAtom)).toBe('guest');
    expect(store.get(balanceAtom)).toBeNull();
    expect(events).toHaveBeenCalledWith({ kind: 'guest', token: null, member: null }, expect.anything());
    off();
  });

  it('member info updates refine the kind (trial) and announce it', () => {
    const store = createTestStore();
    store.set(signInAtom, { token: 'tok', member: null });
    expect(store.get(sessionKindAtom)).toBe('member');
    const events = jest.fn();
    const off = onEvent('session-changed', events);

    store.set(setMemberInfoAtom, testMember({ type: 4 }));

    expect(store.get(sessionKindAtom)).toBe('trial');
    expect(events).toHaveBeenCalledWith(expect.objectContaining({ kind: 'trial' }), expect.anything());
    off();
  });

  it('balance updates emit balance-changed with the currency symbol', () => {
    const store = createTestStore();
    const events = jest.fn();
    const off = onEvent('balance-changed', events);
    expect(store.get(currencySymbolAtom)).toBe('₱');

    store.set(setBalanceAtom, { balance: 1234.5 });

    expect(store.get(balanceAtom)).toBe(1234.5);
    expect(events).toHaveBeenCalledWith({ balance: 1234.5, currencySymbol: '₱' }, expect.anything());
    off();
  });

  it('takes the token from the URL before session storage', () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'stored');
    expect(takeTokenFromUrl('?token=from-url&x=1')).toBe('from-url');
    expect(takeTokenFromUrl('?x=1')).toBeNull();
    expect(readStoredSession('?token=from-url')).toMatchObject({ token: 'from-url', tokenFromUrl: true });
    expect(readStoredSession('')).toMatchObject({ token: 'stored', tokenFromUrl: false });

    const store = createTestStore();
    store.set(restoreSessionAtom, '?token=from-url');
    expect(store.get(tokenAtom)).toBe('from-url');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('from-url');
  });

  it('restores a stored session on start', () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'stored');
    sessionStorage.setItem(SESSION_KEYS.customerId, '12');
    sessionStorage.setItem(SESSION_KEYS.isAgent, 'true');
    const store = createTestStore();
    const stored = store.set(restoreSessionAtom, '');
    expect(stored).toMatchObject({ token: 'stored', customerId: 12, isAgent: true });
    expect(store.get(tokenAtom)).toBe('stored');
    expect(sessionStorage.getItem(SESSION_KEYS.merchantCode)).toBe('GP01');
  });
});

describe('following another copy of shared', () => {
  type Copy = {
    atoms: typeof SessionAtoms;
    store: typeof SharedStore;
  };

  function loadSecondCopy(): Copy {
    let copy: Copy | undefined;
    jest.isolateModules(() => {
      copy = {
        atoms: jest.requireActual('./session-atoms'),
        store: jest.requireActual('./shared-store'),
      };
    });
    if (!copy) throw new Error('second copy not loaded');
    return copy;
  }

  it('mirrors session and balance changes without echoing them back', () => {
    const other = loadSecondCopy();
    const dispatched = jest.fn();
    window.addEventListener('gp:v1:session-changed', dispatched);
    const member = testMember({ type: 4 });

    other.store.sharedStore.set(other.atoms.signInAtom, { token: 'foreign', member });

    expect(sharedStore.get(tokenAtom)).toBe('foreign');
    expect(sharedStore.get(sessionKindAtom)).toBe('trial');
    expect(dispatched).toHaveBeenCalledTimes(1);
    window.removeEventListener('gp:v1:session-changed', dispatched);

    other.store.sharedStore.set(other.atoms.setBalanceAtom, { balance: 50, currencySymbol: '$' });
    expect(sharedStore.get(balanceAtom)).toBe(50);
    expect(sharedStore.get(currencySymbolAtom)).toBe('$');

    sharedStore.set(signOutAtom);
    expect(other.store.sharedStore.get(other.atoms.tokenAtom)).toBeNull();
  });

  it('a fresh store follows foreign events once its atoms are mounted', () => {
    const other = loadSecondCopy();
    const store = createTestStore();
    const unsub = store.sub(tokenAtom, () => {});
    other.store.sharedStore.set(other.atoms.signInAtom, { token: 'x', member: null });
    expect(store.get(tokenAtom)).toBe('x');
    unsub();
  });
});
