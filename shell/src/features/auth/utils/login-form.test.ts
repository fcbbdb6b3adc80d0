import { mobileNumberIssue } from '@gp/auth-kit';
import { hasIssues, validatePasswordLogin, validateSmsLogin } from './login-form';

describe('login validation (SPEC §5)', () => {
  it('needs username and password (blank after trimming is empty) and the terms box', () => {
    const issues = validatePasswordLogin({ username: '  ', password: ' ', captcha: '', accepted: false }, false);
    expect(issues).toEqual({ username: { kind: 'required' }, password: { kind: 'required' }, accepted: { kind: 'terms' } });
    expect(hasIssues(issues)).toBe(true);
  });

  it('needs the captcha only when it is shown', () => {
    const input = { username: 'demo01', password: 'x', captcha: '', accepted: true };
    expect(hasIssues(validatePasswordLogin(input, false))).toBe(false);
    expect(validatePasswordLogin(input, true)).toEqual({ captcha: { kind: 'captchaRequired' } });
  });

  it('checks the SMS login phone format and code', () => {
    expect(validateSmsLogin({ mobileNum: '', verificationCode: '', accepted: true })).toEqual({
      mobileNum: { kind: 'required' },
      verificationCode: { kind: 'required' },
    });
    expect(validateSmsLogin({ mobileNum: '12', verificationCode: '1', accepted: false })).toEqual({
      mobileNum: { kind: 'mobile' },
      accepted: { kind: 'terms' },
    });
    expect(mobileNumberIssue('0917 123 4567')).toBeNull();
  });
});
