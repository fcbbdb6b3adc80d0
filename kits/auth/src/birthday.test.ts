import { ageOn, birthdayIssue, MINIMUM_AGE, parseBirthday, toServerBirthday } from './birthday';

const today = new Date(2026, 4, 15); // 15 May 2026, local time

describe('birthday (dd-mm-yyyy, at least 21)', () => {
  it('parses real dates only', () => {
    expect(parseBirthday('29-02-2004')).toEqual({ year: 2004, month: 2, day: 29 });
    expect(parseBirthday('29-02-2005')).toBeNull();
    expect(parseBirthday('31-04-1990')).toBeNull();
    expect(parseBirthday('1990-04-01')).toBeNull();
    expect(parseBirthday('1-4-1990')).toBeNull();
  });

  it('counts whole years up to the birthday', () => {
    expect(ageOn({ year: 2005, month: 5, day: 15 }, today)).toBe(21);
    expect(ageOn({ year: 2005, month: 5, day: 16 }, today)).toBe(20);
    expect(MINIMUM_AGE).toBe(21);
  });

  it('gives local_birthday_format_error for a bad format and local_birthday_error under 21', () => {
    expect(birthdayIssue('15-05-2005', today)).toBeNull();
    expect(birthdayIssue('16-05-2005', today)).toBe('underAge');
    expect(birthdayIssue('01-01-2030', today)).toBe('underAge');
    expect(birthdayIssue('2005-05-15', today)).toBe('format');
    expect(birthdayIssue('31-02-1990', today)).toBe('format');
    expect(birthdayIssue('01-01-1850', today)).toBe('format');
  });

  it('sends yyyy-mm-dd', () => {
    expect(toServerBirthday(' 05-03-1990 ')).toBe('1990-03-05');
  });
});
