import { useAtomValue } from '../state/jotai';
import { balanceAtom, currencySymbolAtom, memberInfoAtom, sessionKindAtom, tokenAtom } from './session-atoms';
import type { MemberInfo } from '../api/schemas/member';
import type { SessionKind } from './session-kind';

export type SessionView = {
  kind: SessionKind;
  token: string | null;
  member: MemberInfo | null;
  /** True for members, agents and trial accounts (a trial account is a logged-in variant). */
  isLoggedIn: boolean;
  isTrial: boolean;
  isAgent: boolean;
};

export function useSession(): SessionView {
  const kind = useAtomValue(sessionKindAtom);
  const token = useAtomValue(tokenAtom);
  const member = useAtomValue(memberInfoAtom);
  return { kind, token, member, isLoggedIn: kind !== 'guest', isTrial: kind === 'trial', isAgent: kind === 'agent' };
}

/** The balance and its currency symbol; the UI kit's formatBalance writes them as text. */
export type BalanceView = { balance: number | null; currencySymbol: string };

export function useBalance(): BalanceView {
  const balance = useAtomValue(balanceAtom);
  const currencySymbol = useAtomValue(currencySymbolAtom);
  return { balance, currencySymbol };
}
