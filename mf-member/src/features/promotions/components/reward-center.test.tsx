import { screen, within } from '@testing-library/react';
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
