import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonEn, envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, testMember } from '@gp/kernel/testing';
import { MemoryRouter, provideRemoteModuleLoader } from '@gp/kernel/host';
import { type RemoteModuleLoader, Route, Routes, sessionKindAtom, setContractsAtom, type WhitelabelNode } from '@gp/kernel';
import { en } from '../locales/en';
import { resetMemberPages } from '../features/member-pages/components/member-page';
import AgentRoutes from './routes';

const AGENT = { token: 'tok-agent', member: testMember({ type: 1, account: 'agent01', userName: 'agent01', nickname: 'Big Boss' }) };
const MEMBER_ORDER = [
  'Deposit',
  'Withdraw',
  'Announcements',
  'Team overview',
  'Register account',
  'Team management',
  'Team betting',
  'User profit and loss',
  'My income',
  'Transaction details',
];

function node(modId: string, enabled = true, childrenNodes: WhitelabelNode[] = []): WhitelabelNode {
  return { modId, enabled, childrenNodes };
}

const CONTRACT_MODULES = ['SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'];

function renderAt(path: string, options: { features?: WhitelabelNode[]; agent?: boolean } = {}) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/agent" element={<AgentRoutes routeId="agent" />} />
        <Route path="/agentHome/*" element={<AgentRoutes routeId="agentHome" />} />
      </Routes>
    </MemoryRouter>,
    { session: options.agent === false ? undefined : AGENT, features: options.features ?? [node('AGENT3', true, [node('AGENTPOLICY3')]), node('INBOX3')] },
  );
}

function menuNames() {
  const menu = screen.getByRole('navigation', { name: en.centre.menu });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
  // The pages' own calls are theirs to test: here they never answer.
  mockFetchRoutes([{ path: /^\/wps\/relay\//, hang: true }]);
});

afterEach(() => {
  jest.useRealTimers();
  resetMemberPages();
});

describe('mf-agent routes', () => {
  it('/agent shows the agent login form to a visitor', () => {
    renderAt('/agent', { agent: false });

    const form = screen.getByRole('form', { name: en.login.title });
    expect(form).toContainElement(screen.getByRole('textbox', { name: en.login.username }));
    expect(form).toContainElement(screen.getByLabelText(en.login.password));
    expect(form).toContainElement(screen.getByRole('button', { name: en.login.submit }));
  });

  it('/agent sends a signed-in agent to the agent centre, which opens the team overview', async () => {
    renderAt('/agent');

    expect(screen.queryByRole('form', { name: en.login.title })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: en.pages.agentTeamOverview })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.pages.agentTeamOverview })).toHaveAttribute('aria-current', 'page');
  });

  it('draws its own header: the GMT offset of the reports, the nickname and logout', () => {
    renderAt('/agentHome');

    const header = screen.getByRole('banner');
    expect(within(header).getByText('Time zone GMT+08:00')).toBeInTheDocument();
    expect(within(header).getByText('Big Boss')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: en.centre.logout })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('lists the pages in PLATFORM-FACTS order; contract pages only with their module and contract', () => {
    renderAt('/agentHome');

    expect(menuNames()).toEqual([...MEMBER_ORDER, 'Platform messages', 'Customer service']);
  });

  it('shows the contract pages the consolidated funds and the modules allow', () => {
    const features = [node('AGENT3', true, [node('AGENTPOLICY3'), ...CONTRACT_MODULES.filter((m) => m !== 'HOURSAL3').map((m) => node(m))]), node('INBOX3')];
    const { store } = renderAt('/agentHome', { features });
    // Not known yet: no contract entry.
    expect(menuNames()).not.toContain('Dividend');

    act(() => store.set(setContractsAtom, { dailysalreqtype: 2, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 0 }));

    // Hourly salary: its module is off. Real-time salary: no such contract.
    expect(menuNames()).toEqual([...MEMBER_ORDER, 'Dividend', 'Daily wages', 'Platform messages', 'Customer service']);
  });

  it("shows Transfer to upline after Withdraw only when the agent's upline takes transfers", async () => {
    mockFetchRoutes([
      { path: '/wps/relay/MCS2_transferUplineInfo', body: envelope({ allowed: true, uplineAccount: 'agent01', mainBalance: 10, hasPaymentPassword: true }) },
      { path: /^\/wps\/relay\//, hang: true },
    ]);
    renderAt('/agentHome');
    await waitFor(() => expect(menuNames()).toContain('Transfer to upline'));
    expect(menuNames().slice(0, 3)).toEqual(['Deposit', 'Withdraw', 'Transfer to upline']);
  });

  it('a deep link to Transfer to upline: the menu and the page read one answer', async () => {
    const fetchMock = mockFetchRoutes([
      { path: '/wps/relay/MCS2_transferUplineInfo', body: envelope({ allowed: true, uplineAccount: 'agent01', mainBalance: 10, hasPaymentPassword: true }) },
      { path: /^\/wps\/relay\//, hang: true },
    ]);
    renderAt('/agentHome/transferUpline');
    expect(await screen.findByRole('form', { name: en.upline.form })).toBeInTheDocument();
    expect(menuNames()).toContain('Transfer to upline');
    expect(fetchMock.requests.filter((request) => request.path === '/wps/relay/MCS2_transferUplineInfo')).toHaveLength(1);
  });

  it('a deep link to a switched-off page says it is not available', () => {
    const { store } = renderAt('/agentHome/agentHourSalary', { features: [node('AGENT3', true, [node('AGENTPOLICY3'), node('HOURSAL3')])] });
    act(() => store.set(setContractsAtom, { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 }));

    expect(screen.getByRole('heading', { level: 1, name: en.centre.offTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.centre.backToOverview })).toHaveAttribute('href', '/agentHome/agentTeamOverview');
  });

  it('platform messages show only with the mailbox module (INBOX3), as in the member centre', () => {
    renderAt('/agentHome/platformMessages', { features: [node('AGENT3', true, [node('AGENTPOLICY3')]), node('INBOX3', false)] });

    expect(menuNames()).toEqual([...MEMBER_ORDER, 'Customer service']);
    expect(screen.getByRole('heading', { level: 1, name: en.centre.offTitle })).toBeInTheDocument();
  });

  it("deposit, withdraw and platform messages are mf-member's own pages, loaded through the shell's federation runtime", async () => {
    const loader = jest.fn((_name: string, exposed: string) => Promise.resolve({ default: () => <h1>{`mf-member ${exposed}`}</h1> }));
    provideRemoteModuleLoader(loader as unknown as RemoteModuleLoader);
    const user = userEvent.setup();
    renderAt('/agentHome/deposit');

    expect(await screen.findByRole('heading', { level: 1, name: 'mf-member ./deposit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.pages.deposit })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: en.pages.withdraw }));
    expect(await screen.findByRole('heading', { level: 1, name: 'mf-member ./withdraw' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: en.pages.platformMessages }));
    expect(await screen.findByRole('heading', { level: 1, name: 'mf-member ./messages' })).toBeInTheDocument();
    expect(loader.mock.calls.map(([name, exposed]) => `${name} ${exposed}`)).toEqual(['mf_member ./deposit', 'mf_member ./withdraw', 'mf_member ./messages']);
  });

  it('an announcement page is routed: agentAnnouncement shows its heading', async () => {
    renderAt('/agentHome/agentAnnouncement');
    expect(await screen.findByRole('heading', { level: 1, name: en.pages.agentAnnouncement })).toBeInTheDocument();
  });

  it('each page is its own deep link', async () => {
    renderAt('/agentHome/registerCenter');
    expect(await screen.findByRole('heading', { level: 1, name: en.pages.registerCenter })).toBeInTheDocument();
  });

  it('an unknown page says it does not exist', () => {
    renderAt('/agentHome/nothingHere');
    expect(screen.getByRole('heading', { level: 1, name: en.centre.unknownTitle })).toBeInTheDocument();
  });

  it('the clock ticks every second in the site time zone', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T16:00:00Z') });
    renderAt('/agentHome');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('2026-11-26 00:00:00')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(within(header).getByText('2026-11-26 00:00:01')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(59_000));
    expect(within(header).getByText('2026-11-26 00:01:00')).toBeInTheDocument();
  });

  it('the menu button opens the menu as a drawer; choosing a page closes it', async () => {
    const user = userEvent.setup();
    renderAt('/agentHome');
    const button = screen.getByRole('button', { name: en.centre.menuButton });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: en.pages.downlineManagmentView }));

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('heading', { level: 1, name: en.pages.downlineManagmentView })).toBeInTheDocument();
  });

  it('logs out only after the agent confirms', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes([
      { method: 'DELETE', path: '/wps/session/logout', body: { success: true, value: null, message: null } },
      { path: /^\/wps\/relay\//, hang: true },
    ]);
    const logouts = () => fetchMock.requests.filter((r) => r.path === '/wps/session/logout');
    const { store } = renderAt('/agentHome');

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: en.centre.logout }));
    const dialog = screen.getByRole('dialog', { name: en.centre.logoutTitle });
    await user.click(within(dialog).getByRole('button', { name: commonEn.ui.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logouts()).toHaveLength(0);

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: en.centre.logout }));
    await user.click(within(screen.getByRole('dialog', { name: en.centre.logoutTitle })).getByRole('button', { name: en.centre.logout }));

    expect(await screen.findByRole('form', { name: en.login.title })).toBeInTheDocument();
    expect(logouts().map((r) => r.method)).toEqual(['DELETE']);
    expect(store.get(sessionKindAtom)).toBe('guest');
  });
});
