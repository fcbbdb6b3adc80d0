import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockFetchRoutes, setTestRuntimeConfig, testMember } from '@gp/kernel/testing';
import { renderSession, requestsTo, resetSession } from '../../../testing/session/setup';
import { AnnouncementDialog } from './announcement-dialog';
import { DisclaimerDialog } from './disclaimer-dialog';
import { FirstLoginDialog } from './first-login-dialog';

beforeAll(() => setTestRuntimeConfig());
beforeEach(resetSession);

const popup = (id: number, title: string, content: string, execution = 'B') => ({ id, title, content, execution });
const list = (popups: ReturnType<typeof popup>[]) =>
  envelope({ banners: [], player: [], popup: popups, promotion: [], pageNo: 1, pageSize: 9, playerTotal: 0, promotionTotal: 0 });

describe('DisclaimerDialog', () => {
  it('asks for the 21+ age confirmation', async () => {
    const onAccept = jest.fn();
    const onClose = jest.fn();
    renderSession(<DisclaimerDialog open onAccept={onAccept} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Age confirmation' });
    expect(dialog).toHaveTextContent('You must be 21 years of age or older to enter.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'I am 21 or older' }));
    expect(onAccept).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('AnnouncementDialog', () => {
  it('shows the pop-ups of its audience one by one, their HTML sanitized', async () => {
    const fetchMock = mockFetchRoutes([
      {
        path: '/wps/relay/MCSFE_getListAnnouncements',
        body: list([
          popup(1, 'Welcome bonus', '<p>Get <strong>100%</strong><img src="x" onerror="alert(1)"><script>alert(2)</script></p>'),
          popup(2, 'Weekend cup', '<p>Join the cup</p>'),
          popup(3, 'Members only', '<p>Not for guests</p>', 'A'),
        ]),
      },
    ]);
    const onDone = jest.fn();
    renderSession(<AnnouncementDialog open execution="B" onDone={onDone} onFailed={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    const first = within(dialog).getByRole('article', { name: 'Welcome bonus' });
    await waitFor(() => expect(first.querySelector('strong')).toHaveTextContent('100%'));
    expect(first.innerHTML).not.toMatch(/onerror|script/);
    expect(dialog).toHaveTextContent('1 of 2');
    expect(requestsTo(fetchMock, '/wps/relay/MCSFE_getListAnnouncements')[0]?.url.searchParams.toString()).toBe(
      'types=PU&platform=W&execution=B&language=EN',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('article', { name: 'Weekend cup' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('article', { name: 'Members only' })).not.toBeInTheDocument();
  });

  it('is done at once when there is nothing to show, and reports a failed load', async () => {
    mockFetchRoutes([{ path: '/wps/relay/MCSFE_getListAnnouncements', times: 1, body: list([]) }]);
    const onDone = jest.fn();
    const onFailed = jest.fn();
    const { unmount } = renderSession(<AnnouncementDialog open execution="A" onDone={onDone} onFailed={onFailed} />);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    renderSession(<AnnouncementDialog open execution="A" onDone={onDone} onFailed={onFailed} />);
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
  });
});

describe('FirstLoginDialog', () => {
  it('welcomes the new member with the first-login pop-ups', async () => {
    mockFetchRoutes([{ path: '/wps/relay/MCSFE_getListAnnouncements', body: list([popup(4, 'Welcome aboard', '<p>Thanks for joining!</p>', 'F')]) }]);
    const onMemberCentre = jest.fn();
    renderSession(<FirstLoginDialog open onClose={jest.fn()} onMemberCentre={onMemberCentre} />, {
      session: { token: 'tok', member: testMember({ nickname: 'Newbie' }) },
    });
    const dialog = screen.getByRole('dialog', { name: 'Welcome, Newbie!' });
    expect(await within(dialog).findByRole('region', { name: 'Welcome aboard' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to member centre' }));
    expect(onMemberCentre).toHaveBeenCalled();
  });
});
