import * as v from 'valibot';
import { apiRequest, type Game, gameSchema, getRuntimeConfig, type Language, relayPath } from '@gp/kernel';
import { getSessionItem, SESSION_KEYS, setSessionItem } from '@gp/kernel/host';

const hotGamesSchema = v.object({ games: v.array(gameSchema) });

/** GCSGAME_hotGamesV2; SPEC §9: hot games are queried with isPlatform 2. */
export function fetchHotGames(language: Language): Promise<v.InferOutput<typeof hotGamesSchema>> {
  const { merchantCode, platform } = getRuntimeConfig();
  return apiRequest(relayPath('GCSGAME_hotGamesV2'), { schema: hotGamesSchema, params: { merchantCode, isPlatform: 2, platform, language } });
}

const cachedSchema = v.object({ language: v.string(), games: v.array(gameSchema) });

// SPEC §9: hot games are cached in the session and a refresh clears them. This module is
// evaluated once per page load, so a reload always starts from the server again.
setSessionItem(SESSION_KEYS.HOT_GAMES, null);

const inflight = new Map<Language, Promise<Game[]>>();

function readCache(language: Language): Game[] | null {
  const raw = getSessionItem(SESSION_KEYS.HOT_GAMES);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(cachedSchema, JSON.parse(raw));
    return parsed.success && parsed.output.language === language ? parsed.output.games : null;
  } catch {
    return null;
  }
}

/** GCSGAME_hotGamesV2 (isPlatform 2), read from the session cache when it has this language. */
export function loadHotGames(language: Language): Promise<Game[]> {
  const cached = readCache(language);
  if (cached) return Promise.resolve(cached);
  let pending = inflight.get(language);
  if (!pending) {
    pending = fetchHotGames(language)
      .then(({ games }) => {
        setSessionItem(SESSION_KEYS.HOT_GAMES, JSON.stringify({ language, games }));
        return games;
      })
      .finally(() => inflight.delete(language));
    inflight.set(language, pending);
  }
  return pending;
}

/** The cached hot games of this language, without a request (banners resolve GAME links with it). */
export function peekHotGames(language: Language): Game[] | null {
  return readCache(language);
}
