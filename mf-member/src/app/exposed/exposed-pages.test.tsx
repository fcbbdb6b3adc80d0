import { screen } from '@testing-library/react';
import { commonEn, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, testMember } from '@gp/kernel/testing';
import { MemoryRouter } from '@gp/kernel/host';
import { exposes } from '../../exposes';

const AGENT = { token: 'tok-agent', member: testMember({ type: 1, account: 'agent01', userName: 'agent01' }) };

beforeEach(() => {
  setTestRuntimeConfig();
  mockFetchRoutes([{ path: /^\/wps\//, hang: true }]);
});

describe('the pages mf-member exposes for the agent centre', () => {
  it.each([
    ['./deposit', commonEn.memberPages.depositv2],
    ['./withdraw', commonEn.memberPages.withdraw],
    ['./messages', commonEn.memberPages.messageV2],
  ] as const)('%s is the member centre’s own page, with its texts and a query client of its own', async (key, heading) => {
    const { default: Page } = await exposes[key]();
    // Mounted as another app mounts it: no query provider, no member layout around it.
    renderWithProviders(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
      { session: AGENT },
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('takes the heading in the host’s words when given one', async () => {
    const { default: Page } = await exposes['./messages']();
    renderWithProviders(
      <MemoryRouter>
        <Page title="Platform messages" />
      </MemoryRouter>,
      { session: AGENT },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform messages' })).toBeInTheDocument();
  });
});
