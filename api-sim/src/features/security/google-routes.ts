import type { SimRoutes } from '../../context';
import { fail, ok } from '../../lib/envelope';
import { asPayload, optionalText } from '../../lib/input';
import { checkGoogleCode, googleOtpauthUrl, newGoogleSecret } from '../../state/google-auth';
import { requireAccount } from '../../state/sessions';
import { profileOf } from './security-routes';

export const GOOGLE_MESSAGES = {
  code: 'The authenticator code is not valid',
  alreadyBound: 'A Google authenticator is already bound',
  notBound: 'No Google authenticator is bound',
  noSecret: 'Open the Google authenticator binding again to get a new key',
} as const;

const codeFailure = () => fail(GOOGLE_MESSAGES.code, { errors: { code: GOOGLE_MESSAGES.code } }, 'GOOGLE_CODE_INVALID');

/**
 * Google authenticator binding (securityCenter). Not in SPEC: paths and shapes chosen
 * (docs/api-contract.md). Unbound: GET hands out a secret (the same one until it is bound) and its
 * otpauth:// URL; POST bind with a current code from it binds it. Bound: the secret is never
 * shown again; POST unbind with a current code removes it.
 */
export const googleAuthRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.get('/wps/member/google', async (request) => {
    const account = requireAccount(state, request);
    if (account.googleSecret !== null) return ok({ bound: true, secret: null, otpauthUrl: null });
    account.googlePendingSecret ??= newGoogleSecret();
    return ok({ bound: false, secret: account.googlePendingSecret, otpauthUrl: googleOtpauthUrl(account.googlePendingSecret, account.username) });
  });

  app.post('/wps/member/google/bind', async (request) => {
    const account = requireAccount(state, request);
    const code = optionalText(asPayload(request.body, 'code'), 'code', { maxLength: 16 });
    if (account.googleSecret !== null) return fail(GOOGLE_MESSAGES.alreadyBound, null, 'GOOGLE_ALREADY_BOUND');
    if (account.googlePendingSecret === null) return fail(GOOGLE_MESSAGES.noSecret, null, 'GOOGLE_NO_SECRET');
    if (!checkGoogleCode(account.googlePendingSecret, code)) return codeFailure();
    account.googleSecret = account.googlePendingSecret;
    account.googlePendingSecret = null;
    return ok(profileOf(state, account));
  });

  app.post('/wps/member/google/unbind', async (request) => {
    const account = requireAccount(state, request);
    const code = optionalText(asPayload(request.body, 'code'), 'code', { maxLength: 16 });
    if (account.googleSecret === null) return fail(GOOGLE_MESSAGES.notBound, null, 'GOOGLE_NOT_BOUND');
    if (!checkGoogleCode(account.googleSecret, code)) return codeFailure();
    account.googleSecret = null;
    return ok(profileOf(state, account));
  });
};
