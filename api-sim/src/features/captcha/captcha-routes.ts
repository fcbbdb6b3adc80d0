import type { SimRoutes } from '../../context';
import { ok } from '../../lib/envelope';
import { issueCaptcha } from '../../state/captchas';
import { captchaSvg, toDataUrl } from './captcha-image';

interface CaptchaQuery {
  uuid: string;
}

const captchaQuerySchema = {
  type: 'object',
  required: ['uuid'],
  properties: { uuid: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

export const captchaRoutes: SimRoutes = async (app, { ctx }) => {
  app.get<{ Querystring: CaptchaQuery }>('/wps/captcha', { schema: { querystring: captchaQuerySchema } }, async (request) => {
    const answer = issueCaptcha(ctx.state, request.query.uuid);
    return ok(toDataUrl(captchaSvg(answer)));
  });
};
