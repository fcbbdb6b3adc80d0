import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { balanceAtom, emitEvent, sharedStore, signInAtom } from '@gp/kernel';
import { Provider as JotaiProvider } from 'jotai';
import { businessError, envelope, mockFetchRoutes, type MockRoute, setTestRuntimeConfig, testMember } from '@gp/kernel/testing';
import { balanceRefreshAtom } from '../../../lib/session/refresh-status';
import { resetSession } from '../../../testing/session/setup';
import { useBalanceSync } from './use-balance-sync';

const BALANCE = '/wps/v2/wallets/balance';

const wrapper = ({ children }: { children: ReactNode }) => <JotaiProvider store={sharedStore}>{children}</JotaiProvider>;

function signInAndSync() {
  act(() => sharedStore.set(signInAtom, { token: 'tok', member: testMember() }));
  renderHook(() => useBalanceSync(), { wrapper });
}

beforeAll(() => setTestRuntimeConfig());
beforeEach(() => {
  resetSession();
  sharedStore.set(balanceRefreshAtom, 'ok');
});

describe('useBalanceSync', () => {
  it('loads the balance on sign-in', async () => {
    mockFetchRoutes([{ path: BALANCE, body: envelope({ balance: 10, currency: 'PHP', currencySymbol: '₱' }) }]);
    signInAndSync();
    await waitFor(() => expect(sharedStore.get(balanceAtom)).toBe(10));
    expect(sharedStore.get(balanceRefreshAtom)).toBe('ok');
  });

  // The API client itself tries a GET three times on a 500 or a dropped connection.
  it.each<[string, MockRoute]>([
    ['a 500', { path: BALANCE, status: 500, body: businessError('Internal error'), times: 3 }],
    ['a dropped connection', { path: BALANCE, networkError: true, times: 3 }],
    ['a malformed answer', { path: BALANCE, body: envelope({ unexpected: 1 }), times: 1 }],
  ])('keeps the last balance when a refresh fails (%s) and marks it stale; a later refresh clears it', async (_name, failure) => {
    mockFetchRoutes([
      { path: BALANCE, body: envelope({ balance: 10, currency: 'PHP', currencySymbol: '₱' }), times: 1 },
      failure,
      { path: BALANCE, body: envelope({ balance: 25, currency: 'PHP', currencySymbol: '₱' }) },
    ]);
    signInAndSync();
    await waitFor(() => expect(sharedStore.get(balanceAtom)).toBe(10));

    act(() => emitEvent('balance-refresh-requested'));
    await waitFor(() => expect(sharedStore.get(balanceRefreshAtom)).toBe('failed'));
    expect(sharedStore.get(balanceAtom)).toBe(10);

    act(() => emitEvent('balance-refresh-requested'));
    await waitFor(() => expect(sharedStore.get(balanceAtom)).toBe(25));
    expect(sharedStore.get(balanceRefreshAtom)).toBe('ok');
  });
});
