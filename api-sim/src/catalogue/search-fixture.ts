import { createRng, type Rng } from '../lib/prng';
import { categoryName } from '../features/games/category-names';
import type { Catalogue } from './catalogue';
import { localizedGameName } from './localized-names';
import { GAME_TYPES, type Game } from './types';

// The simulator's catalogue as the client's search tests read it (issue 24): the names per vendor
// (node ids are consecutive within a vendor), the Chinese, Thai and Vietnamese names of the share
// that has them, and the fixed query sets the search must pass. The shell cannot import the
// simulator, so `pnpm --filter api-sim search-fixture` writes this to the shell's test folder, and
// search-fixture.test.ts fails while the file and the catalogue differ.

export const SEARCH_FIXTURE_PATH = '../shell/src/features/search/testing/sim-catalogue.json';

const LANGUAGES = ['CN', 'TH', 'VI'] as const;
const TYPO_QUERIES = 200;
const INFIX_QUERIES = 40;
/** An infix query names at most this many games: it can then always be in the top 10. */
const INFIX_MAX_GAMES = 10;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export interface SearchFixture {
  categories: Record<string, string>;
  /** [gameType, vassalage, vendor name, first node id, names in English]. */
  vendors: [string, string, string, number, string[]][];
  /** English name → its [CN, TH, VI] names, for the names that have them. */
  translations: Record<string, [string, string, string]>;
  /** One typo each (a letter changed, left out, added or two swapped) in the English name: [query, nodeId]. */
  typos: [string, number][];
  /** A part of the name that does not start it: [query, nodeId], in CN and in TH. */
  infixes: { CN: [string, number][]; TH: [string, number][] };
}

function withTypo(name: string, rng: Rng): string {
  const words = name.split(' ');
  const candidates = words.map((word, index) => ({ word, index })).filter(({ word }) => /^[A-Za-z]{4,}$/.test(word));
  const { word, index } = rng.pick(candidates);
  const at = rng.int(1, word.length - 2);
  const letter = rng.pick([...LETTERS].filter((c) => c !== word[at]?.toLowerCase()));
  const edits = [
    () => word.slice(0, at) + letter + word.slice(at + 1),
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + letter + word.slice(at),
    () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
  ];
  let typo = word;
  while (typo.toLowerCase() === word.toLowerCase()) typo = rng.pick(edits)();
  return words.map((w, i) => (i === index ? typo : w)).join(' ');
}

const THAI_CONSONANT = /[\u0E01-\u0E2E]/;
const MARK = /\p{M}/u;

/** The infixes of `name` a player might type: CJK 2–4 characters, Thai 3–9 from a consonant to a whole character. */
function infixesOf(name: string, language: 'CN' | 'TH'): string[] {
  const chars = [...name];
  const out: string[] = [];
  for (let start = 1; start < chars.length; start += 1) {
    const first = chars[start] ?? '';
    if (language === 'CN' ? !/\p{Script=Han}/u.test(first) : !THAI_CONSONANT.test(first)) continue;
    const [min, max] = language === 'CN' ? [2, 4] : [3, 9];
    for (let length = min; length <= max && start + length <= chars.length; length += 1) {
      const part = chars.slice(start, start + length);
      if (language === 'CN' && !part.every((c) => /\p{Script=Han}/u.test(c))) break;
      if (language === 'TH' && (MARK.test(chars[start + length] ?? '') || part.includes(' ') || part.some((c) => /[A-Za-z0-9]/.test(c)))) continue;
      out.push(part.join(''));
    }
  }
  return out;
}

export function buildSearchFixture(catalogue: Catalogue): SearchFixture {
  const rng = createRng(24);
  const vendors = new Map<string, [string, string, string, number, string[]]>();
  const names = new Map(catalogue.vendors.map((vendor) => [`${vendor.gameType}:${vendor.vassalage}`, vendor.name]));
  for (const game of catalogue.games) {
    const key = `${game.gameType}:${game.vassalage}`;
    let row = vendors.get(key);
    if (!row) {
      row = [game.gameType, game.vassalage, names.get(key) ?? game.vassalage, game.nodeId, []];
      vendors.set(key, row);
    }
    if (row[3] + row[4].length !== game.nodeId) throw new Error(`node ids of ${key} are not consecutive`);
    row[4].push(game.displayName);
  }

  const translations: Record<string, [string, string, string]> = {};
  for (const game of catalogue.games) {
    const [cn, th, vi] = LANGUAGES.map((language) => localizedGameName(game.displayName, language));
    if (cn !== game.displayName || th !== game.displayName) translations[game.displayName] = [cn ?? '', th ?? '', vi ?? ''];
  }

  const playable = catalogue.games.filter((game) => game.displayName.split(' ').some((word) => /^[A-Za-z]{4,}$/.test(word)) && !/Lobby/.test(game.displayName));
  const typos: [string, number][] = [];
  const picked = new Set<number>();
  while (typos.length < TYPO_QUERIES) {
    const game = rng.pick(playable);
    if (picked.has(game.nodeId)) continue;
    picked.add(game.nodeId);
    typos.push([withTypo(game.displayName, rng), game.nodeId]);
  }

  const infixes = { CN: [] as [string, number][], TH: [] as [string, number][] };
  for (const [language, column] of [['CN', 0], ['TH', 1]] as const) {
    const named: { game: Game; name: string }[] = catalogue.games.flatMap((game) => {
      const name = translations[game.displayName]?.[column];
      return name && name !== game.displayName ? [{ game, name }] : [];
    });
    const used = new Set<number>();
    for (let attempt = 0; infixes[language].length < INFIX_QUERIES && attempt < 10_000; attempt += 1) {
      const { game, name } = rng.pick(named);
      if (used.has(game.nodeId)) continue;
      const parts = infixesOf(name, language).filter((part) => named.filter((other) => other.name.includes(part)).length <= INFIX_MAX_GAMES);
      if (parts.length === 0) continue;
      used.add(game.nodeId);
      infixes[language].push([rng.pick(parts), game.nodeId]);
    }
  }

  return {
    categories: Object.fromEntries(GAME_TYPES.map((type) => [type, categoryName(type, 'EN')])),
    vendors: [...vendors.values()],
    translations,
    typos,
    infixes,
  };
}
