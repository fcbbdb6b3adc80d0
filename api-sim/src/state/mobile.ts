import { DEFAULT_DIALING_CODE, type Account } from './accounts';
import type { SimState } from './sim-state';

/** A phone number reduced to its dialing code and national digits (no trunk zero). */
export interface Mobile {
  countryDialingCode: string;
  national: string;
  /** `<dialing code>-<national>`: '09171234567' and '9171234567' in 63 are the same key. */
  key: string;
}

const DIALING_CODE = /^\+?(\d{1,4})$/;
/** Digits with optional separators; 7 to 12 national digits once the trunk zeros are gone. */
const NATIONAL = /^\d{7,12}$/;

/** undefined when the number (or its dialing code) is not a valid phone number. */
export function parseMobile(mobileNum: string, countryDialingCode: string | undefined): Mobile | undefined {
  const code = DIALING_CODE.exec((countryDialingCode ?? DEFAULT_DIALING_CODE).trim())?.[1];
  const digits = mobileNum.replace(/[\s-]/g, '');
  if (code === undefined || !/^\d+$/.test(digits)) return undefined;
  const national = digits.replace(/^0+/, '');
  if (!NATIONAL.test(national)) return undefined;
  return { countryDialingCode: code, national, key: `${code}-${national}` };
}

export const mobileOf = (account: Account): Mobile | undefined =>
  account.mobileNum === null ? undefined : parseMobile(account.mobileNum, account.countryDialingCode ?? undefined);

export function findAccountByMobile(state: SimState, mobile: Mobile): Account | undefined {
  for (const account of state.accounts.values()) {
    if (mobileOf(account)?.key === mobile.key) return account;
  }
  return undefined;
}
