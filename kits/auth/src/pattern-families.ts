/**
 * The registration pattern families of SPEC §5, numbered as `patternId` (1-based, in the
 * order SPEC §5 lists them; 0 is '*', anything). The server sends its own `acceptedPattern`;
 * the family gives the message (`reg_pattern_{patternId}`) and the pattern used when the
 * server's cannot be compiled here.
 */
export const PATTERN_FAMILIES = {
  0: /^[\s\S]*$/,
  1: /^\p{L}+$/u,
  2: /^[A-Za-z][A-Za-z0-9]*$/,
  3: /^[\u4e00-\u9fa5\d]+$/,
  4: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  5: /^[A-Za-z0-9]+$/,
  6: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/,
  7: /^\d+$/,
  8: /^(?=.*[A-Z])[A-Za-z0-9]+$/,
  9: /^[A-Za-z ]+$/,
  10: /^\S+$/,
  11: /^[\u4e00-\u9fa5\u3000-\u303f\uff00-\uffef·—…“”‘’]+$/,
  12: /^(?:\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4})$/,
  13: /^[\p{L} ]+$/u,
  14: /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$/,
  15: /^[\u0e00-\u0e7f]+$/,
  16: /^[\u0e00-\u0e7fA-Za-z ]+$/,
  17: /^(?=.*[A-Z])[A-Z ]+$/,
  18: /^[!-~]+$/,
} as const satisfies Record<number, RegExp>;

export type PatternId = keyof typeof PATTERN_FAMILIES;

export function isPatternId(id: number): id is PatternId {
  return Object.hasOwn(PATTERN_FAMILIES, id);
}

/** The message key of a family; unknown ids use the plain length message of '*'. */
export function patternMessageKey(patternId: number): `reg_pattern_${PatternId}` {
  return `reg_pattern_${isPatternId(patternId) ? patternId : 0}`;
}

const compiled = new Map<string, RegExp | null>();

function tryRegExp(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

function compile(source: string): RegExp | null {
  if (!compiled.has(source)) compiled.set(source, tryRegExp(source));
  return compiled.get(source) ?? null;
}

/** Whether `value` matches the server's pattern ('*' matches all), else the family's. */
export function matchesPattern(value: string, acceptedPattern: string, patternId: number): boolean {
  if (acceptedPattern.trim() === '*' || acceptedPattern === '') return true;
  const pattern = compile(acceptedPattern) ?? (isPatternId(patternId) ? PATTERN_FAMILIES[patternId] : null);
  return pattern ? pattern.test(value) : true;
}
