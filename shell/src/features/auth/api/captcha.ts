import * as v from 'valibot';
import { apiRequest } from '@gp/kernel';

const captchaImageSchema = v.pipe(v.string(), v.regex(/^data:image\//, 'Expected an image data URL'));

/** GET /wps/captcha: the image (a data URL) of the captcha issued for `uuid`. */
export function fetchCaptcha(uuid: string): Promise<string> {
  return apiRequest('/wps/captcha', { schema: captchaImageSchema, params: { uuid } });
}

export function newCaptchaUuid(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
