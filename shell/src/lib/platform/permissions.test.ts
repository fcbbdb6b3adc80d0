import { createTestStore } from '@gp/kernel/testing';
import { permissionsAtom, setPermissionsAtom } from './permissions';

it('merges the start-up permissions part by part', () => {
  const store = createTestStore();
  expect(store.get(permissionsAtom)).toEqual({ status: null, registerSettings: null, domainRoute: null });
  store.set(setPermissionsAtom, { domainRoute: { domain: 'example.com', route: '/' } });
  store.set(setPermissionsAtom, { registerSettings: {} });
  expect(store.get(permissionsAtom)).toEqual({ status: null, registerSettings: {}, domainRoute: { domain: 'example.com', route: '/' } });
});
