import { checkRule, isValidEmail, lengthOf, type FieldRule } from './field-rules';

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 2,
  minLength: 6,
  maxLength: 16,
  ...overrides,
});

describe('checkRule', () => {
  it('requires a value only when required', () => {
    expect(checkRule('', rule(), true)).toEqual({ kind: 'required' });
    expect(checkRule('', rule(), false)).toBeNull();
  });

  it('gives the family message with min and max for a bad length or pattern', () => {
    const issue = { kind: 'pattern', key: 'reg_pattern_2', min: 6, max: 16 };
    expect(checkRule('abc12', rule(), true)).toEqual(issue);
    expect(checkRule('a'.repeat(17), rule(), true)).toEqual(issue);
    expect(checkRule('1player', rule(), true)).toEqual(issue);
    expect(checkRule('player01', rule(), true)).toBeNull();
  });

  it('reads maxLength 0 as no maximum and * as any value', () => {
    expect(checkRule('x'.repeat(500), rule({ maxLength: 0, acceptedPattern: '*', patternId: 0, minLength: 1 }), true)).toBeNull();
    expect(checkRule('😀😀', rule({ acceptedPattern: '*', minLength: 2, maxLength: 2 }), true)).toBeNull();
  });

  it('counts characters as the server does (code points)', () => {
    expect(lengthOf('😀a')).toBe(2);
  });
});

describe('email', () => {
  it.each([
    ['demo01@example.com', true],
    ['a.b+c@mail.co.uk', true],
    ['a@b.c', false],
    ['a@b', false],
    ['a b@example.com', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });
});
