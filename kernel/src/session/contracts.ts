import { atom } from '../state/jotai';
import * as v from 'valibot';
import { type Consolidated, consolidatedSchema } from '../api/schemas/member';
import { getSessionItem, SESSION_KEYS, setSessionItem } from './session-keys';

/**
 * The agent-policy view of the signed-in account (SPEC §3, §6): its consolidated contract info
 * and the two switches the agent centre reads. Chosen, as the spec does not spell them out:
 * salary pages are on when any salary requirement type (daily, hourly, real-time) is set;
 * contracts are on when salaries or dividends (divtypereq) are.
 */
export type Contracts = { consolidated: Consolidated; enableSalary: boolean; enableContract: boolean };

export function contractsOf(consolidated: Consolidated): Contracts {
  const enableSalary = consolidated.dailysalreqtype > 0 || consolidated.contracthoursalreq > 0 || consolidated.realtimesalreqtype > 0;
  return { consolidated, enableSalary, enableContract: enableSalary || consolidated.divtypereq > 0 };
}

/** What a previous page of this session stored (session keys consolidated, enableSalary, enableContract). */
function readStoredContracts(): Contracts | null {
  const raw = getSessionItem(SESSION_KEYS.consolidated);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(consolidatedSchema, JSON.parse(raw));
    return parsed.success ? contractsOf(parsed.output) : null;
  } catch {
    return null;
  }
}

const contractsStateAtom = atom<Contracts | null | undefined>(undefined);

/** null until the consolidated funds call has answered for this session (or when it does not apply). */
export const contractsAtom = atom((get) => {
  const state = get(contractsStateAtom);
  return state === undefined ? readStoredContracts() : state;
});

/** Stores the answer in the session keys; `null` forgets it (sign-out clears the storage itself). */
export const setContractsAtom = atom(null, (_get, set, consolidated: Consolidated | null) => {
  if (consolidated === null) {
    setSessionItem(SESSION_KEYS.consolidated, null);
    setSessionItem(SESSION_KEYS.enableSalary, null);
    setSessionItem(SESSION_KEYS.enableContract, null);
    set(contractsStateAtom, null);
    return;
  }
  const contracts = contractsOf(consolidated);
  setSessionItem(SESSION_KEYS.consolidated, JSON.stringify(consolidated));
  setSessionItem(SESSION_KEYS.enableSalary, String(contracts.enableSalary));
  setSessionItem(SESSION_KEYS.enableContract, String(contracts.enableContract));
  set(contractsStateAtom, contracts);
});
