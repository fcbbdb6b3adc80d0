import { CURRENCY } from '../../config';
import type { SimRoutes } from '../../context';
import { fail, ok, type Envelope } from '../../lib/envelope';
import { asPayload, optionalText, requiredText, type Payload } from '../../lib/input';
import { nowOf, siteTime } from '../../money/clock';
import { totalBalance } from '../../money/ledger';
import { ledgerOf } from '../../money/money-state';
import { toAmount, type Account } from '../../state/accounts';
import { findAccountByMobile, parseMobile } from '../../state/mobile';
import { phoneAuthFailure } from '../../state/phone-auth-errors';
import { requireAccount } from '../../state/sessions';
import type { SimState } from '../../state/sim-state';
import { checkSmsCode, sendSmsCode, SMS_EXPIRED_MINUTES } from '../../state/sms';
import { ageOf } from '../register/registration';

export const PROFILE_MESSAGES = {
  nickname: 'The nickname is 2 to 20 characters',
  realName: 'Enter the real name in letters (2 to 50)',
  realNameSet: 'The real name is already set: contact customer service to change it',
  birthday: 'Enter the birthday as yyyy-mm-dd',
  birthdayAge: 'You must be at least 21 years old',
  birthdaySet: 'The birthday is already set',
  mobileInUse: 'This mobile number is already bound to another account',
  email: 'Enter a valid email address',
  emailInUse: 'This email is already bound to another account',
  code: 'The verification code is not valid',
} as const;

const MIN_AGE = 21;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REAL_NAME = /^[A-Za-z][A-Za-z .'-]{1,49}$/;

/** securityCenter: the profile, what is bound, and the total of every wallet. */
export function profileOf(state: SimState, account: Account) {
  return {
    account: account.username,
    nickname: account.nickname,
    realName: account.realName,
    mobileNum: account.mobileNum,
    countryDialingCode: account.countryDialingCode,
    email: account.email,
    birthday: account.birthday,
    vipLevel: account.vipLevel,
    vipName: account.vipName,
    avatarUrl: account.avatarUrl,
    mobileBound: account.mobileNum !== null,
    emailBound: account.email !== null,
    googleBound: account.googleSecret !== null,
    hasPaymentPassword: account.paymentPassword !== null,
    totalBalance: toAmount(totalBalance(ledgerOf(state.money, account.id))),
    currency: CURRENCY.code,
    currencySymbol: CURRENCY.symbol,
  };
}

const fieldFailure = (message: string, field: string, code: string) => fail(message, { errors: { [field]: message } }, code);

/** Nickname any time; real name and birthday only while unset (as operators require). */
function updateProfile(state: SimState, account: Account, payload: Payload, now: number): Envelope<unknown> {
  const nickname = optionalText(payload, 'nickname', { maxLength: 64 });
  const realName = optionalText(payload, 'realName', { maxLength: 64 });
  const birthday = optionalText(payload, 'birthday', { maxLength: 10 });
  if (nickname !== undefined && ([...nickname].length < 2 || [...nickname].length > 20)) return fieldFailure(PROFILE_MESSAGES.nickname, 'nickname', 'INVALID_NICKNAME');
  if (realName !== undefined) {
    if (account.realName !== null && realName !== account.realName) return fieldFailure(PROFILE_MESSAGES.realNameSet, 'realName', 'REAL_NAME_SET');
    if (!REAL_NAME.test(realName)) return fieldFailure(PROFILE_MESSAGES.realName, 'realName', 'INVALID_REAL_NAME');
  }
  if (birthday !== undefined) {
    if (account.birthday !== null && birthday !== account.birthday) return fieldFailure(PROFILE_MESSAGES.birthdaySet, 'birthday', 'BIRTHDAY_SET');
    const age = ageOf(birthday, new Date(siteTime(now).toISODate() ?? ''));
    if (age === undefined) return fieldFailure(PROFILE_MESSAGES.birthday, 'birthday', 'INVALID_BIRTHDAY');
    if (age < MIN_AGE) return fieldFailure(PROFILE_MESSAGES.birthdayAge, 'birthday', 'TOO_YOUNG');
  }
  if (nickname !== undefined) account.nickname = nickname;
  if (realName !== undefined) account.realName = realName;
  if (birthday !== undefined) account.birthday = birthday;
  return ok(profileOf(state, account));
}

export const securityRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.get('/wps/member/profile', async (request) => ok(profileOf(state, requireAccount(state, request))));

  app.post('/wps/member/profile', async (request) =>
    updateProfile(state, requireAccount(state, request), asPayload(request.body, 'profile'), nowOf(state.clock)),
  );

  /** The SMS code to bind a mobile number: the number must not belong to another account. */
  app.post('/wps/verification/sms/bind', async (request) => {
    const account = requireAccount(state, request);
    const payload = asPayload(request.body, 'mobile');
    const mobileNum = optionalText(payload, 'mobileNum', { maxLength: 32 });
    if (mobileNum === undefined) return phoneAuthFailure('missingPhoneNumber');
    const mobile = parseMobile(mobileNum, optionalText(payload, 'countryDialingCode', { maxLength: 8 }));
    if (!mobile) return phoneAuthFailure('invalidPhoneNumber');
    const owner = findAccountByMobile(state, mobile);
    if (owner && owner.id !== account.id) return fail(PROFILE_MESSAGES.mobileInUse, null, 'MOBILE_EXISTS');
    if (!sendSmsCode(state, mobile).sent) return phoneAuthFailure('tooManyRequests');
    return ok({ expiredMinutes: SMS_EXPIRED_MINUTES });
  });

  /** Binds (or changes) the mobile number with the SMS code sent to it. */
  app.post('/wps/member/bind/mobile', async (request) => {
    const account = requireAccount(state, request);
    const payload = asPayload(request.body, 'mobile');
    const mobile = parseMobile(requiredText(payload, 'mobileNum', { maxLength: 32 }), optionalText(payload, 'countryDialingCode', { maxLength: 8 }));
    if (!mobile) return phoneAuthFailure('invalidPhoneNumber');
    const owner = findAccountByMobile(state, mobile);
    if (owner && owner.id !== account.id) return fail(PROFILE_MESSAGES.mobileInUse, null, 'MOBILE_EXISTS');
    if (checkSmsCode(state, mobile, optionalText(payload, 'verificationCode', { maxLength: 10 })) !== 'ok') {
      return fieldFailure(PROFILE_MESSAGES.code, 'verificationCode', 'INVALID_VERIFICATION_CODE');
    }
    account.mobileNum = `0${mobile.national}`;
    account.countryDialingCode = mobile.countryDialingCode;
    return ok(profileOf(state, account));
  });

  /** Binds (or changes) the email address. */
  app.post('/wps/member/bind/email', async (request) => {
    const account = requireAccount(state, request);
    const email = requiredText(asPayload(request.body, 'email'), 'email', { maxLength: 100 });
    if (!EMAIL.test(email)) return fieldFailure(PROFILE_MESSAGES.email, 'email', 'INVALID_EMAIL');
    for (const other of state.accounts.values()) {
      if (other.id !== account.id && other.email?.toLowerCase() === email.toLowerCase()) return fieldFailure(PROFILE_MESSAGES.emailInUse, 'email', 'EMAIL_EXISTS');
    }
    account.email = email;
    return ok(profileOf(state, account));
  });
};
