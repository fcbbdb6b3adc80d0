import type { SimRoutes } from '../../context';
import { fail, ok } from '../../lib/envelope';
import { encBodySchema, type EncBody } from '../../lib/jwe';
import { createTrialAccount } from '../../state/accounts';
import { endSession, startSession } from '../../state/sessions';
import { addAccount, findAccountByUsername } from '../../state/sim-state';
import { completeIpVerification } from './ip-verification';
import { attemptLogin, parseLogin } from './login';
import { socialLogin, SOCIAL_PROVIDERS, type SocialProvider } from './social-login';

interface FreeplayBody extends EncBody {
  os?: string;
  platform: string;
  gatewayVersion: number;
}

const freeplayBodySchema = {
  type: 'object',
  required: ['platform', 'value', 'gatewayVersion'],
  properties: {
    os: { type: 'string' },
    platform: { type: 'string', minLength: 1 },
    value: { type: 'string', minLength: 1 },
    gatewayVersion: { type: 'number' },
  },
} as const;

interface SocialBody {
  provider: SocialProvider;
  idToken: string;
}

const socialBodySchema = {
  type: 'object',
  required: ['provider', 'idToken'],
  properties: {
    provider: { type: 'string', enum: SOCIAL_PROVIDERS },
    idToken: { type: 'string', minLength: 1, maxLength: 4096 },
  },
} as const;

export const sessionRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.post<{ Body: EncBody }>('/wps/session/login', { schema: { body: encBodySchema } }, async (request) =>
    attemptLogin(state, parseLogin(await ctx.decrypt(request.body.value)), request.ip),
  );

  app.post<{ Body: EncBody }>('/wps/session/login/verify', { schema: { body: encBodySchema } }, async (request) =>
    completeIpVerification(state, await ctx.decrypt(request.body.value)),
  );

  app.post<{ Body: SocialBody }>('/wps/session/login/social', { schema: { body: socialBodySchema } }, async (request) =>
    socialLogin(state, ctx.verifyFirebaseToken, request.body.provider, request.body.idToken),
  );

  app.post<{ Body: FreeplayBody }>('/wps/session/login/freeplay', { schema: { body: freeplayBodySchema } }, async (request) => {
    await ctx.decrypt(request.body.value);
    if (!state.features.FREEPLAY3) return fail('Free play is not available', null, 'FREEPLAY_DISABLED');
    const account = addAccount(state, (id) =>
      createTrialAccount(id, state.rng, (username) => findAccountByUsername(state, username) !== undefined),
    );
    return ok(startSession(state, account));
  });

  app.delete('/wps/session/logout', async (request) => {
    endSession(state, request);
    return ok(null);
  });
};
