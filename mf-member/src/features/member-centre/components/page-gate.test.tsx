import { screen } from '@testing-library/react';
import type { WhitelabelNode } from '@gp/kernel';
import { MemoryRouter } from '@gp/kernel/host';
import { envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig } from '@gp/kernel/testing';
import { en } from '../../../locales/en';
import { type PageLoad, PageGate } from './page-gate';

const features = (fundTransfer: boolean): WhitelabelNode[] => [
  { modId: 'MEMBER3', enabled: true, childrenNodes: [{ modId: 'FUNDTRANS3', enabled: fundTransfer, childrenNodes: [] }] },
];

function Wallet() {
  return <h1>Wallet page</h1>;
}

/** The wallet's gate on a site with (or without) fund transfers, its switch call answering. */
function renderGate(preload: PageLoad, fundTransfer: boolean) {
  mockFetchRoutes([{ path: '/wps/relay/GCS_merchantWallet', body: envelope({ isSingle: 0 }) }]);
  return renderWithProviders(
    <PageGate id="transferFund" preload={preload}>
      <Wallet />
    </PageGate>,
    { session: { token: 'tok', member: null }, features: features(fundTransfer), wrapper: MemoryRouter },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

it("downloads the page's code while its switch is asked, and shows the page when the switch is on", async () => {
  const preload = jest.fn(() => Promise.resolve({ default: Wallet }));
  renderGate(preload, true);
  // The switch is not known yet: the page waits, its code is already on its way.
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(preload).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('heading', { name: 'Wallet page' })).toBeInTheDocument();
  expect(preload).toHaveBeenCalledTimes(1);
});

it('downloads nothing for a page known to be switched off', async () => {
  const preload = jest.fn(() => Promise.resolve({ default: Wallet }));
  renderGate(preload, false);
  expect(screen.getByRole('heading', { name: en.centre.offTitle })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Wallet page' })).not.toBeInTheDocument();
  expect(preload).not.toHaveBeenCalled();
});

it('keeps a failed download quiet: the page asks again when it renders', async () => {
  const preload = jest.fn(() => Promise.reject(new Error('chunk failed')));
  renderGate(preload, true);
  expect(await screen.findByRole('heading', { name: 'Wallet page' })).toBeInTheDocument();
  expect(preload).toHaveBeenCalledTimes(1);
});
