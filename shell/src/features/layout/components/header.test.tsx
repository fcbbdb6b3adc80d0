import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, memberInfoAtom, onEvent, sharedStore, signOutAtom, type WhitelabelNode } from '@gp/kernel';
import { type GameMenu, type Vendor } from '@gp/games-kit';
import { envelope, mockFetchRoutes, type MockRoute, setTestRuntimeConfig, testMember } from '@gp/kernel/testing';
import { testVendor } from '@gp/games-kit/testing';
import { retryMemberInfo } from '../../../lib/session/member-info';
import { balanceRefreshAtom, memberInfoRefreshAtom } from '../../../lib/session/refresh-status';
import { renderInShell } from '../../../testing/render-in-shell';
import { testSystemStatus } from '../../../testing/system-status';
import { AVATAR_FALLBACK } from '@gp/ui-kit';
import { Header } from './header';

const vendor = (vassalage: string, gameType: Vendor['gameType'] = 'RNG'): Vendor => testVendor(vassalage, `${vassalage} Games`, gameType);

const MENUS: GameMenu[] = [
  { gameType: 'LIVE', name: 'Live', vendors: [vendor('EVO', 'LIVE'), vendor('DG', 'LIVE')] },
  { gameType: 'RNG', name: 'Slots', vendors: Array.from({ length: 11 }, (_, i) => vendor(`V${i}`)) },
];
const POINTS_ON: WhitelabelNode[] = [{ modId: 'MEMBER3', enabled: true, childrenNodes: [{ modId: 'PTSYS3', enabled: true, childrenNodes: [] }] }];
const RESOURCES = [
  { labelNameEn: 'Blog', url: 'https://blog.example/', resourceType: 'BLOG' },
  { labelNameEn: 'Android', url: 'https://dl.example/app.apk', resourceType: 'ANDROID' },
];
/** The system status the start-up left: the site's resources (a blog among them). */
const STATUS = testSystemStatus({ resources: RESOURCES });

/** The header, as the start-up leaves the site (STATUS) unless `options` say otherwise. */
const renderHeader = (options: Parameters<typeof renderInShell>[1] = {}) => renderInShell(<Header menus={MENUS} drawer={null} />, { status: STATUS, ...options });

function routes({ points = 1280, referral = true } = {}): MockRoute[] {
  return [
    { path: '/wps/relay/CSP_unreadCount', body: envelope({ count: 3, promotionCount: 2 }) },
    { path: '/wps/relay/MCS2_getPointBalance', body: envelope({ points }) },
    {
      path: '/wps/relay/MCSFE_getListAnnouncements',
      body: envelope({
        banners: [],
        player: [],
        popup: [],
        promotion: referral ? [{ id: 1, title: 'Refer a friend', content: '', promotionType: 'REFERRAL', time: '' }] : [],
        pageNo: 1,
        pageSize: 50,
        playerTotal: 0,
        promotionTotal: referral ? 1 : 0,
      }),
    },
  ];
}

const member = (overrides = {}) => ({
  token: 'tok',
  member: testMember({ nickname: 'Demo Player', vipLevel: 3, vipName: 'Gold', avatarUrl: '/assets/avatars/1.svg', ...overrides }),
});
const openDialog = () => screen.getByRole('status', { name: 'open dialog' }).textContent;
const banner = () => screen.getByRole('banner');

beforeEach(() => {
  setTestRuntimeConfig();
  sessionStorage.clear();
});

describe('Header for a guest', () => {
  it('offers log in and register, and no account controls', async () => {
    mockFetchRoutes(routes());
    renderHeader();
    await userEvent.click(within(banner()).getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/register');
    await userEvent.click(within(banner()).getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login');
    expect(screen.queryByRole('group', { name: 'Balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('lists Home, every category and Promotions; Home is selected by default', () => {
    mockFetchRoutes(routes());
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Live casino', 'Slots', 'Promotions']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // Choosing a type drops the vendor: its lower-case path only.
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
  });

  it('shows a category vendor list on hover, large above 10 vendors', async () => {
    mockFetchRoutes(routes());
    const { container } = renderHeader({ path: '/rng?vassalage=V1' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');

    fireEvent.mouseEnter(within(nav).getByRole('link', { name: 'Slots' }).closest('li') as HTMLElement);
    expect(container.querySelector('[data-layout="large"]')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'V3 Games' })).toHaveAttribute('href', '/rng?vassalage=V3');

    fireEvent.mouseEnter(within(nav).getByRole('link', { name: 'Live casino' }).closest('li') as HTMLElement);
    expect(container.querySelector('[data-layout="compact"]')).not.toBeNull();
    expect(within(nav).queryByRole('link', { name: 'V3 Games' })).not.toBeInTheDocument();
  });
});

describe('Header for a member', () => {
  it('shows cashier, balance, unread count, VIP, points, referral and the account links', async () => {
    mockFetchRoutes(routes());
    renderHeader({ session: member(), balance: { balance: 1234567.891, currencySymbol: '₱' }, features: POINTS_ON });

    const balance = await screen.findByRole('group', { name: 'Balance' });
    expect(balance).toHaveTextContent('₱1,234,567.89');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw');
    expect(await screen.findByRole('link', { name: '5 new messages and promotions' })).toHaveAttribute('href', '/member/messageV2');
    expect(screen.getByRole('link', { name: 'VIP 3, Gold' })).toHaveAttribute('href', '/member/securityCenter');
    expect(await screen.findByRole('link', { name: 'Points: 1,280' })).toHaveAttribute('href', '/pointMall');
    expect(await screen.findByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/member/referral');
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: /Member centre/ })).toHaveAttribute('href', '/member');
    expect(within(account).getByText('Demo Player')).toBeInTheDocument();
  });

  it('names the member-centre links by the pages’ titles in Tagalog', async () => {
    mockFetchRoutes(routes({ points: 0 }));
    renderHeader({ session: member(), language: 'TY' });

    expect(await screen.findByRole('link', { name: 'Mag-deposit' })).toHaveAttribute('href', '/member/depositv2');
    expect(screen.getByRole('link', { name: 'Mag-withdraw' })).toHaveAttribute('href', '/member/withdraw');
    expect(await screen.findByRole('link', { name: 'Mag-imbita ng kaibigan' })).toHaveAttribute('href', '/member/referral');
    await userEvent.click(screen.getByRole('button', { name: 'Menu ng account' }));
    expect(screen.getByRole('link', { name: 'Rekord ng taya' })).toHaveAttribute('href', '/member/personalHistoryCopy');
  });

  it('asks for the unread count again when the window regains focus, and tells every app', async () => {
    const fetchMock = mockFetchRoutes([{ path: '/wps/relay/CSP_unreadCount', body: envelope({ count: 2, promotionCount: 0 }), times: 1 }, ...routes()]);
    const counts: number[] = [];
    const stop = onEvent('unread-changed', ({ count }) => counts.push(count));
    renderHeader({ session: member() });
    expect(await screen.findByRole('link', { name: '2 new messages and promotions' })).toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('focus')));

    expect(await screen.findByRole('link', { name: '5 new messages and promotions' })).toBeInTheDocument();
    expect(fetchMock.requests.filter((r) => r.path.endsWith('CSP_unreadCount'))).toHaveLength(2);
    expect(counts).toEqual([2, 3]);
    stop();
  });

  it('hides and refreshes the balance, and follows balance events from any app', async () => {
    mockFetchRoutes(routes());
    renderHeader({ session: member(), balance: { balance: 10, currencySymbol: '₱' } });
    const balance = await screen.findByRole('group', { name: 'Balance' });
    const refreshes = jest.fn();
    const off = onEvent('balance-refresh-requested', refreshes);

    await userEvent.click(within(balance).getByRole('button', { name: 'Hide balance' }));
    expect(balance).not.toHaveTextContent('₱10.00');
    await userEvent.click(within(balance).getByRole('button', { name: 'Show balance' }));
    expect(balance).toHaveTextContent('₱10.00');

    await userEvent.click(within(balance).getByRole('button', { name: 'Refresh balance' }));
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(within(balance).getByRole('button', { name: 'Refresh balance' })).toHaveAttribute('aria-busy', 'true');

    // A foreign copy of `shared` (another app) announces a new balance.
    act(() => {
      window.dispatchEvent(new CustomEvent('gp:v1:balance-changed', { detail: { balance: 2500.5, currencySymbol: '₱' } }));
    });
    await waitFor(() => expect(balance).toHaveTextContent('₱2,500.50'));
    expect(within(balance).getByRole('button', { name: 'Refresh balance' })).toHaveAttribute('aria-busy', 'false');
    off();
  });

  it('shows no points when PTSYS3 is off or the balance is 0, and no invite without the REFERRAL promotion', async () => {
    const fetchMock = mockFetchRoutes(routes({ points: 0, referral: false }));
    const { unmount } = renderHeader({ session: member(), features: POINTS_ON });
    await screen.findByRole('link', { name: '5 new messages and promotions' });
    await waitFor(() => expect(fetchMock.requests.some((r) => r.path.endsWith('MCS2_getPointBalance'))).toBe(true));
    expect(screen.queryByRole('link', { name: /Points/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
    unmount();

    const second = mockFetchRoutes(routes());
    renderHeader({ session: member(), features: [] });
    await screen.findByRole('link', { name: 'Invite friends' });
    expect(second.requests.some((r) => r.path.endsWith('MCS2_getPointBalance'))).toBe(false);
  });

  it('has the avatar menu of SPEC §2, without the agent entry; sign out opens the logout dialog', async () => {
    mockFetchRoutes(routes());
    renderHeader({ session: member() });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('button', { name: 'Account menu' }).parentElement as HTMLElement;
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', 'https://blog.example/'));
    expect(within(menu).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Member centre',
      'Reward centre',
      'Announcements',
      'Betting record',
      'Account record',
      'Responsible gambling',
      'Customer service',
      'Blog',
      'Log out',
    ]);
    // The member-centre entries are the contract's pages, named by their titles.
    expect(within(menu).getByRole('link', { name: 'Member centre' })).toHaveAttribute('href', '/member');
    expect(within(menu).getByRole('link', { name: 'Reward centre' })).toHaveAttribute('href', '/member/rewardCenter');
    expect(within(menu).getByRole('link', { name: 'Betting record' })).toHaveAttribute('href', '/member/personalHistoryCopy');
    expect(within(menu).getByRole('link', { name: 'Account record' })).toHaveAttribute('href', '/member/transactionHistory');
    expect(within(menu).getByRole('link', { name: 'Responsible gambling' })).toHaveAttribute('href', '/member/responsibleGambling');
    await userEvent.click(within(menu).getByRole('button', { name: 'Announcements' }));
    expect(openDialog()).toBe('notices');

    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(openDialog()).toBe('logout');
  });

  it('shows the error image when the avatar cannot be loaded', async () => {
    mockFetchRoutes(routes());
    renderHeader({ session: member() });
    const account = await screen.findByRole('navigation', { name: 'Account' });
    const avatar = account.querySelector('img') as HTMLImageElement;
    expect(avatar).toHaveAttribute('src', '/assets/avatars/1.svg');
    fireEvent.error(avatar);
    expect(avatar).toHaveAttribute('src', AVATAR_FALLBACK);
  });
});

describe('Header for an agent', () => {
  it('adds the agent centre to the avatar menu', async () => {
    mockFetchRoutes(routes());
    renderHeader({ session: member({ type: 41 }), status: testSystemStatus({ resources: [] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('button', { name: 'Account menu' }).parentElement as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Agent centre' })).toHaveAttribute('href', '/agentHome');
    expect(within(menu).queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
  });
});

describe('Header for a trial account', () => {
  it('shows the balance and a trial label, but no cashier, messages, VIP or member-only entries', async () => {
    const fetchMock = mockFetchRoutes(routes());
    renderHeader({ session: member({ type: 4 }), balance: { balance: 2000 } });
    expect(await screen.findByRole('group', { name: 'Balance' })).toHaveTextContent('₱2,000.00');
    expect(screen.getByText('Trial account')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /VIP/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(openDialog()).toBe('logout');

    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('button', { name: 'Account menu' }).parentElement as HTMLElement;
    expect(within(menu).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Announcements', 'Customer service', 'Log out']);
    expect(fetchMock.requests.some((r) => r.path.endsWith('CSP_unreadCount'))).toBe(false);
  });
});

describe('values that could not be refreshed (issue 14, hole 5)', () => {
  afterEach(() => {
    // Unmount before resetting the page's store: this hook runs before Testing Library's cleanup.
    cleanup();
    sharedStore.set(memberInfoRefreshAtom, null);
    sharedStore.set(signOutAtom);
  });

  it('keeps the last balance when its refresh failed, says so, and Retry asks for it again', async () => {
    mockFetchRoutes(routes());
    const { store } = renderHeader({ session: member(), balance: { balance: 10, currencySymbol: '₱' } });
    const balance = await screen.findByRole('group', { name: 'Balance' });
    expect(within(balance).queryByRole('status')).not.toBeInTheDocument();

    act(() => store.set(balanceRefreshAtom, 'failed'));
    const stale = within(balance).getByRole('status');
    expect(stale).toHaveTextContent('Could not refresh.');
    expect(balance).toHaveTextContent('₱10.00');

    const refreshes = jest.fn();
    const off = onEvent('balance-refresh-requested', refreshes);
    await userEvent.click(within(stale).getByRole('button', { name: 'Retry' }));
    off();
    expect(refreshes).toHaveBeenCalledTimes(1);
    act(() => store.set(balanceRefreshAtom, 'ok'));
    expect(within(balance).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the name stored at sign-in while the member info could not be loaded, and Retry loads it', async () => {
    mockFetchRoutes([{ path: '/wps/member/info', body: envelope(testMember({ nickname: 'Fresh Name' })) }, ...routes()]);
    sessionStorage.setItem('nickname', 'Stored Name');
    sharedStore.set(memberInfoRefreshAtom, { error: new ApiError('timeout', 'error.timeout'), retry: retryMemberInfo, retrying: false });
    renderHeader({ session: { token: 'tok', member: null }, store: sharedStore });
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(account).toHaveTextContent('Stored Name');
    const stale = within(account).getByRole('status');
    expect(stale).toHaveTextContent('Could not refresh.');

    await userEvent.click(within(stale).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(account).toHaveTextContent('Fresh Name'));
    expect(within(account).queryByRole('status')).not.toBeInTheDocument();
    expect(sharedStore.get(memberInfoAtom)?.nickname).toBe('Fresh Name');
  });
});
