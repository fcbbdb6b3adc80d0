import { isPatternId, matchesPattern, PATTERN_FAMILIES, patternMessageKey, type PatternId } from './pattern-families';

/** SPEC §5's pattern families, in its order: values each must accept and refuse. */
const FAMILIES: Record<Exclude<PatternId, 0>, { accepts: string[]; refuses: string[] }> = {
  1: { accepts: ['Maria', 'José', 'สมชาย'], refuses: ['Maria1', 'Ma ria', 'a_b'] },
  2: { accepts: ['player01', 'A', 'abc'], refuses: ['1player', 'play_er', 'pla yer'] },
  3: { accepts: ['张伟123', '888'], refuses: ['zhang', '张 伟'] },
  4: { accepts: ['a@b.co', 'demo01@example.com'], refuses: ['a@b', 'a b@c.d', '@x.y'] },
  5: { accepts: ['abc123', 'ABC'], refuses: ['abc-123', 'abc 123', 'ñ'] },
  6: { accepts: ['abc123', '1a'], refuses: ['abcdef', '123456', 'abc12!'] },
  7: { accepts: ['0123456789'], refuses: ['12a', '-1', '1.5'] },
  8: { accepts: ['Abc123', 'ABC'], refuses: ['abc123', 'Abc-123'] },
  9: { accepts: ['John Smith', 'Ann'], refuses: ['José', 'John2'] },
  10: { accepts: ['a!b@c', '密码'], refuses: ['a b', ' a'] },
  11: { accepts: ['你好，世界。', '张伟'], refuses: ['hello', '你好 世界'] },
  12: { accepts: ['1990-12-31', '12-31-1990'], refuses: ['31/12/1990', '1990-1-1'] },
  13: { accepts: ['Maria Clara', 'José Rizal'], refuses: ['Maria2', 'Clara!'] },
  14: { accepts: ['김민준', '한국'], refuses: ['Kim', '김 민준'] },
  15: { accepts: ['สมชาย'], refuses: ['Somchai', 'สม ชาย'] },
  16: { accepts: ['สมชาย Somchai', 'Somchai'], refuses: ['Somchai1', '김'] },
  17: { accepts: ['JUAN DELA CRUZ', 'A'], refuses: ['Juan', '   ', 'JUAN1'] },
  18: { accepts: ['Abc@123!', 'x'], refuses: ['a b', 'ñ'] },
};

describe('SPEC §5 pattern families', () => {
  it.each(Object.entries(FAMILIES))('family %s accepts and refuses what its message says', (id, { accepts, refuses }) => {
    const pattern = PATTERN_FAMILIES[Number(id) as PatternId];
    for (const value of accepts) expect([value, pattern.test(value)]).toEqual([value, true]);
    for (const value of refuses) expect([value, pattern.test(value)]).toEqual([value, false]);
  });

  it('names the message reg_pattern_{patternId}, with 0 for unknown ids', () => {
    expect(patternMessageKey(7)).toBe('reg_pattern_7');
    expect(patternMessageKey(18)).toBe('reg_pattern_18');
    expect(patternMessageKey(99)).toBe('reg_pattern_0');
    expect(isPatternId(0)).toBe(true);
    expect(isPatternId(19)).toBe(false);
  });

  it("uses the server's pattern, '*' matching everything", () => {
    expect(matchesPattern('anything at all!', '*', 7)).toBe(true);
    expect(matchesPattern('', '*', 2)).toBe(true);
    expect(matchesPattern('abc', '^[0-9]+$', 1)).toBe(false);
    // The server may be stricter than the family.
    expect(matchesPattern('abc', '^[a-c]{3}$', 5)).toBe(true);
  });

  it('falls back to the family when the server pattern does not compile here', () => {
    expect(matchesPattern('abc', '(?<bad', 7)).toBe(false);
    expect(matchesPattern('123', '(?<bad', 7)).toBe(true);
    expect(matchesPattern('abc', '(?<bad', 99)).toBe(true);
  });
});
