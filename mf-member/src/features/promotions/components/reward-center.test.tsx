import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onEvent } from '@gp/kernel';
import { envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { renderPage } from '../../../testing/render-page';
import { RewardCenter } from './reward-center';

const card = (id: number, status: string) => ({ id, category: 'EVENT', categoryName: 'Events', mode: 'JOIN', title: `Promotion ${id}`, summary: '', bannerUrl: null, bonus: 100, startTime: null, endTime: null, status });
const ticket = (ticketId: number, type: string, amount: number | null) => ({ ticketId, type, promotionId: null, title: type === 'RAFFLE' ? 'Lucky raffle ticket' : '₱50 bonus voucher', amount, issueTime: null, expireTime: '2026-12-01T00:00:00+08:00', status: 'PENDING' });
const history = (rows: unknown[]) => envelope({ list: rows, page: 1, totalPages: 1, totalElements: rows.length, footer: { count: rows.length, amount: 0 } });

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('RewardCenter', () => {
  it('shows my promotions with their status, the tickets to claim and the claim history', async () => {
    mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getAvailablePromotions', body: envelope({ list: [card(1, 'JOIN'), card(2, 'ISSUED'), card(4, 'CLAIMED'), card(5, 'CLOSE'), card(6, 'APPLYING')], availableCount: 1 }) },
      { path: '/wps/relay/MCS2_getPromotionClaimList', body: envelope({ list: [ticket(1, 'RAFFLE', null), ticket(3, 'VOUCHER', 50)] }), times: 1 },
      { path: '/wps/relay/MCS2_getPromotionClaimList', body: history([{ id: 1, kind: 'PROMOTION', promotionId: 2, title: 'Promotion 2', amount: 288, time: '2026-11-25T10:00:00+08:00', status: 'ISSUED' }]) },
    ]);
    renderPage(<RewardCenter />);
    const mine = await screen.findByRole('region', { name: en.rewards.available });
    expect(await within(mine).findByText('1 to join or claim')).toBeInTheDocument();
    // Done promotions (issued, claimed, closed) are not offered any more; the rest keep their status.
    expect(within(mine).getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)).toEqual(['Promotion 1', 'Promotion 6']);
    expect(within(mine).getByText(en.promo.status.APPLYING)).toBeInTheDocument();
    expect(within(mine).queryByText(en.promo.status.ISSUED)).not.toBeInTheDocument();
    const tickets = screen.getByRole('region', { name: en.rewards.tickets });
    expect(await within(tickets).findByText(en.rewards.drawn)).toBeInTheDocument();
    expect(within(tickets).getByText('₱50.00')).toBeInTheDocument();
    const claims = screen.getByRole('region', { name: en.rewards.history });
    expect(await within(claims).findByText('Promotion 2')).toBeInTheDocument();
    expect(within(claims).getByText('₱288.00')).toBeInTheDocument();
  });

  it('claims a raffle ticket: the prize is announced, the balance refreshed and the list asked again', async () => {
    const user = userEvent.setup({ delay: null });
    const refreshes = jest.fn();
    const off = onEvent('balance-refresh-requested', refreshes);
    const fetchMock = mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getAvailablePromotions', body: envelope({ list: [], availableCount: 0 }) },
      { path: '/wps/relay/MCS2_claimRafflePromotion', body: envelope({ ...ticket(1, 'RAFFLE', 38), status: 'CLAIMED' }) },
      { path: '/wps/relay/MCS2_getPromotionClaimList', body: envelope({ list: [ticket(1, 'RAFFLE', null)] }), times: 1 },
      { path: '/wps/relay/MCS2_getPromotionClaimList', body: history([]), times: 1 },
      { path: '/wps/relay/MCS2_getPromotionClaimList', body: envelope({ list: [] }), times: 1 },
      { path: '/wps/relay/MCS2_getPromotionClaimList', body: history([]) },
    ]);
    renderPage(<RewardCenter />);
    await user.click(await screen.findByRole('button', { name: 'Claim Lucky raffle ticket' }));
    expect(await screen.findByText('Lucky raffle ticket: ₱38.00 was added to your main wallet.')).toBeInTheDocument();
    expect(fetchMock.requests.find((request) => request.path === '/wps/relay/MCS2_claimRafflePromotion')?.body).toEqual({ ticketId: 1, requestId: expect.any(String) });
    expect(refreshes).toHaveBeenCalled();
    expect(await screen.findByText(en.rewards.noTickets)).toBeInTheDocument();
    off();
  });
});

describe('prize wheel and red envelopes', () => {
  // Several sections load and refresh per test on a shared 2-core machine.
  jest.setTimeout(20_000);

  const SEGMENTS = [5, 10, 20, 50, 8, 100, 18, 288];
  const wheel = (ticketId: number, spun?: { prizeIndex: number }) => ({
    ...ticket(ticketId, 'WHEEL', spun ? (SEGMENTS[spun.prizeIndex] ?? null) : null),
    title: 'Prize wheel spin',
    segments: SEGMENTS,
    prizeIndex: spun?.prizeIndex ?? null,
    status: spun ? 'CLAIMED' : 'PENDING',
  });
  const redEnvelope = (ticketId: number, amount: number | null) => ({ ...ticket(ticketId, 'RED_ENVELOPE', amount), title: 'Lucky red envelope', status: amount === null ? 'PENDING' : 'CLAIMED' });

  function setReducedMotion(reduce: boolean) {
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
  }

  afterEach(() => {
    // jsdom has no matchMedia of its own.
    Reflect.deleteProperty(window, 'matchMedia');
  });

  /** The claim requests sent: one however often the button is pressed. */
  const claimsSent = (fetchMock: ReturnType<typeof mockFetchRoutes>) =>
    fetchMock.requests.filter((request) => request.path === '/wps/relay/MCS2_claimRafflePromotion').map((request) => request.body);

  /** The ticket list before and after the claim; the claim history (the same call without type=TICKET) stays empty. */
  function mockRewards(claim: unknown) {
    let claimed = false;
    const fetchMock = mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getAvailablePromotions', body: envelope({ list: [], availableCount: 0 }) },
      { path: '/wps/relay/MCS2_claimRafflePromotion', body: envelope(claim) },
      { path: '/wps/relay/MCS2_getPromotionClaimList', body: history([]) },
    ]);
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      const answer = await base?.(input, init);
      if (url.pathname === '/wps/relay/MCS2_claimRafflePromotion') claimed = true;
      if (url.pathname !== '/wps/relay/MCS2_getPromotionClaimList' || url.searchParams.get('type') !== 'TICKET') return answer ?? new Response(null, { status: 404 });
      const list = claimed ? [wheel(8), ticket(3, 'VOUCHER', 50)] : [wheel(7), wheel(8), redEnvelope(9, null), ticket(3, 'VOUCHER', 50)];
      return new Response(JSON.stringify(envelope({ list })), { headers: { 'content-type': 'application/json' } });
    });
    return fetchMock;
  }

  it('spins once however often Spin is pressed; the wheel turns to the server’s segment, then says what was paid', async () => {
    setReducedMotion(false);
    const user = userEvent.setup({ delay: null });
    const refreshes = jest.fn();
    const off = onEvent('balance-refresh-requested', refreshes);
    const fetchMock = mockRewards(wheel(7, { prizeIndex: 5 }));
    renderPage(<RewardCenter />);

    const section = await screen.findByRole('region', { name: en.rewards.wheel.title });
    expect(await within(section).findByText('Spins left: 2')).toBeInTheDocument();
    expect(within(section).getByText(/The wheel’s prizes: ₱5.00, ₱10.00/)).toBeInTheDocument();
    // The wheel's tickets are not in the ticket list.
    expect(within(screen.getByRole('region', { name: en.rewards.tickets })).getAllByRole('listitem')).toHaveLength(1);

    await user.dblClick(within(section).getByRole('button', { name: en.rewards.wheel.spin }));
    const face = within(section).getByTestId('prize-wheel');
    // Segment 5 of 8 (each 45°, its centre at 247.5°) comes under the pointer after 5 whole turns.
    await screen.findByText('Spins left: 1');
    expect(face).toHaveStyle({ transform: 'rotate(1912.5deg)' });
    expect(within(section).getByRole('status')).toBeEmptyDOMElement();
    fireEvent.transitionEnd(face);
    expect(within(section).getByRole('status')).toHaveTextContent('Prize wheel spin: the wheel stopped at ₱100.00. It was added to your main wallet.');
    expect(claimsSent(fetchMock)).toEqual([{ ticketId: 7, requestId: expect.any(String) }]);
    expect(refreshes).toHaveBeenCalled();
    off();
  });

  it('under prefers-reduced-motion the wheel does not turn: it shows the result at once', async () => {
    setReducedMotion(true);
    const user = userEvent.setup({ delay: null });
    mockRewards(wheel(7, { prizeIndex: 0 }));
    renderPage(<RewardCenter />);
    const section = await screen.findByRole('region', { name: en.rewards.wheel.title });
    await user.click(await within(section).findByRole('button', { name: en.rewards.wheel.spin }));
    expect(await within(section).findByText(/the wheel stopped at ₱5.00/)).toBeInTheDocument();
    expect(within(section).getByTestId('prize-wheel')).toHaveStyle({ transition: 'none' });
  });

  it('opens a red envelope once: the amount comes from the server', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockRewards(redEnvelope(9, 8.88));
    renderPage(<RewardCenter />);
    const section = await screen.findByRole('region', { name: en.rewards.envelope.title });
    await user.dblClick(await within(section).findByRole('button', { name: 'Open Lucky red envelope' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Lucky red envelope: you got ₱8.88. It was added to your main wallet.');
    expect(claimsSent(fetchMock)).toEqual([{ ticketId: 9, requestId: expect.any(String) }]);
    expect(await within(section).findByText(en.rewards.envelope.none)).toBeInTheDocument();
  });
});
