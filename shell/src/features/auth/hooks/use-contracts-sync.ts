import { startTransition, useEffect } from 'react';
import { contractsAtom, FEATURE_MODULES, setContractsAtom, useFeature, useSession } from '@gp/kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { fetchConsolidated } from '../api/consolidated';

/**
 * SPEC §6: with the agent policy on (AGENTPOLICY3), a signed-in account that is not a trial
 * account has its consolidated funds asked once per sign-in; the answer is kept in the session
 * keys (consolidated, enableSalary, enableContract) for the agent centre. A failed call is
 * asked again at the next sign-in or page load; nothing is shown for it.
 */
export function useContractsSync(): void {
  const { token, member, isLoggedIn, isTrial } = useSession();
  const policy = useFeature(FEATURE_MODULES.AGENTPOLICY3);
  const contracts = useAtomValue(contractsAtom);
  const setContracts = useSetAtom(setContractsAtom);
  // The account type is known once the member info is in.
  const applies = policy && isLoggedIn && !isTrial && member !== null;

  useEffect(() => {
    if (!applies || contracts) return;
    let current = true;
    fetchConsolidated().then(
      (consolidated) => {
        // What reads the contracts (the agent centre's menu) renders in a pass that yields.
        if (current) startTransition(() => setContracts(consolidated));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [applies, contracts, token, setContracts]);
}
