/** Session storage keys of SPEC §3, plus the chosen language. Values are strings. */
export const SESSION_KEYS = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  gameVendor: 'gameVendor',
  validate: 'validate',
  merchantWallet: 'merchantWallet',
  consolidated: 'consolidated',
  HOT_GAMES: 'HOT_GAMES',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  language: 'language',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

// Storage can throw (privacy modes, quota, sandboxed iframes): the app must keep working.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function getSessionItem(key: SessionKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a value; `null` removes the key. */
export function setSessionItem(key: SessionKey, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // see storage()
  }
}

export function clearSessionStorage(): void {
  try {
    storage()?.clear();
  } catch {
    // see storage()
  }
}
