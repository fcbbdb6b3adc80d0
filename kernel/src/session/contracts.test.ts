import { createTestStore } from '../state/jotai';
import { contractsAtom, contractsOf, setContractsAtom } from './contracts';
import { getSessionItem, SESSION_KEYS, setSessionItem } from './session-keys';

beforeEach(() => sessionStorage.clear());

it('turns salaries on for any salary requirement, and contracts for salaries or dividends', () => {
  const none = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };
  expect(contractsOf(none)).toMatchObject({ enableSalary: false, enableContract: false });
  expect(contractsOf({ ...none, contracthoursalreq: 1 })).toMatchObject({ enableSalary: true, enableContract: true });
  expect(contractsOf({ ...none, realtimesalreqtype: 2 })).toMatchObject({ enableSalary: true, enableContract: true });
  expect(contractsOf({ ...none, divtypereq: 1 })).toMatchObject({ enableSalary: false, enableContract: true });
});

it('a reloaded page reads what the session stored; unreadable values count as not asked', () => {
  const consolidated = { dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };
  createTestStore().set(setContractsAtom, consolidated);
  expect(getSessionItem(SESSION_KEYS.enableSalary)).toBe('true');
  expect(createTestStore().get(contractsAtom)).toEqual({ consolidated, enableSalary: true, enableContract: true });

  setSessionItem(SESSION_KEYS.consolidated, '{not json');
  expect(createTestStore().get(contractsAtom)).toBeNull();
  setSessionItem(SESSION_KEYS.consolidated, JSON.stringify({ dailysalreqtype: 'x' }));
  expect(createTestStore().get(contractsAtom)).toBeNull();
});
