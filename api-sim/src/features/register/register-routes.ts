import type { SimRoutes } from '../../context';
import { ok } from '../../lib/envelope';
import { encBodySchema, type EncBody } from '../../lib/jwe';
import { findLiveLink } from '../../team/links';
import { findAgentByAffiliateCode, register } from './registration';

interface AffiliateQuery {
  code: string;
  domain?: string;
}

const affiliateQuerySchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 50 }, domain: { type: 'string', maxLength: 200 } },
} as const;

export const registerRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.put<{ Body: EncBody }>('/wps/member/register', { schema: { body: encBodySchema } }, async (request) =>
    register(state, await ctx.decrypt(request.body.value), 'username', request.ip, ctx.verifyFirebaseToken),
  );

  app.put<{ Body: EncBody }>('/wps/member/register/mobile', { schema: { body: encBodySchema } }, async (request) =>
    register(state, await ctx.decrypt(request.body.value), 'mobile', request.ip, ctx.verifyFirebaseToken),
  );

  /** Always success: `valid` says whether the code belongs to an agent or to one of its live links (chosen). */
  app.get<{ Querystring: AffiliateQuery }>('/wps/agent/affiliate', { schema: { querystring: affiliateQuerySchema } }, async (request) => {
    const link = findLiveLink(state, request.query.code);
    const agent = link ? state.accounts.get(link.ownerId) : findAgentByAffiliateCode(state, request.query.code);
    return ok(agent ? { valid: true, agentName: agent.nickname } : { valid: false });
  });
};
