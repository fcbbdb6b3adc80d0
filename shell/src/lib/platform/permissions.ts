import { atom, useAtomValue } from 'jotai';
import type { SystemStatus } from '@gp/games-kit';
import type { DomainRoute, RegisterSettings } from './system-schemas';

/**
 * What start-up learnt about the site (SPEC §3 "Permission info"): the system status with its
 * customer-service link, CDNs, analytics id and location, the registration rules and the domain
 * route. The whitelabel tree has its own atom (`featuresAtom`). Null parts are not loaded (yet).
 */
export type Permissions = {
  status: SystemStatus | null;
  registerSettings: RegisterSettings | null;
  domainRoute: DomainRoute | null;
};

const EMPTY: Permissions = { status: null, registerSettings: null, domainRoute: null };

const permissionsStateAtom = atom<Permissions>(EMPTY);

export const permissionsAtom = atom((get) => get(permissionsStateAtom));

/** Merges the parts given; the shell calls it during start-up. */
export const setPermissionsAtom = atom(null, (_get, set, update: Partial<Permissions>) => {
  set(permissionsStateAtom, (prev) => ({ ...prev, ...update }));
});

export function usePermissions(): Permissions {
  return useAtomValue(permissionsAtom);
}
