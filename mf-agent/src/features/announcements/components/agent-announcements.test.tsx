import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { en as kitEn } from '@gp/account-centre-kit/locales/en';
import { renderPage } from '../../../testing/render-page';
import { AgentAnnouncements } from './agent-announcements';

const PATH = '/wps/relay/MCSFE_getAgentAnnouncements';

beforeEach(() => {
  setTestRuntimeConfig();
});

describe('agentAnnouncement', () => {
  it('shows the announcements with their HTML sanitized, 9 a page', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      {
        path: PATH,
        body: envelope({
          list: [{ id: 1, title: 'New rates', content: '<p>Rates go <b>up</b>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>', promotionType: '', time: '2026-11-24T08:00:00+08:00' }],
          pageNo: 1,
          pageSize: 9,
          total: 12,
          totalPages: 2,
        }),
      },
    ]);
    renderPage(<AgentAnnouncements />);

    const article = await screen.findByRole('article', { name: 'New rates' });
    await waitFor(() => expect(article.querySelector('b')).toHaveTextContent('up'));
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(article).toHaveTextContent('2026-11-24 08:00:00');
    expect(fetchMock.requests[0]?.url.searchParams.get('pageSize')).toBe('9');
    expect(fetchMock.requests[0]?.url.searchParams.get('language')).toBe('EN');

    await user.click(screen.getByRole('button', { name: kitEn.records.next }));
    await waitFor(() => expect(fetchMock.requests.at(-1)?.url.searchParams.get('pageNo')).toBe('2'));
  });

  it('says when there is none', async () => {
    mockFetchRoutes([{ path: PATH, body: envelope({ list: [], pageNo: 1, pageSize: 9, total: 0, totalPages: 0 }) }]);
    renderPage(<AgentAnnouncements />);
    expect(await screen.findByText(en.announcements.none)).toBeInTheDocument();
  });
});
