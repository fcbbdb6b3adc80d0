import type { SimRoutes } from '../../context';
import { ok } from '../../lib/envelope';
import { toBalance } from '../../state/accounts';
import { requireAccount } from '../../state/sessions';

export const walletRoutes: SimRoutes = async (app, { ctx }) => {
  app.get('/wps/v2/wallets/balance', async (request) => ok(toBalance(requireAccount(ctx.state, request))));
};
