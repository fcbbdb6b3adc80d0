import * as v from 'valibot';

/**
 * The member centre's own SPEC §3 session keys (the kernel keeps the shell's). Session storage can
 * throw (privacy modes, sandboxed frames): the page then works without it. Sign-out clears it.
 */
export type MemberSessionKey = 'merchantWallet';

export function readSessionValue<S extends v.GenericSchema>(key: MemberSessionKey, schema: S): v.InferOutput<S> | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return undefined;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionValue(key: MemberSessionKey, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // see above
  }
}
