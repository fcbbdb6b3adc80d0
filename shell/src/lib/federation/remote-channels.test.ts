import * as v from 'valibot';
import { BUCKET_KEY, remotesFileSchema, resolveRemotes, visitorBucket } from './remote-channels';
import { pickEntry, releaseIdOf } from './remote-bucket';

const A = 'http://localhost:3001/releases/1.0.0-aaaaaaaa/mf-manifest.json';
const B = 'http://localhost:3001/releases/1.1.0-bbbbbbbb/mf-manifest.json';
const others = {
  mf_member: 'http://localhost:3002/mf-manifest.json',
  mf_agent: 'http://localhost:3003/mf-manifest.json',
  mf_lottery: 'http://localhost:3004/mf-manifest.json',
};
const withGames = (mf_games: unknown) => ({ mf_games, ...others });
const canaryEntry = (weight: unknown) => ({ stable: A, canary: { url: B, release: '1.1.0-bbbbbbbb', weight } });

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('remotes.json schema', () => {
  it("accepts today's URLs and stable + canary entries", () => {
    expect(v.safeParse(remotesFileSchema, withGames(A)).success).toBe(true);
    const parsed = v.parse(remotesFileSchema, withGames(canaryEntry(50)));
    expect(parsed.mf_games).toEqual(canaryEntry(50));
    expect(v.parse(remotesFileSchema, withGames({ stable: A })).mf_games).toEqual({ stable: A });
  });

  it('drops a malformed canary (the stable release for everybody) and refuses an entry without a stable URL', () => {
    for (const bad of [150, -1, '50', null]) {
      expect(v.parse(remotesFileSchema, withGames(canaryEntry(bad))).mf_games).toEqual({ stable: A, canary: undefined });
    }
    expect(v.parse(remotesFileSchema, withGames({ stable: A, canary: { url: 'not a url', release: 'x', weight: 5 } })).mf_games).toEqual({ stable: A, canary: undefined });
    expect(v.safeParse(remotesFileSchema, withGames({ canary: { url: B, release: 'x', weight: 5 } })).success).toBe(false);
    expect(v.safeParse(remotesFileSchema, withGames('not a url')).success).toBe(false);
    expect(v.safeParse(remotesFileSchema, others).success).toBe(false);
  });
});

describe('visitor bucket', () => {
  it('is drawn once (0–99) and kept', () => {
    const storage = memoryStorage();
    expect(visitorBucket(storage, () => 0.4271)).toBe(42);
    expect(storage.items.get(BUCKET_KEY)).toBe('42');
    expect(visitorBucket(storage, () => 0.99)).toBe(42);
    expect(visitorBucket(memoryStorage(), () => 0.99999999)).toBe(99);
    expect(visitorBucket(memoryStorage(), () => 0)).toBe(0);
  });

  it('draws again over a value that is not a bucket, and without storage', () => {
    for (const kept of ['100', '-1', 'x', '4.5', '']) {
      const storage = memoryStorage({ [BUCKET_KEY]: kept });
      expect(visitorBucket(storage, () => 0.07)).toBe(7);
      expect(storage.items.get(BUCKET_KEY)).toBe('7');
    }
    expect(visitorBucket(null, () => 0.5)).toBe(50);
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(visitorBucket(refusing, () => 0.3)).toBe(30);
  });
});

describe('the release a visitor gets', () => {
  const file = v.parse(remotesFileSchema, withGames(canaryEntry(50)));

  it('is the canary for a bucket below its weight, else the stable release', () => {
    expect(resolveRemotes(file, 0).entries.mf_games).toBe(B);
    expect(resolveRemotes(file, 49).releases.mf_games).toEqual({ channel: 'canary', release: '1.1.0-bbbbbbbb' });
    expect(resolveRemotes(file, 50).entries.mf_games).toBe(A);
    expect(resolveRemotes(file, 99).releases.mf_games).toEqual({ channel: 'stable', release: '1.0.0-aaaaaaaa' });
    expect(resolveRemotes(file, 10).entries.mf_member).toBe(others.mf_member);
    expect(resolveRemotes(file, 10).releases.mf_member).toEqual({ channel: 'stable', release: 'live' });
  });

  it('is nobody at weight 0 and everybody at 100', () => {
    const none = v.parse(remotesFileSchema, withGames(canaryEntry(0)));
    const all = v.parse(remotesFileSchema, withGames(canaryEntry(100)));
    expect(resolveRemotes(none, 0).entries.mf_games).toBe(A);
    expect(resolveRemotes(all, 99).entries.mf_games).toBe(B);
  });

  it("the entry's lenient pick agrees, and reads the release id from a URL", () => {
    expect(pickEntry(canaryEntry(50), 10)?.url).toBe(B);
    expect(pickEntry(canaryEntry(50), 60)?.url).toBe(A);
    expect(pickEntry(canaryEntry('50'), 10)?.url).toBe(A);
    expect(pickEntry(42, 10)).toBeNull();
    expect(releaseIdOf(A)).toBe('1.0.0-aaaaaaaa');
    expect(releaseIdOf('https://games.example.com/mf-manifest.json')).toBe('live');
  });
});
