import { fail, ok, type Envelope } from '../../lib/envelope';
import { asPayload, optionalText, type Payload } from '../../lib/input';
import { isAgent, MEMBER_TYPE, newAccount, type Account } from '../../state/accounts';
import { verifyCaptcha } from '../../state/captchas';
import { rememberIp } from '../../state/ip-check';
import { findAccountByMobile, parseMobile, type Mobile } from '../../state/mobile';
import { phoneAuthFailure, SMS_CHECK_ERROR } from '../../state/phone-auth-errors';
import type { RegisterFieldRule } from '../../state/register-settings';
import { startSession, type LoginResult } from '../../state/sessions';
import { addAccount, findAccountByUsername, type SimState } from '../../state/sim-state';
import { checkSmsCode } from '../../state/sms';
import type { FirebaseVerifier } from '../../state/firebase-token';
import { findLiveLink } from '../../team/links';
import { nowOf } from '../../money/clock';
import { addInvitee, referrerOf } from '../referral/referral-state';

/** PUT /wps/member/register (username) or PUT /wps/member/register/mobile. */
export type RegisterMethod = 'username' | 'mobile';

/** The module that must be on for each method. */
const METHOD_MODULES: Record<RegisterMethod, string> = { username: 'USERNAMEREG3', mobile: 'MOBILENUMREG3' };

/** Minimum registration age (SPEC §5, §9). */
export const MINIMUM_AGE = 21;

export const REGISTER_MESSAGES = {
  disabled: 'This registration method is not enabled',
  usernameExists: 'Username already exists',
  mobileExists: 'This mobile number is already registered',
  inconsistent: 'The two passwords are inconsistent',
  birthdayFormat: 'Birthday must be a date in yyyy-mm-dd format',
  underAge: `You must be at least ${MINIMUM_AGE} years old`,
  invalidMobile: 'Invalid phone number format',
  invalidAffiliate: 'Invalid invitation code',
  captchaIncorrect: 'Incorrect captcha',
} as const;

const LABELS: Record<string, string> = {
  username: 'Username', password: 'Password', confirmPassword: 'Confirm password', payeeName: 'Real name',
  email: 'Email', qqNum: 'QQ number', mobileNum: 'Mobile number', recommenderId: 'Recommender ID',
  captcha: 'Captcha', verificationCode: 'Verification code', affiliateCode: 'Invitation code',
  paymentPassword: 'Payment password', line: 'LINE', whatsapp: 'WhatsApp', facebook: 'Facebook', wechat: 'WeChat',
  idNumber: 'ID number', birthday: 'Birthday', referralCode: 'Referral code', domain: 'Domain',
  countryDialingCode: 'Country code', nickname: 'Nickname', telegram: 'Telegram', zalo: 'Zalo', address: 'Address',
  nationality: 'Nationality', occupation: 'Occupation', sourceOfIncome: 'Source of income',
};

const labelOf = (field: string): string => LABELS[field] ?? field;

/** Passwords are taken as typed; every other field is trimmed. */
const UNTRIMMED = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** value of a VALIDATION_FAILED (and other field) failure: the message per failing field. */
export interface FieldErrors {
  errors: Record<string, string>;
}

const fieldFailure = (message: string, field: string, code: string): Envelope<FieldErrors> =>
  fail(message, { errors: { [field]: message } }, code);

type Requirement = 'rule' | 'required' | 'optional';

/** Checks one value against its server rule (required, length, pattern; pattern '*' = anything). */
function ruleError(field: string, value: string | undefined, rule: RegisterFieldRule, requirement: Requirement): string | undefined {
  const label = labelOf(field);
  if (value === undefined) {
    const required = requirement === 'required' || (requirement === 'rule' && rule.enabled && rule.required);
    return required ? `${label} is required` : undefined;
  }
  if (!rule.enabled) return undefined;
  const length = [...value].length;
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength)) {
    return `${label} must be ${rule.minLength}-${rule.maxLength} characters`;
  }
  if (rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern).test(value)) return `${label} format is invalid`;
  return undefined;
}

/** Age in whole years on `today` (UTC) of a yyyy-mm-dd birthday; undefined when not a real date. */
export function ageOf(birthday: string, today: Date = new Date()): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** An agent by affiliate code (case-insensitive). */
export function findAgentByAffiliateCode(state: SimState, code: string): Account | undefined {
  const wanted = code.trim().toUpperCase();
  for (const account of state.accounts.values()) {
    if (isAgent(account) && account.affiliateCode?.toUpperCase() === wanted) return account;
  }
  return undefined;
}

interface ValidForm {
  values: Record<string, string | undefined>;
  mobile: Mobile | undefined;
}

/** Every field rule plus the cross-field checks; all failures at once. */
function validateFields(state: SimState, payload: Payload, method: RegisterMethod): ValidForm | Envelope<FieldErrors> {
  const smsOn = Boolean(state.features.REGMOBVERF3);
  const forced = new Set(['password', 'confirmPassword']);
  if (method === 'username') forced.add('username');
  if (method === 'mobile' || smsOn) forced.add('mobileNum');
  if (smsOn) forced.add('verificationCode');

  // Mobile registration: the username is optional (the national number stands in for it).
  const requirementOf = (field: string): Requirement =>
    forced.has(field) ? 'required' : method === 'mobile' && field === 'username' ? 'optional' : 'rule';

  const values: Record<string, string | undefined> = {};
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(state.registerSettings)) {
    const value = optionalText(payload, field, { maxLength: 500, trim: !UNTRIMMED.has(field) });
    values[field] = value;
    const error = ruleError(field, value, rule, requirementOf(field));
    if (error !== undefined) errors[field] = error;
  }

  if (errors.confirmPassword === undefined && values.confirmPassword !== values.password) {
    errors.confirmPassword = REGISTER_MESSAGES.inconsistent;
  }
  if (errors.birthday === undefined && values.birthday !== undefined) {
    const age = ageOf(values.birthday);
    if (age === undefined) errors.birthday = REGISTER_MESSAGES.birthdayFormat;
    else if (age < MINIMUM_AGE) errors.birthday = REGISTER_MESSAGES.underAge;
  }
  const mobile = values.mobileNum === undefined ? undefined : parseMobile(values.mobileNum, values.countryDialingCode);
  if (errors.mobileNum === undefined && values.mobileNum !== undefined && !mobile) errors.mobileNum = REGISTER_MESSAGES.invalidMobile;

  const first = Object.values(errors)[0];
  return first === undefined ? { values, mobile } : fail(first, { errors }, 'VALIDATION_FAILED');
}

/**
 * A phone verified through Firebase: its ID token (a `phone` sign-in of this project) names the
 * registered number and the uid the client sent. The uid, else why not.
 */
async function checkFirebasePhone(
  verify: FirebaseVerifier | undefined,
  idToken: string,
  uid: string | undefined,
  mobile: Mobile,
): Promise<string | 'invalid' | 'expired'> {
  if (!verify) return 'invalid';
  const check = await verify(idToken);
  if (!check.ok) return check.reason;
  const { identity } = check;
  const number = `+${mobile.countryDialingCode}${mobile.national}`;
  if (identity.signInProvider !== 'phone' || identity.phoneNumber !== number || (uid !== undefined && uid !== identity.uid)) return 'invalid';
  return identity.uid;
}

/**
 * Registration (SPEC §5): the server-side rules of /wps/system/setting/register, then captcha,
 * unique username and mobile, affiliate code and SMS code. Success logs the new account in.
 */
export async function register(
  state: SimState,
  plaintext: unknown,
  method: RegisterMethod,
  ip: string,
  verifyFirebaseToken?: FirebaseVerifier,
): Promise<Envelope<LoginResult | FieldErrors | null>> {
  if (!state.features[METHOD_MODULES[method]]) return fail(REGISTER_MESSAGES.disabled, null, 'REGISTER_DISABLED');
  const payload = asPayload(plaintext, 'registration form');
  const form = validateFields(state, payload, method);
  if (!('values' in form)) return form;
  const { values, mobile } = form;

  if (state.registerSettings.captcha?.enabled && values.captcha !== undefined) {
    if (!verifyCaptcha(state, optionalText(payload, 'captchaUuid', { maxLength: 100 }), values.captcha)) {
      return fieldFailure(REGISTER_MESSAGES.captchaIncorrect, 'captcha', 'CAPTCHA_INCORRECT');
    }
  }

  const username = values.username ?? mobile?.national ?? '';
  if (findAccountByUsername(state, username)) return fieldFailure(REGISTER_MESSAGES.usernameExists, 'username', 'USERNAME_EXISTS');
  if (mobile && findAccountByMobile(state, mobile)) return fieldFailure(REGISTER_MESSAGES.mobileExists, 'mobileNum', 'MOBILE_EXISTS');

  const link = values.affiliateCode === undefined ? undefined : findLiveLink(state, values.affiliateCode);
  const agent = link ? state.accounts.get(link.ownerId) : values.affiliateCode === undefined ? undefined : findAgentByAffiliateCode(state, values.affiliateCode);
  if (values.affiliateCode !== undefined && !agent) {
    return fieldFailure(REGISTER_MESSAGES.invalidAffiliate, 'affiliateCode', 'INVALID_AFFILIATE_CODE');
  }

  // A friend's referral code (REFERRAL on): the new account becomes that member's invitee. An unknown
  // code does not stop the registration (the field is optional; chosen): it is kept, nobody gains.
  const referrer = values.referralCode === undefined || !state.referral.enabled ? undefined : referrerOf(state.referral, state.accounts, values.referralCode);

  // The phone is verified by the platform's SMS code, or through Firebase (the firebase fields).
  const firebaseIdToken = optionalText(payload, 'firebaseIdToken', { maxLength: 4096 });
  let firebaseUid: string | null = null;
  if (state.features.REGMOBVERF3 && mobile && firebaseIdToken !== undefined) {
    const proof = await checkFirebasePhone(verifyFirebaseToken, firebaseIdToken, optionalText(payload, 'firebaseUid', { maxLength: 128 }), mobile);
    if (proof !== 'expired' && proof !== 'invalid') firebaseUid = proof;
    else return phoneAuthFailure(proof === 'expired' ? 'codeExpired' : 'invalidVerificationCode', { errors: { verificationCode: 'The verification code is not valid' } });
  } else if (state.features.REGMOBVERF3 && mobile) {
    const check = checkSmsCode(state, mobile, values.verificationCode);
    if (check !== 'ok') return phoneAuthFailure(SMS_CHECK_ERROR[check], { errors: { verificationCode: 'The verification code is not valid' } });
  }

  const account = addAccount(state, (id) =>
    newAccount(id, {
      username,
      password: values.password ?? null,
      nickname: values.nickname ?? username,
      type: link?.userType === 'AGENT' ? MEMBER_TYPE.agent : MEMBER_TYPE.member,
      rebateRate: link?.rebateRate ?? 0,
      affiliateCode: link?.userType === 'AGENT' ? username.toUpperCase() : null,
      consolidated: link?.userType === 'AGENT' ? { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 } : null,
      mobileNum: values.mobileNum ?? null,
      countryDialingCode: mobile?.countryDialingCode ?? null,
      email: values.email ?? null,
      uplineId: agent?.id ?? null,
      referralCode: values.referralCode ?? null,
      firstTimeLogin: true,
      firebaseUid,
    }),
  );
  if (link) link.registrations += 1;
  if (referrer) addInvitee(state.referral, referrer, account, nowOf(state.clock));
  rememberIp(state, account.id, ip);
  return ok(startSession(state, account));
}
