import { confirmationIssue, newPasswordIssue } from './password-rules';

describe('new password rule', () => {
  const weak = 'Gp@123456';

  it('needs 8-20 characters without spaces, with letters and digits', () => {
    const rule = { kind: 'password', min: 8, max: 20 };
    expect(newPasswordIssue('', weak)).toEqual({ kind: 'required' });
    expect(newPasswordIssue('abc1234', weak)).toEqual(rule);
    expect(newPasswordIssue('abcdefgh', weak)).toEqual(rule);
    expect(newPasswordIssue('12345678', weak)).toEqual(rule);
    expect(newPasswordIssue('abcd 1234', weak)).toEqual(rule);
    expect(newPasswordIssue(`a1${'x'.repeat(19)}`, weak)).toEqual(rule);
    expect(newPasswordIssue('Strong@2026', weak)).toBeNull();
  });

  it('refuses the default weak password', () => {
    expect(newPasswordIssue(weak, weak)).toEqual({ kind: 'weakPassword' });
  });

  it("wants the confirmation equal ('inconsistent twice')", () => {
    expect(confirmationIssue('Strong@2026', '')).toEqual({ kind: 'required' });
    expect(confirmationIssue('Strong@2026', 'Strong@2027')).toEqual({ kind: 'inconsistent' });
    expect(confirmationIssue('Strong@2026', 'Strong@2026')).toBeNull();
  });
});
