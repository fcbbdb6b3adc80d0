import { atom } from '../state/jotai';
import { type MemberInfo, memberInfoSchema } from '../api/schemas/member';
import { peekRuntimeConfig } from '../config/runtime-config';
import { emitEvent, onForeignEvent } from '../events/event-bus';
import { setContractsAtom } from './contracts';
import { clearSessionStorage, getSessionItem, SESSION_KEYS, setSessionItem } from './session-keys';
import { isAgentType, sessionKindOf, type SessionKind } from './session-kind';
import { sharedStore } from './shared-store';

type SessionState = { token: string | null; member: MemberInfo | null };
type BalanceState = { balance: number | null; currencySymbol: string | null };

const GUEST: SessionState = { token: null, member: null };
const NO_BALANCE: BalanceState = { balance: null, currencySymbol: null };

const memberKeys = Object.keys(memberInfoSchema.entries) as (keyof MemberInfo)[];

function pickMemberInfo(member: MemberInfo): MemberInfo {
  return Object.fromEntries(memberKeys.map((key) => [key, member[key]])) as MemberInfo;
}

function sameMember(a: MemberInfo | null, b: MemberInfo | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return memberKeys.every((key) => a[key] === b[key]);
}

const sessionStateAtom = atom<SessionState>(GUEST);
const balanceStateAtom = atom<BalanceState>(NO_BALANCE);

// Mirror another deployed copy of the kernel. Foreign events are applied without re-emitting,
// and our own events are ignored, so two copies cannot echo each other forever.
sessionStateAtom.onMount = (set) =>
  onForeignEvent('session-changed', ({ token, member }) => {
    set((prev) => (prev.token === token && sameMember(prev.member, member) ? prev : { token, member }));
  });

balanceStateAtom.onMount = (set) =>
  onForeignEvent('balance-changed', ({ balance, currencySymbol }) => {
    set((prev) =>
      prev.balance === balance && prev.currencySymbol === currencySymbol ? prev : { balance, currencySymbol },
    );
  });

export const tokenAtom = atom((get) => get(sessionStateAtom).token);

export const memberInfoAtom = atom((get) => get(sessionStateAtom).member);

export const sessionKindAtom = atom<SessionKind>((get) => {
  const { token, member } = get(sessionStateAtom);
  return sessionKindOf(member, token);
});

export const balanceAtom = atom((get) => get(balanceStateAtom).balance);

export const currencySymbolAtom = atom(
  (get) => get(balanceStateAtom).currencySymbol ?? peekRuntimeConfig()?.currencySymbol ?? '₱',
);

function writeMemberKeys(member: MemberInfo): void {
  setSessionItem(SESSION_KEYS.nickname, member.nickname);
  setSessionItem(SESSION_KEYS.account, member.account);
  setSessionItem(SESSION_KEYS.username, member.userName);
  setSessionItem(SESSION_KEYS.customerId, String(member.id));
  setSessionItem(SESSION_KEYS.isAgent, String(isAgentType(member.type)));
}

function restoreMerchantKeys(): void {
  const merchantCode = peekRuntimeConfig()?.merchantCode;
  if (!merchantCode) return;
  setSessionItem(SESSION_KEYS.merchant, merchantCode);
  setSessionItem(SESSION_KEYS.merchantCode, merchantCode);
}

function emitSession(state: SessionState): void {
  emitEvent('session-changed', {
    kind: sessionKindOf(state.member, state.token),
    token: state.token,
    member: state.member,
  });
}

export type SignInInput = { token: string; member: MemberInfo | null };

export const signInAtom = atom(null, (_get, set, { token, member }: SignInInput) => {
  const next: SessionState = { token, member: member ? pickMemberInfo(member) : null };
  setSessionItem(SESSION_KEYS.token, token);
  if (next.member) writeMemberKeys(next.member);
  restoreMerchantKeys();
  // A new sign-in is asked for its own contracts.
  set(setContractsAtom, null);
  set(sessionStateAtom, next);
  emitSession(next);
});

export const setMemberInfoAtom = atom(null, (get, set, member: MemberInfo) => {
  const prev = get(sessionStateAtom);
  const next: SessionState = { token: prev.token, member: pickMemberInfo(member) };
  if (next.member) writeMemberKeys(next.member);
  set(sessionStateAtom, next);
  if (!sameMember(prev.member, next.member)) emitSession(next);
});

export type BalanceInput = { balance: number; currencySymbol?: string };

/** `null` forgets the balance (for instance while it is being refreshed after an error). */
export const setBalanceAtom = atom(null, (get, set, input: BalanceInput | null) => {
  if (input === null) {
    set(balanceStateAtom, (prev) => ({ ...prev, balance: null }));
    return;
  }
  const currencySymbol = input.currencySymbol ?? get(currencySymbolAtom);
  set(balanceStateAtom, { balance: input.balance, currencySymbol });
  emitEvent('balance-changed', { balance: input.balance, currencySymbol });
});

/**
 * SPEC §4 logout: clear all session storage and restore the merchant values. The chosen
 * language survives, since the interface keeps showing it.
 */
export const signOutAtom = atom(null, (_get, set) => {
  const language = getSessionItem(SESSION_KEYS.language);
  clearSessionStorage();
  if (language) setSessionItem(SESSION_KEYS.language, language);
  restoreMerchantKeys();
  set(setContractsAtom, null);
  set(sessionStateAtom, GUEST);
  set(balanceStateAtom, NO_BALANCE);
  emitSession(GUEST);
});

/** Reads the `token` query parameter (a deep link or a redirect from another site). */
export function takeTokenFromUrl(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}

export type StoredSession = {
  token: string | null;
  tokenFromUrl: boolean;
  nickname: string | null;
  account: string | null;
  username: string | null;
  customerId: number | null;
  isAgent: boolean;
};

function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

export function readStoredSession(search: string = currentSearch()): StoredSession {
  const urlToken = takeTokenFromUrl(search);
  const customerId = Number(getSessionItem(SESSION_KEYS.customerId) ?? Number.NaN);
  return {
    token: urlToken ?? getSessionItem(SESSION_KEYS.token),
    tokenFromUrl: urlToken !== null,
    nickname: getSessionItem(SESSION_KEYS.nickname),
    account: getSessionItem(SESSION_KEYS.account),
    username: getSessionItem(SESSION_KEYS.username),
    customerId: Number.isInteger(customerId) ? customerId : null,
    isAgent: getSessionItem(SESSION_KEYS.isAgent) === 'true',
  };
}

/**
 * Start-up: takes the token from the URL or session storage. Member info is not stored, so
 * the caller fetches it next (SPEC §4) and hands it to `setMemberInfoAtom`.
 */
export const restoreSessionAtom = atom(null, (_get, set, search?: string): StoredSession => {
  const stored = readStoredSession(search);
  if (stored.tokenFromUrl && stored.token) {
    setSessionItem(SESSION_KEYS.token, stored.token);
    // Another account's link: what this tab stored for the previous one does not apply.
    set(setContractsAtom, null);
  }
  if (!getSessionItem(SESSION_KEYS.merchantCode)) restoreMerchantKeys();
  const next: SessionState = { token: stored.token, member: null };
  set(sessionStateAtom, next);
  if (next.token) emitSession(next);
  return stored;
});

// Keep the mirrors mounted in the shared store even before any component subscribes: the API
// client reads the token from it outside React.
sharedStore.sub(sessionStateAtom, () => {});
sharedStore.sub(balanceStateAtom, () => {});
