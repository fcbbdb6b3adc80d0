import type { Mobile } from './mobile';
import type { SimState } from './sim-state';

/** SMS verification codes (SPEC §4, §9): one outstanding code per mobile number. */

/** value.expiredMinutes of a send: the client's resend countdown is 60 s × this. */
export const SMS_EXPIRED_MINUTES = 1;
/** A second send to the same number within this window is refused (SPEC §9). */
export const SMS_THROTTLE_MS = 1000;
/** How long a code can be used. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;

/** Deterministic: the last 6 national digits ('09171234567' → '234567'). */
export const smsCodeFor = (mobile: Mobile): string => mobile.national.slice(-6);

export type SendResult = { sent: true; code: string } | { sent: false };

export function sendSmsCode(state: SimState, mobile: Mobile, now: number = Date.now()): SendResult {
  const previous = state.smsCodes.get(mobile.key);
  if (previous && now - previous.sentAt < SMS_THROTTLE_MS) return { sent: false };
  const code = smsCodeFor(mobile);
  state.smsCodes.set(mobile.key, { code, sentAt: now });
  return { sent: true, code };
}

export type SmsCheck = 'ok' | 'missing' | 'invalid' | 'expired';

/** Checks a code against the last one sent to the number; a correct code is used up. */
export function checkSmsCode(state: SimState, mobile: Mobile, code: string | undefined, now: number = Date.now()): SmsCheck {
  if (code === undefined || code === '') return 'missing';
  const sent = state.smsCodes.get(mobile.key);
  if (!sent || sent.code !== code.trim()) return 'invalid';
  if (now - sent.sentAt > SMS_CODE_TTL_MS) return 'expired';
  state.smsCodes.delete(mobile.key);
  return 'ok';
}
