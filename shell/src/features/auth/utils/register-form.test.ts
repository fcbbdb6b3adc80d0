import { seedRegisterSettings } from '../../../testing/session/fixtures';
import {
  buildRegisterPayload,
  emptyRegisterValues,
  planRegisterFields,
  validateRegisterForm,
  type RegisterContext,
  type RegisterValues,
} from './register-form';

const today = new Date(2026, 0, 15);
const byUsername: RegisterContext = { type: 'username', settings: seedRegisterSettings(), smsVerification: false, today };
const byMobile: RegisterContext = { ...byUsername, type: 'mobile' };

const values = (overrides: Partial<RegisterValues> = {}): RegisterValues => ({
  ...emptyRegisterValues(),
  username: 'newplayer1',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  captcha: 'AB12',
  countryDialingCode: '63',
  ...overrides,
});

const fieldsOf = (context: RegisterContext) => planRegisterFields(context).map(({ field, required }) => `${field}${required ? '*' : ''}`);

describe('registration fields from the server rules', () => {
  it('shows the enabled fields, username required in username registration', () => {
    expect(fieldsOf(byUsername)).toEqual([
      'username*',
      'countryDialingCode*',
      'mobileNum',
      'password*',
      'confirmPassword*',
      'payeeName',
      'email',
      'birthday',
      'affiliateCode',
      'referralCode',
      'captcha*',
    ]);
  });

  it('makes the mobile number required and the username optional in mobile registration', () => {
    expect(fieldsOf(byMobile).slice(0, 3)).toEqual(['countryDialingCode*', 'mobileNum*', 'username']);
  });

  it('adds the SMS code when REGMOBVERF3 is on, and follows switched rules', () => {
    const settings = seedRegisterSettings({ email: { required: true }, captcha: { enabled: false }, payeeName: { enabled: false } });
    const fields = fieldsOf({ ...byUsername, settings, smsVerification: true });
    expect(fields).toEqual(expect.arrayContaining(['mobileNum*', 'verificationCode*', 'email*']));
    expect(fields).not.toContain('captcha*');
    expect(fields).not.toContain('payeeName');
  });

  it('hides the country code with the mobile field', () => {
    const settings = seedRegisterSettings({ mobileNum: { enabled: false } });
    expect(fieldsOf({ ...byUsername, settings })).not.toContain('countryDialingCode*');
  });
});

describe('validateRegisterForm', () => {
  it('accepts a complete form', () => {
    expect(validateRegisterForm(values(), true, byUsername)).toEqual({});
  });

  it('reports every problem at once, under its field', () => {
    const issues = validateRegisterForm(
      values({ username: '1x', confirmPassword: 'Other@123', email: 'nope', birthday: '1990-01-01', mobileNum: '12', captcha: '' }),
      false,
      byUsername,
    );
    expect(issues).toEqual({
      username: { kind: 'pattern', key: 'reg_pattern_2', min: 6, max: 16 },
      confirmPassword: { kind: 'inconsistent' },
      email: { kind: 'email' },
      birthday: { kind: 'birthdayFormat' },
      mobileNum: { kind: 'mobile' },
      captcha: { kind: 'captchaRequired' },
      terms: { kind: 'terms' },
    });
  });

  it('refuses a birthday under 21 (local_birthday_error)', () => {
    expect(validateRegisterForm(values({ birthday: '16-01-2005' }), true, byUsername).birthday).toEqual({ kind: 'underAge' });
    expect(validateRegisterForm(values({ birthday: '15-01-2005' }), true, byUsername).birthday).toBeUndefined();
  });

  it('checks the mobile number against the server rule after the phone format', () => {
    expect(validateRegisterForm(values({ mobileNum: '0917 123 4567' }), true, byMobile).mobileNum).toBeUndefined();
    expect(validateRegisterForm(values({ mobileNum: '12345678' }), true, byMobile).mobileNum).toEqual({
      kind: 'pattern',
      key: 'reg_pattern_7',
      min: 10,
      max: 11,
    });
    expect(validateRegisterForm(values({ mobileNum: '' }), true, byMobile).mobileNum).toEqual({ kind: 'required' });
  });

  it('takes passwords as typed and trims the rest', () => {
    expect(validateRegisterForm(values({ username: '  newplayer1  ' }), true, byUsername).username).toBeUndefined();
    expect(validateRegisterForm(values({ confirmPassword: 'Secret@123 ' }), true, byUsername).confirmPassword).toEqual({ kind: 'inconsistent' });
  });
});

describe('buildRegisterPayload', () => {
  const extras = { captchaUuid: 'uuid-1', domain: 'example.com', registerUrl: 'https://example.com/register' };

  it('sends the shown, filled fields, the birthday as yyyy-mm-dd and the fixed extras', () => {
    const payload = buildRegisterPayload(
      values({ username: ' newplayer1 ', birthday: '05-03-1990', mobileNum: '0917 123 4567', payeeName: '' }),
      byUsername,
      extras,
    );
    expect(payload).toEqual({
      username: 'newplayer1',
      countryDialingCode: '63',
      mobileNum: '09171234567',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      birthday: '1990-03-05',
      captcha: 'AB12',
      captchaUuid: 'uuid-1',
      domain: 'example.com',
      registerUrl: 'https://example.com/register',
      registerMethod: 'WEB',
      login: true,
    });
  });

  it('keeps a referral code from the link even when the form hides the field', () => {
    const settings = seedRegisterSettings({ referralCode: { enabled: false } });
    const payload = buildRegisterPayload(values({ referralCode: 'FRIEND1' }), { ...byUsername, settings }, extras);
    expect(payload.referralCode).toBe('FRIEND1');
  });

  it('leaves out fields the form does not show', () => {
    const settings = seedRegisterSettings({ captcha: { enabled: false } });
    const payload = buildRegisterPayload(values(), { ...byUsername, settings }, extras);
    expect(payload).not.toHaveProperty('captcha');
    expect(payload).not.toHaveProperty('captchaUuid');
  });
});
