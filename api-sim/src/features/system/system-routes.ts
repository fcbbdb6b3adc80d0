import type { SimRoutes } from '../../context';
import { ok } from '../../lib/envelope';
import { whitelabelTree } from '../../state/features';
import { mainDomainOf, systemStatus } from './system-status';

export const systemRoutes: SimRoutes = async (app, { ctx }) => {
  app.get('/wps/system/status', async (request) => ok(systemStatus(ctx, request.ip)));
  app.get('/wps/system/whitelabel', async () => ok(whitelabelTree(ctx.state.features)));
  app.get('/wps/system/setting/register', async () => ok(ctx.state.registerSettings));
  app.get('/wps/system/domainRoute', async () => ok({ domain: mainDomainOf(ctx.publicUrl), route: '/' }));
};
