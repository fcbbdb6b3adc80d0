import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { contractsAtom, setMemberInfoAtom, sharedStore, signInAtom, signOutAtom } from '@gp/kernel';
import { getSessionItem, SESSION_KEYS, setFeaturesAtom } from '@gp/kernel/host';
import { Provider as JotaiProvider } from 'jotai';
import { envelope, mockFetchRoutes, setTestRuntimeConfig, testMember } from '@gp/kernel/testing';
import { modules } from '../../../testing/session/fixtures';
import { requestsTo, resetSession } from '../../../testing/session/setup';
import { useContractsSync } from './use-contracts-sync';

const AGENT_CONTRACTS = { dailysalreqtype: 2, divtypereq: 1, contracthoursalreq: 0, realtimesalreqtype: 0 };
const CONSOLIDATED = '/wps/member/info/funds/consolidated';

const wrapper = ({ children }: { children: ReactNode }) => <JotaiProvider store={sharedStore}>{children}</JotaiProvider>;
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function signIn(type: number) {
  act(() => sharedStore.set(signInAtom, { token: 'tok-agent', member: testMember({ type }) }));
}

function signOut() {
  act(() => sharedStore.set(signOutAtom));
}

beforeAll(() => setTestRuntimeConfig());
beforeEach(() => {
  resetSession();
  sharedStore.set(setFeaturesAtom, modules('AGENTPOLICY3'));
});

it("asks for an agent's consolidated funds once and keeps them, with the switches, in the session keys", async () => {
  const fetchMock = mockFetchRoutes([{ path: CONSOLIDATED, body: envelope(AGENT_CONTRACTS) }]);
  signIn(1);
  const { rerender } = renderHook(() => useContractsSync(), { wrapper });
  await waitFor(() => expect(sharedStore.get(contractsAtom)).not.toBeNull());
  expect(sharedStore.get(contractsAtom)).toEqual({ consolidated: AGENT_CONTRACTS, enableSalary: true, enableContract: true });
  expect(JSON.parse(getSessionItem(SESSION_KEYS.consolidated) ?? 'null')).toEqual(AGENT_CONTRACTS);
  expect(getSessionItem(SESSION_KEYS.enableSalary)).toBe('true');
  expect(getSessionItem(SESSION_KEYS.enableContract)).toBe('true');
  // The token goes with the call; a later render does not ask again.
  expect(requestsTo(fetchMock, CONSOLIDATED)[0]?.headers.get('token')).toBe('tok-agent');
  act(() => sharedStore.set(setMemberInfoAtom, testMember({ type: 1, nickname: 'Renamed' })));
  rerender();
  await flush();
  expect(requestsTo(fetchMock, CONSOLIDATED)).toHaveLength(1);

  // Sign-out forgets them.
  signOut();
  expect(sharedStore.get(contractsAtom)).toBeNull();
  expect(getSessionItem(SESSION_KEYS.consolidated)).toBeNull();
});

it('a member without contracts has both switches off', async () => {
  mockFetchRoutes([{ path: CONSOLIDATED, body: envelope({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 }) }]);
  signIn(0);
  renderHook(() => useContractsSync(), { wrapper });
  await waitFor(() => expect(sharedStore.get(contractsAtom)).not.toBeNull());
  expect(sharedStore.get(contractsAtom)).toMatchObject({ enableSalary: false, enableContract: false });
  expect(getSessionItem(SESSION_KEYS.enableSalary)).toBe('false');
});

it('is not asked for trial accounts, for guests, or with the agent policy off', async () => {
  const fetchMock = mockFetchRoutes([{ path: CONSOLIDATED, body: envelope(AGENT_CONTRACTS) }]);
  const { rerender } = renderHook(() => useContractsSync(), { wrapper });
  await flush();
  signIn(4);
  rerender();
  await flush();
  signOut();
  act(() => sharedStore.set(setFeaturesAtom, modules('FREEPLAY3')));
  signIn(1);
  rerender();
  await flush();
  expect(requestsTo(fetchMock, CONSOLIDATED)).toHaveLength(0);
  expect(sharedStore.get(contractsAtom)).toBeNull();
});
