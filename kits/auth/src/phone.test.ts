import { isValidDialingCode, isValidMobile, normalizeDialingCode, normalizeMobile } from './phone';

describe('phone format', () => {
  it.each(['09171234567', '9171234567', '0917 123 4567', '0917-123-4567', '1234567', '001234567890'])('accepts %s', (value) => {
    expect(isValidMobile(value)).toBe(true);
  });

  it.each(['', '   ', '123456', '0000123456', '1234567890123', '0917123456a', '+639171234567', '0917.123.4567'])('refuses %j', (value) => {
    expect(isValidMobile(value)).toBe(false);
  });

  it('drops separators', () => {
    expect(normalizeMobile(' 0917 123-4567 ')).toBe('09171234567');
  });

  it('reads dialing codes with or without +, defaulting to 63', () => {
    expect(isValidDialingCode('+63')).toBe(true);
    expect(isValidDialingCode('1')).toBe(true);
    expect(isValidDialingCode('12345')).toBe(false);
    expect(isValidDialingCode('6a')).toBe(false);
    expect(normalizeDialingCode('+65')).toBe('65');
    expect(normalizeDialingCode('  ')).toBe('63');
  });
});
