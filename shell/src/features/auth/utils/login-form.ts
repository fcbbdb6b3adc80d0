import { mobileNumberIssue, type FieldIssue } from '@gp/auth-kit';

export type PasswordLoginInput = { username: string; password: string; captcha: string; accepted: boolean };
export type PasswordLoginIssues = Partial<Record<keyof PasswordLoginInput, FieldIssue>>;

/** SPEC §5: username and password required (trimmed), captcha when shown, terms ticked. */
export function validatePasswordLogin(input: PasswordLoginInput, captchaShown: boolean): PasswordLoginIssues {
  const issues: PasswordLoginIssues = {};
  if (!input.username.trim()) issues.username = { kind: 'required' };
  if (!input.password.trim()) issues.password = { kind: 'required' };
  if (captchaShown && !input.captcha.trim()) issues.captcha = { kind: 'captchaRequired' };
  if (!input.accepted) issues.accepted = { kind: 'terms' };
  return issues;
}

export type SmsLoginInput = { mobileNum: string; verificationCode: string; accepted: boolean };
export type SmsLoginIssues = Partial<Record<keyof SmsLoginInput, FieldIssue>>;

/** SPEC §5: mobile number (required, phone format) and the code; terms ticked. */
export function validateSmsLogin(input: SmsLoginInput): SmsLoginIssues {
  const issues: SmsLoginIssues = {};
  const mobileIssue = mobileNumberIssue(input.mobileNum);
  if (mobileIssue) issues.mobileNum = mobileIssue;
  if (!input.verificationCode.trim()) issues.verificationCode = { kind: 'required' };
  if (!input.accepted) issues.accepted = { kind: 'terms' };
  return issues;
}

export function hasIssues(issues: object): boolean {
  return Object.values(issues).some(Boolean);
}
