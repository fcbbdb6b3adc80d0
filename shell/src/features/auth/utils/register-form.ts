import { birthdayIssue, toServerBirthday, checkRule, isValidEmail, type FieldIssue, isValidMobile, normalizeDialingCode, normalizeMobile } from '@gp/auth-kit';
import type { RegisterFieldRule, RegisterSettings } from '../../../lib/platform/system-schemas';

export type RegisterType = 'username' | 'mobile';

/** The registration form of SPEC §3 that a visitor fills in, in display order. */
export const REGISTER_FIELDS = [
  'username',
  'countryDialingCode',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'nickname',
  'email',
  'birthday',
  'idNumber',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'address',
  'qqNum',
  'line',
  'whatsapp',
  'telegram',
  'zalo',
  'facebook',
  'wechat',
  'recommenderId',
  'affiliateCode',
  'referralCode',
  'captcha',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];

export type RegisterValues = Record<RegisterField, string>;

export type RegisterContext = {
  type: RegisterType;
  settings: RegisterSettings;
  /** REGMOBVERF3: the mobile number is verified by an SMS code. */
  smsVerification: boolean;
  today?: Date;
};

export type RegisterIssues = Partial<Record<RegisterField | 'terms', FieldIssue>>;

/** Passwords are taken as typed; everything else is trimmed (as the server does). */
const UNTRIMMED: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

const OPEN_RULE: RegisterFieldRule = { enabled: true, required: true, acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 0 };

export function emptyRegisterValues(): RegisterValues {
  return Object.fromEntries(REGISTER_FIELDS.map((field) => [field, ''])) as RegisterValues;
}

/** Fields the server always requires for this form, whatever the settings say. */
function forcedFields({ type, smsVerification }: RegisterContext): Set<RegisterField> {
  const forced = new Set<RegisterField>(['password', 'confirmPassword']);
  if (type === 'username') forced.add('username');
  if (type === 'mobile' || smsVerification) forced.add('mobileNum');
  if (smsVerification) forced.add('verificationCode');
  return forced;
}

export type FieldPlan = { field: RegisterField; rule: RegisterFieldRule; required: boolean };

/** Which fields to show and whether each is required, from the server rules (SPEC §5). */
export function planRegisterFields(context: RegisterContext): FieldPlan[] {
  const forced = forcedFields(context);
  const mobileShown = forced.has('mobileNum') || Boolean(context.settings.mobileNum?.enabled);
  // Mobile registration leads with the number; the optional username follows it.
  const order: readonly RegisterField[] =
    context.type === 'mobile' ? [...REGISTER_FIELDS.slice(1, 4), 'username', ...REGISTER_FIELDS.slice(4)] : REGISTER_FIELDS;
  return order.flatMap((field): FieldPlan[] => {
    const rule = context.settings[field];
    if (field === 'verificationCode' && !context.smsVerification) return [];
    if (field === 'countryDialingCode') {
      return mobileShown && rule?.enabled ? [{ field, rule, required: true }] : [];
    }
    if (forced.has(field)) {
      // Mobile registration: the username is optional (the number stands in for it).
      return [{ field, rule: rule?.enabled ? rule : OPEN_RULE, required: true }];
    }
    if (!rule?.enabled) return [];
    const required = context.type === 'mobile' && field === 'username' ? false : rule.required;
    return [{ field, rule, required }];
  });
}

export function cleanValue(field: RegisterField, value: string): string {
  if (UNTRIMMED.has(field)) return value;
  if (field === 'mobileNum') return normalizeMobile(value);
  return value.trim();
}

/** Every field at once, so all its errors show under their fields together. */
export function validateRegisterForm(values: RegisterValues, accepted: boolean, context: RegisterContext): RegisterIssues {
  const issues: RegisterIssues = {};
  for (const { field, rule, required } of planRegisterFields(context)) {
    const value = cleanValue(field, values[field]);
    const issue = fieldIssue(field, value, values, rule, required, context);
    if (issue) issues[field] = issue;
  }
  if (!accepted) issues.terms = { kind: 'terms' };
  return issues;
}

function fieldIssue(
  field: RegisterField,
  value: string,
  values: RegisterValues,
  rule: RegisterFieldRule,
  required: boolean,
  context: RegisterContext,
): FieldIssue | null {
  if (value === '') {
    if (!required) return null;
    if (field === 'captcha') return { kind: 'captchaRequired' };
    if (field === 'verificationCode') return { kind: 'verifyFirst' };
    return { kind: 'required' };
  }
  switch (field) {
    case 'confirmPassword':
      return value === values.password ? null : { kind: 'inconsistent' };
    case 'email':
      return isValidEmail(value) ? checkRule(value, rule, required) : { kind: 'email' };
    case 'mobileNum':
      return isValidMobile(value) ? checkRule(value, rule, required) : { kind: 'mobile' };
    case 'birthday': {
      const issue = birthdayIssue(value, context.today);
      if (issue === 'format') return { kind: 'birthdayFormat' };
      if (issue === 'underAge') return { kind: 'underAge' };
      return checkRule(toServerBirthday(value), rule, required);
    }
    default:
      return checkRule(value, rule, required);
  }
}

export type RegisterExtras = {
  captchaUuid: string | null;
  domain: string;
  registerUrl: string;
};

/** The form as the server reads it: shown, non-empty fields, birthday as yyyy-mm-dd (SPEC §5, §7). */
export function buildRegisterPayload(values: RegisterValues, context: RegisterContext, extras: RegisterExtras): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const { field } of planRegisterFields(context)) {
    const value = cleanValue(field, values[field]);
    if (value === '') continue;
    if (field === 'birthday') payload[field] = toServerBirthday(value);
    else if (field === 'countryDialingCode') payload[field] = normalizeDialingCode(value);
    else payload[field] = value;
  }
  if (payload.mobileNum !== undefined && payload.countryDialingCode === undefined) {
    payload.countryDialingCode = normalizeDialingCode('');
  }
  // A referral code from the link is sent even when the form does not show the field.
  const referralCode = values.referralCode.trim();
  if (payload.referralCode === undefined && referralCode !== '') payload.referralCode = referralCode;
  if (payload.captcha !== undefined && extras.captchaUuid) payload.captchaUuid = extras.captchaUuid;
  return { ...payload, domain: extras.domain, registerUrl: extras.registerUrl, registerMethod: 'WEB', login: true };
}
