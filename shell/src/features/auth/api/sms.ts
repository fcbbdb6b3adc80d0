import * as v from 'valibot';
import { apiRequest, looseNumber } from '@gp/kernel';

const smsSentSchema = v.object({ expiredMinutes: looseNumber });

export type SmsSent = v.InferOutput<typeof smsSentSchema>;

export type SmsAudience = 'registered' | 'new';

/**
 * Sends a code. `registered` (/sms/noLogin) is for numbers with an account: SMS login, forgot
 * password and IP verification; `new` (/sms/register) for registration.
 */
export function sendSmsCode(audience: SmsAudience, mobileNum: string, countryDialingCode: string, captcha?: string): Promise<SmsSent> {
  return audience === 'registered'
    ? apiRequest('/wps/verification/sms/noLogin', {
        method: 'post',
        // `captcha`: the captcha-challenge result (SPEC §7), when the provider is configured.
        json: captcha === undefined ? { mobileNum, countryDialingCode } : { mobileNum, countryDialingCode, captcha },
        schema: smsSentSchema,
      })
    : apiRequest('/wps/verification/sms/register', { method: 'post', json: { mobileNo: mobileNum, countryDialingCode }, schema: smsSentSchema });
}
