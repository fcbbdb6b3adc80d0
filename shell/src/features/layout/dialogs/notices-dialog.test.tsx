import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { renderInShell } from '../../../testing/render-in-shell';
import { NoticesDialog } from './notices-dialog';

const HOSTILE =
  '<p>Please read this <b>security test</b> notice.</p><script>window.__xss = "script"</script>' +
  '<img src="/x.png" alt="broken" onerror="window.__xss = \'onerror\'"><a href="javascript:window.__xss = 1">Claim</a>' +
  '<iframe src="javascript:alert(1)"></iframe>';

function page(pageNo: number, total: number, type: 'player' | 'promotion') {
  const count = Math.min(9, total - (pageNo - 1) * 9);
  const items = Array.from({ length: count }, (_, i) => {
    const id = (pageNo - 1) * 9 + i + 1;
    return {
      id: id === 2 ? 9001 : id,
      title: id === 2 ? 'Security notice (HTML test)' : `${type === 'player' ? 'Notice' : 'Promotion'} ${id}`,
      content: id === 2 ? HOSTILE : `<p>Body ${id}</p>`,
      promotionType: 'NEWS',
      time: '2026-01-15T08:00:00.000Z',
    };
  });
  return envelope({
    banners: [],
    popup: [],
    player: type === 'player' ? items : [],
    promotion: type === 'promotion' ? items : [],
    pageNo,
    pageSize: 9,
    playerTotal: type === 'player' ? total : 0,
    promotionTotal: type === 'promotion' ? total : 0,
  });
}

function mockNotices(hold?: (pageNo: number) => Promise<void> | undefined) {
  const fetchMock = mockFetchRoutes([]);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    await hold?.(Number(url.searchParams.get('pageNo')));
    const pageNo = Number(url.searchParams.get('pageNo'));
    const type = url.searchParams.get('types') === 'PR' ? 'promotion' : 'player';
    fetchMock.requests.push({ method: 'GET', url, path: url.pathname, headers: new Headers(), body: undefined });
    return new Response(JSON.stringify(page(pageNo, type === 'player' ? 24 : 12, type)), { headers: { 'content-type': 'application/json' } });
  });
  return fetchMock;
}

beforeEach(() => setTestRuntimeConfig());

it('lists 9 notices a page and pages through them', async () => {
  const fetchMock = mockNotices();
  renderInShell(<NoticesDialog onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Notices' });
  await within(dialog).findByText('Notice 1');
  const list = () => within(dialog).getAllByRole('listitem');
  expect(list()).toHaveLength(9);
  expect(within(dialog).getByText('Page 1 of 3')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
  const first = fetchMock.requests[0]?.url.searchParams;
  expect([first?.get('types'), first?.get('pageNo'), first?.get('pageSize')]).toEqual(['PL', '1', '9']);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await within(dialog).findByText('Notice 10');
  expect(within(dialog).getByText('Page 2 of 3')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await within(dialog).findByText('Notice 19');
  expect(list()).toHaveLength(6);
  expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(fetchMock.requests.map((r) => r.url.searchParams.get('pageNo'))).toEqual(['1', '2', '3']);
});

it('keeps the page on show while the next one loads', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  mockNotices((pageNo) => (pageNo === 2 ? held : undefined));
  renderInShell(<NoticesDialog onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Notices' });
  await within(dialog).findByText('Notice 1');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
  expect(within(dialog).getByText('Notice 1')).toBeInTheDocument();
  expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();

  release();
  await within(dialog).findByText('Notice 10');
  expect(within(dialog).queryByText('Notice 1')).not.toBeInTheDocument();
  expect(within(dialog).getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
});

it('shows promotions in their own tab, from page 1', async () => {
  const fetchMock = mockNotices();
  renderInShell(<NoticesDialog onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Notices' });
  await within(dialog).findByText('Notice 1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await within(dialog).findByText('Notice 10');
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Promotions' }));
  await within(dialog).findByText('Promotion 1');
  expect(within(dialog).getByText('Page 1 of 2')).toBeInTheDocument();
  expect(fetchMock.requests.at(-1)?.url.searchParams.get('types')).toBe('PR');
});

it('opens a notice with its HTML sanitized: no script, handler or javascript: link survives', async () => {
  mockNotices();
  renderInShell(<NoticesDialog onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Notices' });
  const head = await within(dialog).findByRole('button', { name: /Security notice \(HTML test\)/ });
  await userEvent.click(head);
  expect(head).toHaveAttribute('aria-expanded', 'true');
  const body = document.getElementById(head.getAttribute('aria-controls') as string) as HTMLElement;
  await waitFor(() => expect(body).toHaveTextContent('Please read this security test notice.'));
  expect(body.querySelector('script, iframe, [onerror]')).toBeNull();
  expect(within(body).getByText('Claim')).not.toHaveAttribute('href');
  expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
});

it('dates each notice in the site’s time zone, its GMT offset named', async () => {
  setTestRuntimeConfig({ siteTimeZone: 'Asia/Bangkok' });
  mockNotices();
  renderInShell(<NoticesDialog onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Notices' });
  await within(dialog).findByText('Notice 1');
  // 08:00 UTC is 15:00 in Bangkok (UTC+7), whatever the browser's zone.
  expect(within(dialog).getAllByText('Jan 15, 2026, 3:00 PM GMT+7').length).toBeGreaterThan(0);
});
