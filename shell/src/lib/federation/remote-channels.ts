// Canary releases (issue 25): remotes.json gives each remote either the URL of its manifest (one
// release for everybody) or `{ "stable": url, "canary": { "url", "release", "weight" } }`. Each
// visitor is put in a bucket (0–99) once, kept in this browser's localStorage; a bucket below the
// canary's weight gets the canary. Choosing one's own bucket (the e2e tests do) only picks which
// of two published releases this browser runs: nothing a player gains or can harm others with.
import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from '@gp/kernel';
import { pickEntry, type ChosenRelease } from './remote-bucket';

export { BUCKET_KEY, type ChosenRelease, visitorBucket } from './remote-bucket';

const manifestUrl = v.pipe(v.string(), v.url());

const canarySchema = v.object({
  url: manifestUrl,
  release: v.pipe(v.string(), v.minLength(1)),
  weight: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
});

/** One remote's entry: today's URL, or a stable URL and optionally a canary (a bad canary is dropped: stable). */
const remoteEntrySchema = v.union([
  manifestUrl,
  v.object({
    stable: manifestUrl,
    canary: v.fallback(v.optional(canarySchema), undefined),
  }),
]);

export const remotesFileSchema = v.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntrySchema])) as Record<RemoteName, typeof remoteEntrySchema>,
);
export type RemotesFileInput = v.InferOutput<typeof remotesFileSchema>;

/** Every remote's manifest URL for a visitor in `bucket` (of a validated file), and which release each is. */
export function resolveRemotes(file: RemotesFileInput, bucket: number): { entries: Record<RemoteName, string>; releases: Record<RemoteName, ChosenRelease> } {
  const entries = {} as Record<RemoteName, string>;
  const releases = {} as Record<RemoteName, ChosenRelease>;
  for (const name of REMOTE_NAMES) {
    const picked = pickEntry(file[name], bucket);
    // A validated entry always gives a URL.
    if (!picked) throw new Error(`remotes.json: no URL for ${name}`);
    entries[name] = picked.url;
    releases[name] = picked.chosen;
  }
  return { entries, releases };
}
