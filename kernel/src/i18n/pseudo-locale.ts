import type { ResourceTree } from './translation-types';

// The pseudo-locale (issue 23): every English text made about 40 % longer and accented, with
// `{{placeholders}}` and `<tags>` kept, so clipped or overflowing text shows in tests before a
// real language does it. Loaded as its own chunk, only when `?lang=XX` is allowed.

const ACCENTS: Readonly<Record<string, string>> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** Placeholders, nesting and tags stay as they are. */
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/;

export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const accented = text
    .split(KEEP)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (ch) => ACCENTS[ch] ?? ch)))
    .join('');
  const letters = text.replace(new RegExp(KEEP.source, 'g'), '').length;
  // About 40 % longer: padding made of words, so text can still wrap where it would.
  const extra = Math.ceil(letters * 0.4);
  const padding = 'ŵîðé ţéẋţ ļöñĝéŕ '.repeat(Math.ceil(extra / 17) + 1).slice(0, extra).trimEnd();
  return padding ? `[${accented} ${padding}]` : `[${accented}]`;
}

export function pseudoTree(tree: ResourceTree): ResourceTree {
  const out: Record<string, string | ResourceTree> = {};
  for (const [key, value] of Object.entries(tree)) out[key] = typeof value === 'string' ? pseudoText(value) : pseudoTree(value);
  return out;
}
