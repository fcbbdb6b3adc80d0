// The visitor's release bucket (issue 25, canary releases) and the pick of one remote's entry of
// remotes.json by it. No imports: the shell's entry uses it (lib/boot/early-remote) before the
// app's chunks run, and remote-channels.ts validates the whole file with valibot.

/** Which release of a remote this page runs: its channel and release id (`live`: the remote's own build). */
export type ChosenRelease = { channel: 'stable' | 'canary'; release: string };

/** The localStorage key of the visitor's bucket. */
export const BUCKET_KEY = 'gp.releaseBucket';

/**
 * The visitor's bucket, 0–99: the kept one, else a new draw that is kept. A browser that keeps
 * nothing (storage refused) draws again on every page load.
 */
export function visitorBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage(), random: () => number = Math.random): number {
  const kept = readBucket(storage);
  if (kept !== null) return kept;
  const drawn = Math.min(99, Math.floor(random() * 100));
  try {
    storage?.setItem(BUCKET_KEY, String(drawn));
  } catch {
    // storage full or refused: this page still gets a bucket
  }
  return drawn;
}

function readBucket(storage: Pick<Storage, 'getItem'> | null): number | null {
  try {
    const text = storage?.getItem(BUCKET_KEY) ?? null;
    if (text === null || !/^\d{1,2}$/.test(text)) return null;
    return Number(text);
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The release id in a manifest URL (`…/releases/<id>/mf-manifest.json`), else `live`. */
export function releaseIdOf(url: string): string {
  return /\/releases\/([^/]+)\//.exec(url)?.[1] ?? 'live';
}

/**
 * The manifest URL of one remote's entry for a visitor in `bucket`, read leniently (the entry
 * starts the remote's files early; remote-channels.ts validates the file for the app): a string,
 * or the canary's URL when the bucket is below its weight, else the stable URL; null otherwise.
 */
export function pickEntry(entry: unknown, bucket: number): { url: string; chosen: ChosenRelease } | null {
  if (typeof entry === 'string') return { url: entry, chosen: { channel: 'stable', release: releaseIdOf(entry) } };
  if (typeof entry !== 'object' || entry === null) return null;
  const { stable, canary } = entry as { stable?: unknown; canary?: { url?: unknown; release?: unknown; weight?: unknown } };
  if (
    typeof canary === 'object' &&
    canary !== null &&
    typeof canary.url === 'string' &&
    typeof canary.release === 'string' &&
    typeof canary.weight === 'number' &&
    bucket < canary.weight
  ) {
    return { url: canary.url, chosen: { channel: 'canary', release: canary.release } };
  }
  return typeof stable === 'string' ? { url: stable, chosen: { channel: 'stable', release: releaseIdOf(stable) } } : null;
}
