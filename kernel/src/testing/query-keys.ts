import { createQueryClient } from '../query/query-client';

/** A query key as TanStack Query takes it. */
type QueryKey = readonly unknown[];

/** The keys a factory makes, by name: each a thunk (`() => listKeys.list({ page: 1 })`). */
export type KeySamples = Record<string, () => QueryKey>;

const show = (key: QueryKey) => JSON.stringify(key);

/**
 * Checks a key factory the way the cache uses it, and throws on the first fault: every key is
 * the same on every call (one cache entry per resource), no two keys are equal (no resource
 * reads another's answer), each starts with `all`, and invalidating `all` really marks every key
 * stale while a key of another area stays fresh.
 */
export async function expectKeyFactory(all: QueryKey, samples: KeySamples): Promise<void> {
  if (all.length === 0) throw new Error('The factory has no area: `all` is empty.');
  const seen = new Map<string, string>();
  for (const [name, make] of Object.entries(samples)) {
    const key = make();
    if (show(make()) !== show(key)) throw new Error(`${name}: two calls give two keys (${show(key)}, ${show(make())}).`);
    const other = seen.get(show(key));
    if (other !== undefined) throw new Error(`${other} and ${name} have one key: ${show(key)}.`);
    seen.set(show(key), name);
    if (show(key.slice(0, all.length)) !== show(all)) throw new Error(`${name}: ${show(key)} is not under ${show(all)}.`);
  }

  const client = createQueryClient();
  const foreign = ['another-area-than', ...all];
  for (const make of [...Object.values(samples), () => foreign]) client.setQueryData(make(), 'cached');
  await client.invalidateQueries({ queryKey: all }, { throwOnError: false, cancelRefetch: false });
  for (const [name, make] of Object.entries(samples)) {
    if (client.getQueryState(make())?.isInvalidated !== true) throw new Error(`${name}: invalidating ${show(all)} leaves ${show(make())} fresh.`);
  }
  if (client.getQueryState(foreign)?.isInvalidated !== false) throw new Error(`Invalidating ${show(all)} reaches ${show(foreign)}.`);
  client.clear();
}
