import type { SimRoutes } from '../../context';
import { ok } from '../../lib/envelope';
import { relayPath } from '../../lib/relay';
import { toBalance } from '../../state/accounts';
import { requireAccount } from '../../state/sessions';

/** The simulated merchant runs a single wallet: vendor games play on the main balance. */
export const SINGLE_WALLET_MESSAGE = 'Single wallet: no transfer needed';

export const walletRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.get('/wps/v2/wallets/balance', async (request) => ok(toBalance(requireAccount(state, request))));

  app.get(relayPath('GCS_merchantWallet'), async () => ok({ isSingle: true }));

  /** With a single wallet a transfer moves nothing: it answers the unchanged balance. */
  app.post(relayPath('GCS_walletTransfer'), async (request) => ok(toBalance(requireAccount(state, request)), SINGLE_WALLET_MESSAGE));
};
