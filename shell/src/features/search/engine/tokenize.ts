// How names and queries become search terms (issue 24). Words come from Intl.Segmenter (word
// granularity), so Thai, Chinese and Japanese names, written without spaces, still split into
// words. A word inside a name must be found too, even where the segmenter cut it differently:
// runs of Han, kana or Thai letters also give their character n-grams (CJK one and two
// characters, Thai three), so any part of three or more letters matches.

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;
const THAI_RUN = /[\u0E00-\u0E7F]+/gu;
const LATIN = /\p{Script=Latin}/u;

function grams(run: string, size: number): string[] {
  const chars = [...run];
  if (chars.length <= size) return [run];
  const out: string[] = [];
  for (let i = 0; i + size <= chars.length; i += 1) out.push(chars.slice(i, i + size).join(''));
  return out;
}

/** Lower case, width-folded; Latin letters without their accents (Vietnamese "Rồng" → "rong"). */
export function normalizeTerm(term: string): string {
  const folded = term.normalize('NFKC').toLowerCase();
  if (!LATIN.test(folded)) return folded;
  return folded.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd');
}

const ASCII = /^[\x20-\x7E]*$/;
const ASCII_WORD = /[a-z0-9]+/g;

/** The terms of a name or a query, normalised, in order (repeats kept: the index counts them). */
export function tokenize(text: string): string[] {
  // Most names are plain ASCII: their words need no segmenter (ten times faster on 10,000 games).
  if (ASCII.test(text)) return text.toLowerCase().match(ASCII_WORD) ?? [];
  const normalized = text.normalize('NFKC');
  const terms: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(normalized)) {
    if (isWordLike) terms.push(normalizeTerm(segment));
  }
  for (const run of normalized.match(CJK_RUN) ?? []) {
    terms.push(...[...run], ...grams(run, 2));
  }
  for (const run of normalized.match(THAI_RUN) ?? []) {
    if ([...run].length > 3) terms.push(...grams(run, 3));
  }
  return terms.filter((term) => term.length > 0);
}
