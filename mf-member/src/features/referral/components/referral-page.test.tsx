import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonEn, businessError, envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { en as kitEn } from '@gp/account-centre-kit/locales/en';
import { renderPage } from '../../../testing/render-page';
import { ReferralPage, referralLink } from './referral-page';

const INFO = { enabled: true, referralCode: 'DEMO01REF', ratePercent: 0.5, todayEarnings: 50, yesterdayEarnings: 40, inviteeCount: 9, newToday: 1, activeToday: 5 };
const invitee = (id: number) => ({ id, username: `fr***${String(id).padStart(2, '0')}`, registerTime: '2026-11-24T10:00:00+08:00', validBetToday: 700, earningsToday: 3.5 });
const page = (ids: number[], number: number) => envelope({ list: ids.map(invitee), page: number, size: 7, totalElements: 9, totalPages: 2 });
const LINK = `${window.location.origin}/register?referralCode=DEMO01REF`;

function stubNavigator(values: { clipboard?: unknown; share?: unknown }) {
  Object.defineProperty(navigator, 'clipboard', { value: values.clipboard, configurable: true });
  Object.defineProperty(navigator, 'share', { value: values.share, configurable: true });
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
  stubNavigator({});
});

describe('ReferralPage (referral)', () => {
  it('shows my code, the link to /register with the code, its QR code, the earnings and the counts', async () => {
    mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getReferralInfo', body: envelope(INFO) },
      { path: '/wps/relay/MCSFE_getReferralInvitees', body: page([9, 8, 7, 6, 5, 4, 3], 1) },
    ]);
    renderPage(<ReferralPage />);

    expect(await screen.findByText('DEMO01REF')).toBeInTheDocument();
    expect(screen.getByText(LINK)).toBeInTheDocument();
    expect(referralLink('A B', 'https://site.example')).toBe('https://site.example/register?referralCode=A%20B');
    const qr = screen.getByRole('img', { name: en.referral.qr });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    const earnings = screen.getByRole('region', { name: en.referral.earnings });
    expect(within(earnings).getByText('₱50.00')).toBeInTheDocument();
    expect(within(earnings).getByText('₱40.00')).toBeInTheDocument();
    const friends = screen.getByRole('region', { name: en.referral.friends });
    expect(within(friends).getByText('9')).toBeInTheDocument();
    expect(within(friends).getByText('5')).toBeInTheDocument();
  });

  it('lists the invitees seven a page and asks for the next page', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getReferralInfo', body: envelope(INFO) },
      { path: '/wps/relay/MCSFE_getReferralInvitees', body: page([9, 8, 7, 6, 5, 4, 3], 1), times: 1 },
      { path: '/wps/relay/MCSFE_getReferralInvitees', body: page([2, 1], 2) },
    ]);
    renderPage(<ReferralPage />);

    const table = await screen.findByRole('table', { name: en.referral.list });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('rowheader', { name: 'fr***09' })).toBeInTheDocument();
    const asked = () => fetchMock.requests.filter((request) => request.path === '/wps/relay/MCSFE_getReferralInvitees').map((request) => Object.fromEntries(request.url.searchParams));
    expect(asked()).toEqual([{ page: '1', size: '7' }]);

    await user.click(screen.getByRole('button', { name: kitEn.records.next }));
    expect(await within(table).findByRole('rowheader', { name: 'fr***01' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(asked()[1]).toEqual({ page: '2', size: '7' });
  });

  it('copies the code and the link and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } });
    mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getReferralInfo', body: envelope(INFO) },
      { path: '/wps/relay/MCSFE_getReferralInvitees', body: page([], 1) },
    ]);
    renderPage(<ReferralPage />);

    await user.click(await screen.findByRole('button', { name: en.referral.copyCode }));
    expect(writeText).toHaveBeenLastCalledWith('DEMO01REF');
    expect(await screen.findByRole('status')).toHaveTextContent(en.referral.feedback.codeCopied);
    await user.click(screen.getByRole('button', { name: en.referral.copyLink }));
    expect(writeText).toHaveBeenLastCalledWith(LINK);
    expect(await screen.findByText(en.referral.feedback.linkCopied)).toBeInTheDocument();
  });

  it('says when copying fails', async () => {
    const user = userEvent.setup({ delay: null });
    stubNavigator({ clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getReferralInfo', body: envelope(INFO) },
      { path: '/wps/relay/MCSFE_getReferralInvitees', body: page([], 1) },
    ]);
    renderPage(<ReferralPage />);

    await user.click(await screen.findByRole('button', { name: en.referral.copyCode }));
    expect(await screen.findByText(en.referral.feedback.copyFailed)).toBeInTheDocument();
  });

  it('shares through the Web Share API when there is one, else copies the link', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } });
    mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getReferralInfo', body: envelope(INFO) },
      { path: '/wps/relay/MCSFE_getReferralInvitees', body: page([], 1) },
    ]);
    const view = renderPage(<ReferralPage />);

    await user.click(await screen.findByRole('button', { name: en.referral.share }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText(en.referral.feedback.linkCopied)).toBeInTheDocument();
    view.unmount();

    const share = jest.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText }, share });
    renderPage(<ReferralPage />);
    await user.click(await screen.findByRole('button', { name: en.referral.share }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
    expect(await screen.findByText(en.referral.feedback.shared)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('a failed invitee page shows the error with Retry, and Retry loads it', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetchRoutes([
      { path: '/wps/relay/MCSFE_getReferralInfo', body: envelope(INFO) },
      { path: '/wps/relay/MCSFE_getReferralInvitees', body: businessError('Invitees are resting'), times: 1 },
      { path: '/wps/relay/MCSFE_getReferralInvitees', body: page([9], 1) },
    ]);
    renderPage(<ReferralPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invitees are resting');
    // The rest of the page stays.
    expect(screen.getByText('DEMO01REF')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: commonEn.ui.retry }));
    expect(await screen.findByRole('rowheader', { name: 'fr***09' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says the page is not available when the REFERRAL promotion is off', async () => {
    const fetchMock = mockFetchRoutes([{ path: '/wps/relay/MCSFE_getReferralInfo', body: envelope({ enabled: false }) }]);
    renderPage(<ReferralPage />);
    expect(await screen.findByText(en.referral.off)).toBeInTheDocument();
    expect(fetchMock.requests.some((request) => request.path === '/wps/relay/MCSFE_getReferralInvitees')).toBe(false);
  });
});
