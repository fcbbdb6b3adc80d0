export { SESSION_KEYS, type SessionKey, getSessionItem, setSessionItem } from './session-keys';
export { type SessionKind, AGENT_TYPES, TRIAL_TYPE, isAgentType, sessionKindOf } from './session-kind';
export { sharedStore } from './shared-store';
export {
  tokenAtom,
  memberInfoAtom,
  sessionKindAtom,
  balanceAtom,
  currencySymbolAtom,
  signInAtom,
  type SignInInput,
  setMemberInfoAtom,
  setBalanceAtom,
  type BalanceInput,
  signOutAtom,
  restoreSessionAtom,
  readStoredSession,
  type StoredSession,
  takeTokenFromUrl,
} from './session-atoms';
export { useSession, type SessionView, useBalance, type BalanceView } from './use-session';
export { type Contracts, contractsOf, contractsAtom, setContractsAtom } from './contracts';
