import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onEvent } from '@gp/kernel';
import { businessError, envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { en as kitEn } from '@gp/account-centre-kit/locales/en';
import { renderPage } from '../../../testing/render-page';
import { MissionsPage } from './missions-page';

const milestone = (index: number, target: number, reward: number, reached: boolean, rewardStatus: string | null) => ({ index, target, reward, reached, rewardStatus });
const mission = (missionId: number, missionName: string, rewardStatus: string | null, extra: Record<string, unknown> = {}) => ({
  missionId,
  missionName,
  description: `About ${missionName}`,
  period: 'DAILY',
  metric: 'VALID_BET',
  gameType: null,
  startTime: '2026-11-25T00:00:00+08:00',
  endTime: '2026-11-26T00:00:00+08:00',
  progress: 600,
  target: 2000,
  rewardStatus,
  claimableAmount: rewardStatus === 'I' ? 10 : 0,
  milestones: [milestone(0, 100, 5, true, 'A'), milestone(1, 500, 10, true, rewardStatus === 'I' ? 'I' : 'A'), milestone(2, 2000, 30, false, null)],
  ...extra,
});
const missionPage = (list: unknown[], page = 1, totalPages = 1) => envelope({ list, page, size: 5, totalElements: list.length, totalPages, claimableCount: list.filter((item) => (item as { rewardStatus: string | null }).rewardStatus === 'I').length });
const BOARD = envelope({
  period: 'WEEKLY',
  list: [
    { rank: 1, username: 'lu***88', value: 98000, me: false },
    { rank: 2, username: 'demo01', value: 1250, me: true },
    { rank: 3, username: 'ma***ph', value: 900, me: false },
  ],
  myRank: 2,
  myValue: 1250,
});

const FIVE = [
  mission(1, 'Daily bettor', 'I'),
  mission(2, 'Slots spinner', 'A'),
  mission(3, 'Live table regular', 'F'),
  mission(4, 'Launch week', 'E', { period: 'EVENT' }),
  mission(5, 'Weekly player', null, { metric: 'BET_COUNT', progress: 4, target: 10, milestones: [milestone(0, 10, 10, false, null)] }),
];

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

const card = (name: string) => screen.getByRole('listitem', { name });

describe('MissionsPage (missionLeaderboard)', () => {
  it('shows every reward status in words, the milestones done and not done, and the progress', async () => {
    mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: missionPage(FIVE) },
      { path: '/wps/relay/MCSFE_getMissionLeaderboard', body: BOARD },
    ]);
    renderPage(<MissionsPage />);

    await screen.findByRole('listitem', { name: 'Daily bettor' });
    expect(within(card('Daily bettor')).getByText(en.missions.status.I)).toBeInTheDocument();
    expect(within(card('Slots spinner')).getByText(en.missions.status.A)).toBeInTheDocument();
    expect(within(card('Live table regular')).getByText(en.missions.status.F)).toBeInTheDocument();
    expect(within(card('Launch week')).getByText(en.missions.status.E)).toBeInTheDocument();
    expect(within(card('Weekly player')).getByText(en.missions.status.progress)).toBeInTheDocument();

    const steps = within(within(card('Daily bettor')).getByRole('list', { name: en.missions.milestones })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining(`${en.missions.milestoneDone} · ${en.missions.milestoneStatus.A}`),
      expect.stringContaining(`${en.missions.milestoneDone} · ${en.missions.milestoneStatus.I}`),
      expect.stringContaining(en.missions.milestoneNotDone),
    ]);
    expect(within(card('Daily bettor')).getByRole('progressbar')).toHaveAccessibleName(`${en.missions.progress}: ₱600.00 of ₱2,000.00`);
    expect(within(card('Weekly player')).getByRole('progressbar')).toHaveAccessibleName(`${en.missions.progress}: 4 of 10`);
    // Only a claimable mission has a Claim button.
    expect(screen.getAllByRole('button', { name: /^Claim/ })).toHaveLength(1);
  });

  it('claims once: the button is disabled while the claim runs, the reward is announced and the list and badge are asked again', async () => {
    const user = userEvent.setup({ delay: null });
    const balance: unknown[] = [];
    const off = onEvent('balance-refresh-requested', (payload) => balance.push(payload));
    let release: () => void = () => undefined;
    const fetchMock = mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: missionPage(FIVE), times: 1 },
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: missionPage([mission(1, 'Daily bettor', 'A'), ...FIVE.slice(1)]) },
      { path: '/wps/relay/MCSFE_getMissionLeaderboard', body: BOARD },
      { method: 'POST', path: '/wps/relay/MCSFE_claimMissionReward', body: envelope({ orderNo: 'A1', amount: 10, mainBalance: 100, mission: mission(1, 'Daily bettor', 'A') }) },
    ]);
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('MCSFE_claimMissionReward')) await new Promise<void>((resolve) => (release = resolve));
      return (original as typeof fetch)(input as RequestInfo, init);
    });
    renderPage(<MissionsPage />);

    const button = await screen.findByRole('button', { name: 'Claim ₱10.00' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    release();

    expect(await screen.findByText('You received ₱10.00 for “Daily bettor”.')).toBeInTheDocument();
    const claims = fetchMock.requests.filter((request) => request.path === '/wps/relay/MCSFE_claimMissionReward');
    expect(claims).toHaveLength(1);
    expect(claims[0]?.body).toEqual({ missionId: 1, requestId: expect.any(String) });
    expect(await within(card('Daily bettor')).findByText(en.missions.status.A)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Claim/ })).not.toBeInTheDocument();
    expect(balance).toHaveLength(1);
    expect(fetchMock.requests.filter((request) => request.path === '/wps/relay/MCSFE_getMissionSummaryDetails')).toHaveLength(2);
    off();
  });

  it('a lost answer keeps the button and the list as they are; the retry is the same request and the paid line takes the button\'s place', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: missionPage(FIVE), times: 1 },
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: missionPage([mission(1, 'Daily bettor', 'A'), ...FIVE.slice(1)]) },
      { path: '/wps/relay/MCSFE_getMissionLeaderboard', body: BOARD },
      { method: 'POST', path: '/wps/relay/MCSFE_claimMissionReward', networkError: true, times: 1 },
      { method: 'POST', path: '/wps/relay/MCSFE_claimMissionReward', body: envelope({ orderNo: 'A1', amount: 10, mainBalance: 100, mission: mission(1, 'Daily bettor', 'A') }) },
    ]);
    renderPage(<MissionsPage />);
    const lists = () => fetchMock.requests.filter((request) => request.path === '/wps/relay/MCSFE_getMissionSummaryDetails').length;

    await user.click(await screen.findByRole('button', { name: 'Claim ₱10.00' }));
    expect(await within(card('Daily bettor')).findByRole('alert')).toBeInTheDocument();
    expect(lists()).toBe(1);
    await user.click(within(card('Daily bettor')).getByRole('button', { name: 'Claim ₱10.00' }));

    expect(await within(card('Daily bettor')).findByText('₱10.00 was added to your main wallet.')).toBeInTheDocument();
    const ids = fetchMock.requests.filter((request) => request.path === '/wps/relay/MCSFE_claimMissionReward').map((request) => (request.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    await waitFor(() => expect(lists()).toBe(2));
    expect(await within(card('Daily bettor')).findByText(en.missions.status.A)).toBeInTheDocument();
    expect(within(card('Daily bettor')).getByText('₱10.00 was added to your main wallet.')).toBeInTheDocument();
  });

  it("a refused claim shows the catalogue's message and keeps the button", async () => {
    const user = userEvent.setup({ delay: null });
    mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: missionPage(FIVE) },
      { path: '/wps/relay/MCSFE_getMissionLeaderboard', body: BOARD },
      { method: 'POST', path: '/wps/relay/MCSFE_claimMissionReward', body: businessError('There is no reward to claim for this mission', null, 'NOTHING_TO_CLAIM') },
    ]);
    renderPage(<MissionsPage />);

    await user.click(await screen.findByRole('button', { name: 'Claim ₱10.00' }));
    expect(await within(card('Daily bettor')).findByRole('alert')).toHaveTextContent(en.missions.refused.NOTHING_TO_CLAIM);
    expect(screen.getByRole('button', { name: 'Claim ₱10.00' })).toBeEnabled();
  });

  it('pages the missions five at a time', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: missionPage(FIVE, 1, 2), times: 1 },
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: missionPage([mission(6, 'Fishing hunter', null)], 2, 2) },
      { path: '/wps/relay/MCSFE_getMissionLeaderboard', body: BOARD },
    ]);
    renderPage(<MissionsPage />);

    const list = await screen.findByRole('list', { name: en.missions.list });
    expect(within(list).getAllByRole('listitem', { name: /./ })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: kitEn.records.next }));
    expect(await screen.findByRole('listitem', { name: 'Fishing hunter' })).toBeInTheDocument();
    const asked = fetchMock.requests.filter((request) => request.path === '/wps/relay/MCSFE_getMissionSummaryDetails').map((request) => request.url.searchParams.get('page'));
    expect(asked).toEqual(['1', '2']);
    expect(fetchMock.requests[0]?.url.searchParams.get('size')).toBe('5');
  });

  it('shows the leaderboard with my row marked and my rank', async () => {
    mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: missionPage(FIVE) },
      { path: '/wps/relay/MCSFE_getMissionLeaderboard', body: BOARD },
    ]);
    renderPage(<MissionsPage />);

    const table = await screen.findByRole('table', { name: en.missions.leaderboard });
    const mine = within(table).getByRole('rowheader', { name: `demo01 (${en.missions.you})` }).closest('tr');
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(table).getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(screen.getByText('My rank: 2')).toBeInTheDocument();
  });

  it('a failed mission list shows the error with Retry', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: businessError('Missions are resting'), times: 1 },
      { path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: missionPage(FIVE) },
      { path: '/wps/relay/MCSFE_getMissionLeaderboard', body: BOARD },
    ]);
    renderPage(<MissionsPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Missions are resting');
    await user.click(within(alert).getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('listitem', { name: 'Daily bettor' })).toBeInTheDocument();
  });
});
