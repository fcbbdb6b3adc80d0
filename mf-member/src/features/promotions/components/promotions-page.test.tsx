import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@gp/kernel/host';
import { onEvent, Route, Routes } from '@gp/kernel';
import { businessError, envelope, mockFetchRoutes, setTestRuntimeConfig, testMember, type MockRoute } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { renderPage } from '../../../testing/render-page';
import { PromotionsPage } from './promotions-page';

const card = (id: number, status: string, mode: 'APPLY' | 'JOIN' | 'CLAIM', category = 'EVENT') => ({
  id,
  category,
  categoryName: category === 'EVENT' ? 'Events' : 'VIP',
  mode,
  title: `Promotion ${id} ${status}`,
  summary: 'Summary',
  bannerUrl: null,
  bonus: 288,
  startTime: '2026-11-01T00:00:00+08:00',
  endTime: '2026-12-31T00:00:00+08:00',
  status,
});

const STATUSES = ['JOIN', 'CLAIM', 'APPLYING', 'CLOSE', 'REJECTED', 'ISSUED', 'CLAIMED', 'PROCESS', 'SIGNED', 'COMING_SOON'] as const;

const list = () =>
  envelope({
    categories: [
      { code: 'EVENT', name: 'Events' },
      { code: 'VIP', name: 'VIP' },
    ],
    list: STATUSES.map((status, index) => card(100 + index, status, 'JOIN', index % 2 === 0 ? 'EVENT' : 'VIP')),
  });

const detail = (overrides: Record<string, unknown> = {}) =>
  envelope({ ...card(1201, 'JOIN', 'APPLY'), rulesHtml: '<p>Rule one</p><img src="x" onerror="alert(1)">', remark: null, application: null, ...overrides });

function show(path: string, routes: MockRoute[], session?: Parameters<typeof renderPage>[1]) {
  const fetchMock = mockFetchRoutes([...routes, { path: '/wps/relay/MCSFE_getPromotionList', body: list() }]);
  renderPage(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/promotions/*" element={<PromotionsPage />} />
      </Routes>
    </MemoryRouter>,
    { router: false, ...session },
  );
  return fetchMock;
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('promotions', () => {
  it('lists the cards by category, each with its status in words', async () => {
    show('/promotions', []);
    const events = await screen.findByRole('region', { name: 'Events' });
    expect(within(events).getAllByRole('listitem')).toHaveLength(5);
    expect(within(screen.getByRole('region', { name: 'VIP' })).getAllByRole('listitem')).toHaveLength(5);
    for (const status of STATUSES) expect(screen.getByText(en.promo.status[status])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Promotion 100 JOIN' })).toHaveAttribute('href', '/promotions/100');
  });

  it('Join and Claim sit on the cards: sent once (a double click too), the notice says it and the list is asked again', async () => {
    const user = userEvent.setup({ delay: null });
    const refreshes = jest.fn();
    const off = onEvent('balance-refresh-requested', refreshes);
    const fetchMock = show('/promotions', [
      { path: '/wps/relay/MCSFE_joinPromotion', body: envelope({ status: 'SIGNED', amount: null }) },
      { path: '/wps/relay/MCSFE_claimPromotion', body: envelope({ status: 'CLAIMED', amount: 288 }) },
    ]);
    const events = await screen.findByRole('region', { name: 'Events' });
    const vip = screen.getByRole('region', { name: 'VIP' });
    // Only an open JOIN promotion offers Join and only CLAIM offers Claim.
    expect(within(events).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([`${en.promo.action.join}: Promotion 100 JOIN`]);
    expect(within(vip).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([`${en.promo.action.claim}: Promotion 101 CLAIM`]);
    const lists = () => fetchMock.requests.filter((r) => r.path === '/wps/relay/MCSFE_getPromotionList').length;
    const before = lists();

    const join = within(events).getByRole('button', { name: `${en.promo.action.join}: Promotion 100 JOIN` });
    await user.dblClick(join);
    expect(await within(events).findByText(en.promo.joined)).toBeInTheDocument();
    expect(join).toBeDisabled();
    await user.click(within(vip).getByRole('button', { name: `${en.promo.action.claim}: Promotion 101 CLAIM` }));
    expect(await within(vip).findByText('₱288.00 was added to your main wallet.')).toBeInTheDocument();

    expect(fetchMock.requests.filter((r) => r.path === '/wps/relay/MCSFE_joinPromotion').map((r) => r.body)).toEqual([{ id: 100, requestId: expect.any(String) }]);
    expect(fetchMock.requests.filter((r) => r.path === '/wps/relay/MCSFE_claimPromotion').map((r) => r.body)).toEqual([{ id: 101, requestId: expect.any(String) }]);
    expect(refreshes).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    off();
  });

  it('on a card, a guest is asked to log in and a trial account told it needs a real one; nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const asked: string[] = [];
    const offLogin = onEvent('login-required', ({ reason }) => asked.push(reason));
    const blocked = jest.fn();
    const offTrial = onEvent('trial-blocked', blocked);
    const guestFetch = show('/promotions', [], { session: undefined });
    await user.click(await screen.findByRole('button', { name: `${en.promo.action.join}: Promotion 100 JOIN` }));
    expect(asked).toEqual(['action']);
    expect(guestFetch.requests.some((r) => /MCSFE_(join|claim)Promotion/.test(r.path))).toBe(false);
    cleanup();
    const fetchMock = show('/promotions', [], { session: { token: 'tok-trial', member: testMember({ type: 4 }) } });
    await user.click(await screen.findByRole('button', { name: `${en.promo.action.claim}: Promotion 101 CLAIM` }));
    expect(blocked).toHaveBeenCalledTimes(1);
    expect(fetchMock.requests.some((r) => /MCSFE_(join|claim)Promotion/.test(r.path))).toBe(false);
    offLogin();
    offTrial();
  });

  it('shows the details with the sanitized rules; a guest who applies is asked to log in through the bus', async () => {
    const user = userEvent.setup({ delay: null });
    const asked: string[] = [];
    const off = onEvent('login-required', ({ reason }) => asked.push(reason));
    show('/promotions/1201', [{ path: '/wps/relay/MCSFE_getPromotionDetail', body: detail() }], { session: undefined });
    expect(await screen.findByRole('heading', { name: 'Promotion 1201 JOIN', level: 1 })).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: en.promo.rules });
    expect(await within(rules).findByText('Rule one')).toBeInTheDocument();
    expect(rules.innerHTML).not.toContain('onerror');
    await user.click(screen.getByRole('button', { name: en.promo.action.apply }));
    expect(asked).toEqual(['action']);
    expect(screen.queryByRole('textbox', { name: en.promo.comment })).not.toBeInTheDocument();
    off();
  });

  it('a trial account is told it needs a real account', async () => {
    const user = userEvent.setup({ delay: null });
    const blocked = jest.fn();
    const off = onEvent('trial-blocked', blocked);
    show('/promotions/1201', [{ path: '/wps/relay/MCSFE_getPromotionDetail', body: detail() }], { session: { token: 'tok-trial', member: testMember({ type: 4 }) } });
    await user.click(await screen.findByRole('button', { name: en.promo.action.apply }));
    expect(blocked).toHaveBeenCalledTimes(1);
    off();
  });

  it('applies with a comment (≤ 140) and up to 3 images: refused files explain themselves and keep the others', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const fetchMock = show('/promotions/1201', [
      { path: '/wps/relay/MCSFE_getPromotionDetail', body: detail(), times: 1 },
      { path: '/wps/relay/MCSFE_getPromotionDetail', body: detail({ status: 'APPLYING' }) },
      { path: '/wps/relay/MCSFE_applyPromotion', body: envelope({ id: 1201, status: 'APPLYING', applicationId: 9 }) },
    ]);
    await user.click(await screen.findByRole('button', { name: en.promo.action.apply }));
    const form = screen.getByRole('form', { name: en.promo.applyTitle });
    await user.click(within(form).getByRole('button', { name: en.promo.send }));
    expect(await within(form).findByText(en.promo.commentRequired)).toBeInTheDocument();
    const comment = within(form).getByRole('textbox', { name: en.promo.comment });
    expect(comment).toHaveAttribute('maxLength', '140');
    await user.type(comment, 'My first deposit');
    expect(within(form).getByText('16 of 140 characters')).toBeInTheDocument();

    const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Add an image (1 of 3)'), png());
    await user.upload(within(form).getByLabelText('Add an image (2 of 3)'), new File(['gif'], 'b.gif', { type: 'image/gif' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(en.image.type);
    await user.upload(within(form).getByLabelText('Add an image (2 of 3)'), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'c.png', { type: 'image/png' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(en.image.size);
    await user.upload(within(form).getByLabelText('Add an image (2 of 3)'), new File([new Uint8Array([255, 216, 255])], 'd.jpg', { type: 'image/jpeg' }));
    await user.upload(within(form).getByLabelText('Add an image (3 of 3)'), png());
    await waitFor(() => expect(within(form).getAllByRole('img')).toHaveLength(3));
    expect(within(form).queryByLabelText(/Add an image/)).not.toBeInTheDocument();
    await user.click(within(form).getAllByRole('button', { name: en.image.remove })[2] as HTMLElement);
    expect(within(form).getAllByRole('img')).toHaveLength(2);

    await user.click(within(form).getByRole('button', { name: en.promo.send }));
    expect(await screen.findByText(en.promo.applied)).toBeInTheDocument();
    const sent = fetchMock.requests.find((request) => request.path === '/wps/relay/MCSFE_applyPromotion')?.body as { id: number; comment: string; images: string[] };
    expect(sent.comment).toBe('My first deposit');
    expect(sent.images).toEqual([expect.stringMatching(/^data:image\/png;base64,/), expect.stringMatching(/^data:image\/jpeg;base64,/)]);
    expect(await screen.findByText(en.promo.status.APPLYING)).toBeInTheDocument();
  });

  it('a server refusal keeps the form and what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    show('/promotions/1201', [
      { path: '/wps/relay/MCSFE_getPromotionDetail', body: detail() },
      { path: '/wps/relay/MCSFE_applyPromotion', body: businessError('Each image must be a png or jpg of at most 5 MB', { errors: { images: 'Each image must be a png or jpg of at most 5 MB' } }) },
    ]);
    await user.click(await screen.findByRole('button', { name: en.promo.action.apply }));
    const form = screen.getByRole('form', { name: en.promo.applyTitle });
    await user.type(within(form).getByRole('textbox', { name: en.promo.comment }), 'Hello');
    await user.click(within(form).getByRole('button', { name: en.promo.send }));
    expect(await within(form).findByText('Each image must be a png or jpg of at most 5 MB')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: en.promo.comment })).toHaveValue('Hello');
  });

  it('shows my application with its images (only those that pass the safe-URL check) and the operator remark', async () => {
    show('/promotions/1206', [
      {
        path: '/wps/relay/MCSFE_getPromotionDetail',
        body: detail({ status: 'REJECTED', remark: 'Ticket not found', application: { id: 2, comment: 'T-42', images: ['javascript:alert(1)', 'https://sim.example/assets/uploads/a.png', 'http://sim.example/b.png', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:image/png;base64,iVBORw0KGgo='], status: 'REJECTED', createTime: '2026-11-20T10:00:00+08:00', decideTime: null, remark: 'Ticket not found' } }),
      },
    ]);
    const mine = await screen.findByRole('region', { name: en.promo.myApplication });
    expect(within(mine).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['https://sim.example/assets/uploads/a.png', 'data:image/png;base64,iVBORw0KGgo=']);
    expect(within(mine).getByRole('img', { name: 'Image 1 of my application' })).toHaveAttribute('src', 'https://sim.example/assets/uploads/a.png');
    expect(within(mine).getByText('Note: Ticket not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.promo.action.applyAgain })).toBeInTheDocument();
  });
});
