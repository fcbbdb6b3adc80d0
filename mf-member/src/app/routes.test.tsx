import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import {
  commonEn,
  businessError,
  envelope,
  mockFetchRoutes,
  renderWithProviders,
  setTestRuntimeConfig,
  type FetchMock,
  type MockRoute,
} from '@gp/kernel/testing';
import { MemoryRouter } from '@gp/kernel/host';
import { Route, Routes, useLocation, type MemberRouteId, type WhitelabelNode } from '@gp/kernel';
import { createQueryClient, QueryProvider } from '@gp/kernel/query';
import { en } from '../locales/en';
import MemberRoutes from './routes';

function testProfile(account: string) {
  return {
    account,
    nickname: 'Routed',
    realName: null,
    mobileNum: null,
    email: null,
    birthday: null,
    vipLevel: 1,
    vipName: null,
    mobileBound: false,
    emailBound: false,
    hasPaymentPassword: false,
    totalBalance: 0,
    currencySymbol: '₱',
  };
}

const MEMBER_MODULES = ['PTSYS3', 'FUNDTRANS3', 'MEMTRANS3', 'REWCEN3', 'MISSIONLB3', 'INBOX3'];

function tree(off: string[] = []): WhitelabelNode[] {
  return [
    {
      modId: 'MEMBER3',
      enabled: true,
      childrenNodes: MEMBER_MODULES.map((modId) => ({ modId, enabled: !off.includes(modId), childrenNodes: [] })),
    },
  ];
}

type Answers = { isSingle?: number; uplineAllowed?: boolean; unread?: number; promotions?: number; claimable?: number; referral?: boolean };

function apiRoutes({ isSingle = 0, uplineAllowed = true, unread = 0, promotions = 0, claimable = 0, referral = true }: Answers = {}): MockRoute[] {
  return [
    { path: '/wps/member/profile', body: envelope(testProfile('routed')) },
    { path: '/wps/member/info/icon', body: envelope({ avatarUrl: null }) },
    { path: '/wps/relay/GCS_merchantWallet', body: envelope({ isSingle }) },
    {
      path: '/wps/relay/MCS2_transferUplineInfo',
      body: envelope({ allowed: uplineAllowed, uplineAccount: 'agent01', uplineNickname: null, mainBalance: 100, hasPaymentPassword: true, minAmount: 1, maxAmount: 50000 }),
    },
    { path: '/wps/relay/ODSFE2_MemTransDet', body: envelope({ list: [], page: 1, totalPages: 0 }) },
    { path: '/wps/relay/CSP_unreadCount', body: envelope({ count: unread, promotionCount: promotions }) },
    {
      path: '/wps/relay/MCSFE_getMissionSummaryDetails',
      body: envelope({ list: [...Array.from({ length: claimable }, () => ({ rewardStatus: 'I' })), { rewardStatus: 'A' }], claimableCount: claimable }),
    },
    {
      path: '/wps/relay/MCSFE_getReferralInfo',
      body: envelope(
        referral
          ? { enabled: true, referralCode: 'ROUTED1', ratePercent: 0.5, todayEarnings: 1, yesterdayEarnings: 2, inviteeCount: 0, newToday: 0, activeToday: 0 }
          : { enabled: false },
      ),
    },
    { path: '/wps/relay/MCSFE_getReferralInvitees', body: envelope({ list: [], page: 1, size: 7, totalElements: 0, totalPages: 0 }) },
  ];
}

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function FreshQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryProvider client={client}>{children}</QueryProvider>;
}

/** Mounted like the shell does: /member/* for the member centre, /pointMall on its own. */
function renderAt(url: string, routeId: MemberRouteId, options: { features?: WhitelabelNode[] | null } = {}) {
  const features = options.features === undefined ? tree() : (options.features ?? undefined);
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/member/*" element={<MemberRoutes routeId={routeId} />} />
        <Route path="/pointMall" element={<MemberRoutes routeId={routeId} />} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
    { session: { token: 'tok-member', member: null }, features, wrapper: FreshQueries },
  );
}

let fetchMock: FetchMock;

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

function menu() {
  return screen.getByRole('navigation', { name: en.centre.menu });
}

function menuEntries(): string[] {
  return within(menu())
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('mf-member routes', () => {
  it.each(['/member', '/member/securityCenter'])('%s shows my account at /member/securityCenter', async (url) => {
    fetchMock = mockFetchRoutes(apiRoutes());
    renderAt(url, 'member');

    expect(await screen.findByRole('region', { name: en.security.title })).toBeInTheDocument();
    expect(screen.getByText('routed')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/member/securityCenter');
    expect(within(menu()).getByRole('link', { name: commonEn.memberPages.securityCenter })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the thirteen pages in the platform order, then responsible gambling, once every switch is known', async () => {
    fetchMock = mockFetchRoutes(apiRoutes());
    renderAt('/member/securityCenter', 'member');

    expect(await within(menu()).findByRole('link', { name: commonEn.memberPages.transferUpline })).toBeInTheDocument();
    expect(await within(menu()).findByRole('link', { name: commonEn.memberPages.transferFund })).toBeInTheDocument();
    expect(menuEntries()).toEqual([
      commonEn.memberPages.securityCenter,
      commonEn.memberPages.transferFund,
      commonEn.memberPages.depositv2,
      commonEn.memberPages.withdraw,
      commonEn.memberPages.transferUpline,
      commonEn.memberPages.personalHistoryCopy,
      commonEn.memberPages.transactionHistory,
      commonEn.memberPages.personalProfit,
      commonEn.memberPages.bonusDetails,
      commonEn.memberPages.rewardCenter,
      commonEn.memberPages.referral,
      commonEn.memberPages.missionLeaderboard,
      commonEn.memberPages.messageV2,
      commonEn.memberPages.responsibleGambling,
    ]);
    for (const link of within(menu()).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/member\/[A-Za-z0-9]+$/);
  });

  it('keeps switched pages hidden while their switches are unknown', async () => {
    fetchMock = mockFetchRoutes([
      { path: '/wps/member/profile', body: envelope(testProfile('demo01')) },
      { path: '/wps/member/info/icon', body: envelope({ avatarUrl: null }) },
      { path: '/wps/relay/GCS_merchantWallet', hang: true },
      { path: '/wps/relay/MCS2_transferUplineInfo', hang: true },
      { path: '/wps/relay/CSP_unreadCount', hang: true },
    ]);
    renderAt('/member/securityCenter', 'member', { features: null });

    await screen.findByRole('region', { name: en.security.title });
    expect(menuEntries()).toEqual([
      commonEn.memberPages.securityCenter,
      commonEn.memberPages.depositv2,
      commonEn.memberPages.withdraw,
      commonEn.memberPages.personalHistoryCopy,
      commonEn.memberPages.personalProfit,
      commonEn.memberPages.bonusDetails,
      commonEn.memberPages.responsibleGambling,
    ]);
  });

  it('keeps the merchant wallet answer in the session key merchantWallet and reads it while the call is out again', async () => {
    fetchMock = mockFetchRoutes(apiRoutes({ isSingle: 0 }));
    const first = renderAt('/member/securityCenter', 'member');
    expect(await within(menu()).findByRole('link', { name: commonEn.memberPages.transferFund })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('merchantWallet') ?? 'null')).toEqual({ isSingle: 0 });
    first.unmount();

    // The member centre opened again in this tab: the wallet page is in the menu before the call answers.
    fetchMock = mockFetchRoutes([{ path: '/wps/relay/GCS_merchantWallet', hang: true }, ...apiRoutes()]);
    renderAt('/member/securityCenter', 'member');
    await screen.findByRole('region', { name: en.security.title });
    expect(within(menu()).getByRole('link', { name: commonEn.memberPages.transferFund })).toBeInTheDocument();
  });

  it.each([
    ['transferFund', { isSingle: 1 }],
    ['transferUpline', { uplineAllowed: false }],
    ['referral', { referral: false }],
  ] as const)('%s: switched off, its deep link says it is not available and the menu has no entry', async (page, answers) => {
    fetchMock = mockFetchRoutes(apiRoutes(answers));
    renderAt(`/member/${page}`, 'member');

    expect(await screen.findByRole('heading', { level: 1, name: en.centre.offTitle })).toBeInTheDocument();
    expect(screen.getByText(en.centre.off)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.centre.backToAccount })).toHaveAttribute('href', '/member/securityCenter');
    expect(menuEntries()).not.toContain(commonEn.memberPages[page]);
    expect(menuEntries()).toContain(commonEn.memberPages.securityCenter);
  });

  it('a deep link to Transfer to upline: the menu and the page read one answer', async () => {
    fetchMock = mockFetchRoutes(apiRoutes());
    renderAt('/member/transferUpline', 'member');

    expect(await screen.findByRole('form', { name: en.upline.form })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: commonEn.memberPages.transferUpline })).toHaveAttribute('aria-current', 'page');
    expect(fetchMock.requests.filter((request) => request.path === '/wps/relay/MCS2_transferUplineInfo')).toHaveLength(1);
  });

  it('a deep link whose switch cannot be read shows the error with Retry, and Retry opens the page', async () => {
    const user = userEvent.setup();
    fetchMock = mockFetchRoutes([
      { path: '/wps/relay/MCS2_transferUplineInfo', body: businessError('Upline service unavailable'), times: 1 },
      ...apiRoutes(),
    ]);
    renderAt('/member/transferUpline', 'member');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upline service unavailable');
    await user.click(within(alert).getByRole('button', { name: commonEn.ui.retry }));

    expect(await screen.findByRole('heading', { level: 1, name: commonEn.memberPages.transferUpline })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides the pages whose whitelabel module is off', async () => {
    fetchMock = mockFetchRoutes(apiRoutes());
    renderAt('/member/messageV2', 'member', { features: tree(['INBOX3', 'MEMTRANS3']) });

    expect(await screen.findByRole('heading', { level: 1, name: en.centre.offTitle })).toBeInTheDocument();
    const entries = menuEntries();
    expect(entries).not.toContain(commonEn.memberPages.messageV2);
    expect(entries).not.toContain(commonEn.memberPages.transactionHistory);
    expect(entries).toContain(commonEn.memberPages.rewardCenter);
    expect(entries).toContain(commonEn.memberPages.missionLeaderboard);
  });

  it('shows the unread badges of messages, the reward centre and missions', async () => {
    fetchMock = mockFetchRoutes(apiRoutes({ unread: 3, promotions: 2, claimable: 4 }));
    renderAt('/member/securityCenter', 'member');

    expect(await within(menu()).findByRole('link', { name: `${commonEn.memberPages.messageV2} 3 new` })).toBeInTheDocument();
    expect(await within(menu()).findByRole('link', { name: `${commonEn.memberPages.rewardCenter} 2 new` })).toBeInTheDocument();
    expect(await within(menu()).findByRole('link', { name: `${commonEn.memberPages.missionLeaderboard} 4 new` })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: commonEn.memberPages.securityCenter })).toBeInTheDocument();
  });

  it('shows no badge when a count is zero or its call fails', async () => {
    fetchMock = mockFetchRoutes([
      ...apiRoutes({ unread: 0, promotions: 0 }).filter((route) => route.path !== '/wps/relay/MCSFE_getMissionSummaryDetails'),
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: businessError('Missions are resting') },
    ]);
    renderAt('/member/securityCenter', 'member');

    expect(await within(menu()).findByRole('link', { name: commonEn.memberPages.missionLeaderboard })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: commonEn.memberPages.messageV2 })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: commonEn.memberPages.rewardCenter })).toBeInTheDocument();
  });

  it('/member/messageV2 is reloadable and shows the inbox', async () => {
    fetchMock = mockFetchRoutes([
      ...apiRoutes(),
      { path: '/wps/relay/CSP_getInbox', body: envelope({ list: [], page: 1, size: 10, totalElements: 0, totalPages: 0, unread: 0 }) },
    ]);
    renderAt('/member/messageV2', 'member');

    expect(await screen.findByRole('heading', { level: 1, name: commonEn.memberPages.messageV2 })).toBeInTheDocument();
    expect(await screen.findByText(en.messages.emptyInbox)).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: commonEn.memberPages.messageV2 })).toHaveAttribute('aria-current', 'page');
  });

  it('/member/referral is reloadable and shows my code', async () => {
    fetchMock = mockFetchRoutes(apiRoutes());
    renderAt('/member/referral', 'member');

    expect(await screen.findByRole('heading', { level: 1, name: commonEn.memberPages.referral })).toBeInTheDocument();
    expect(await screen.findByText('ROUTED1')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: commonEn.memberPages.referral })).toHaveAttribute('aria-current', 'page');
    // The menu's switch and the page's summary are one cache entry: one request.
    expect(fetchMock.requests.filter((request) => request.path === '/wps/relay/MCSFE_getReferralInfo')).toHaveLength(1);
  });

  it('/member/missionLeaderboard is reloadable and shows the missions', async () => {
    fetchMock = mockFetchRoutes(apiRoutes());
    renderAt('/member/missionLeaderboard', 'member');

    expect(await screen.findByRole('heading', { level: 1, name: commonEn.memberPages.missionLeaderboard })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: en.missions.list })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: commonEn.memberPages.missionLeaderboard })).toHaveAttribute('aria-current', 'page');
  });

  it('the Missions badge follows a claim', async () => {
    const user = userEvent.setup();
    const mission = (missionId: number, rewardStatus: string | null) => ({
      missionId,
      missionName: `Mission ${missionId}`,
      progress: 1,
      target: 1,
      rewardStatus,
      claimableAmount: rewardStatus === 'I' ? 5 : 0,
      milestones: [{ index: 0, target: 1, reward: 5, reached: true, rewardStatus: rewardStatus === 'I' ? 'I' : 'A' }],
    });
    const summary = (statuses: (string | null)[]) =>
      envelope({ list: statuses.map((status, index) => mission(index + 1, status)), page: 1, totalPages: 1, totalElements: statuses.length, claimableCount: statuses.filter((status) => status === 'I').length });
    fetchMock = mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: summary(['I', 'I']), times: 2 },
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: summary(['A', 'I']) },
      { path: '/wps/relay/MCSFE_getMissionLeaderboard', body: envelope({ list: [], myRank: null, myValue: 0 }) },
      { method: 'POST', path: '/wps/relay/MCSFE_claimMissionReward', body: envelope({ amount: 5 }) },
      ...apiRoutes(),
    ]);
    renderAt('/member/missionLeaderboard', 'member');

    expect(await within(menu()).findByRole('link', { name: `${commonEn.memberPages.missionLeaderboard} 2 new` })).toBeInTheDocument();
    const first = await screen.findByRole('listitem', { name: 'Mission 1' });
    await user.click(within(first).getByRole('button', { name: /^Claim/ }));
    expect(await within(menu()).findByRole('link', { name: `${commonEn.memberPages.missionLeaderboard} 1 new` })).toBeInTheDocument();
  });

  it('an unknown member page says so and links to my account', async () => {
    fetchMock = mockFetchRoutes(apiRoutes());
    renderAt('/member/somethingElse', 'member');

    expect(screen.getByText(en.centre.unknownPage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.centre.backToAccount })).toBeInTheDocument();
    expect(fetchMock.requests.map((request) => request.path)).not.toContain('/wps/member/profile');
  });

  it('/member/rewardCenter is reloadable and shows the reward centre', async () => {
    fetchMock = mockFetchRoutes([
      ...apiRoutes(),
      { path: '/wps/relay/MCSFE_getAvailablePromotions', body: envelope({ list: [], availableCount: 0 }) },
      { path: '/wps/relay/MCS2_getPromotionClaimList', body: envelope({ list: [], page: 1, totalPages: 0 }) },
    ]);
    renderAt('/member/rewardCenter', 'member');

    expect(await screen.findByRole('heading', { level: 1, name: commonEn.memberPages.rewardCenter })).toBeInTheDocument();
    expect(await screen.findByText(en.rewards.noTickets)).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: commonEn.memberPages.rewardCenter })).toHaveAttribute('aria-current', 'page');
  });

  it('the point mall shows with PTSYS3 and says it is not available without it', async () => {
    fetchMock = mockFetchRoutes(apiRoutes());
    renderAt('/pointMall', 'pointMall', { features: tree(['PTSYS3']) });

    expect(await screen.findByText(en.mall.off)).toBeInTheDocument();
    expect(fetchMock.requests).toHaveLength(0);
  });
});
