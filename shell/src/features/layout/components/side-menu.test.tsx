import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { type GameMenu, type Vendor } from '@gp/games-kit';
import { i18n } from '@gp/kernel';
import { envelope, mockFetchRoutes, setTestRuntimeConfig, testMember } from '@gp/kernel/testing';
import { testVendor } from '@gp/games-kit/testing';
import { clearHomeContentCache } from '../../../lib/content/home-content';
import { renderInShell } from '../../../testing/render-in-shell';
import { SideMenu, type SideMenuProps } from './side-menu';

const vendor = (vassalage: string, name: string): Vendor => testVendor(vassalage, name, 'RNG', { iconUrl: '' });
const MENUS: GameMenu[] = [
  { gameType: 'RNG', name: 'Slots', vendors: [vendor('PG', 'Pocket Games'), vendor('JILI', 'Jili')] },
  { gameType: 'FISH', name: 'Fishing', vendors: [{ ...vendor('KA', 'KA Gaming'), gameType: 'FISH' }] },
];
const LEFT_BANNERS = [
  { id: 601, url: '/assets/banners/w_leftmenu/1.svg', groupName: 'w_leftmenu', title: 'Download the App', linkageType: 'URL', linkUrl: 'https://dl.example/app.apk' },
  { id: 602, url: '/assets/banners/w_leftmenu/2.svg', groupName: 'w_leftmenu', title: 'Daily Missions', linkageType: 'ROUTE', linkUrl: '/promotions' },
  { id: 401, url: '/assets/banners/w_home/1.svg', groupName: 'w_home', title: 'Home banner', linkageType: 'NONE' },
];

function renderMenu(props: Partial<SideMenuProps> = {}, options: Parameters<typeof renderInShell>[1] = {}) {
  const handlers = { onToggle: jest.fn(), onCloseDrawer: jest.fn() };
  const view = renderInShell(<SideMenu menus={MENUS} collapsed={false} drawerOpen={false} {...handlers} {...props} />, options);
  return { ...view, ...handlers, side: screen.getByRole('complementary', { name: 'Side menu' }) };
}

beforeEach(() => {
  setTestRuntimeConfig();
  sessionStorage.clear();
  clearHomeContentCache();
  mockFetchRoutes([
    {
      path: '/wps/relay/MCSFE_getListAnnouncements',
      body: envelope({ banners: LEFT_BANNERS, player: [], popup: [], promotion: [], pageNo: 1, pageSize: 9, playerTotal: 0, promotionTotal: 0 }),
    },
  ]);
});

afterEach(async () => {
  if (i18n.language !== 'EN') await i18n.changeLanguage('EN');
});

it('shows the w_leftmenu banners with their links', async () => {
  const { side } = renderMenu();
  const banners = await within(side).findByRole('list', { name: 'Featured' });
  expect(within(banners).getByRole('link', { name: 'Download the App' })).toHaveAttribute('href', 'https://dl.example/app.apk');
  expect(within(banners).getByRole('link', { name: 'Daily Missions' })).toHaveAttribute('href', '/promotions');
  expect(within(banners).queryByRole('img', { name: 'Home banner' })).not.toBeInTheDocument();
});

it('opens a category onto its vendors, "All" first; the category of the page starts open', async () => {
  const { side } = renderMenu({}, { path: '/rng?vassalage=JILI' });
  const games = within(side).getByRole('navigation', { name: 'Game categories' });
  const slots = within(games).getByRole('button', { name: 'Slots providers' });
  expect(slots).toHaveAttribute('aria-expanded', 'true');
  const vendorList = document.getElementById(slots.getAttribute('aria-controls') as string) as HTMLElement;
  expect(within(vendorList).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['All', '/rng'],
    ['Pocket Games', '/rng?vassalage=PG'],
    ['Jili', '/rng?vassalage=JILI'],
  ]);
  expect(within(vendorList).getByRole('link', { name: 'Jili' })).toHaveAttribute('aria-current', 'page');

  const fishing = within(games).getByRole('button', { name: 'Fishing providers' });
  await userEvent.click(fishing);
  expect(fishing).toHaveAttribute('aria-expanded', 'true');
  expect(slots).toHaveAttribute('aria-expanded', 'false');
  expect(within(games).getByRole('link', { name: 'KA Gaming' })).toHaveAttribute('href', '/fish?vassalage=KA');
});

it('links favourites, recent games and promotions', () => {
  const { side } = renderMenu();
  expect(within(side).getByRole('link', { name: 'My collection' })).toHaveAttribute('href', '/favorite');
  expect(within(side).getByRole('link', { name: 'Recent games' })).toHaveAttribute('href', '/recent');
  expect(within(side).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
});

it('shows the VIP level of a member, which opens the security centre, and opens customer service', async () => {
  const { side } = renderMenu({}, { session: { token: 'tok', member: testMember({ vipLevel: 3, vipName: 'Gold' }) } });
  expect(within(side).getByRole('link', { name: 'VIP 3 · Gold' })).toHaveAttribute('href', '/member/securityCenter');
  await userEvent.click(within(side).getByRole('button', { name: 'Customer service' }));
  expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('customerService');
});

it('switches the interface to Tagalog', async () => {
  const { side } = renderMenu();
  const languages = within(side).getByRole('group', { name: 'Language' });
  expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(languages).getByRole('button', { name: 'Tagalog' }));
  await waitFor(() => expect(within(side).getByRole('link', { name: 'Mga promo' })).toBeInTheDocument());
  expect(within(side).getByRole('group', { name: 'Wika' })).toBeInTheDocument();
  expect(within(side).getByRole('button', { name: 'Tagalog' })).toHaveAttribute('aria-pressed', 'true');
  expect(document.documentElement.lang).toBe('tl');
  expect(sessionStorage.getItem('language')).toBe('TY');
});

it('collapses to an icon rail and expands again (desktop), keeping accessible names', async () => {
  function Collapsible() {
    const [collapsed, setCollapsed] = useState(false);
    return <SideMenu menus={MENUS} collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} drawerOpen={false} onCloseDrawer={() => {}} />;
  }
  renderInShell(<Collapsible />);
  const side = screen.getByRole('complementary', { name: 'Side menu' });
  await userEvent.click(within(side).getByRole('button', { name: 'Collapse menu' }));
  expect(side).toHaveAttribute('data-collapsed', 'true');
  const expand = within(side).getByRole('button', { name: 'Expand menu' });
  expect(expand).toHaveAttribute('aria-expanded', 'false');
  expect(within(side).getByRole('link', { name: 'Slots' })).toBeInTheDocument();
  await userEvent.click(expand);
  expect(side).toHaveAttribute('data-collapsed', 'false');
});

it('as a drawer: takes focus, closes on Escape and after choosing a link', async () => {
  const { side, onCloseDrawer } = renderMenu({ drawerOpen: true });
  expect(side).toHaveAttribute('data-open', 'true');
  expect(within(side).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(onCloseDrawer).toHaveBeenCalledTimes(1);
  await userEvent.click(within(side).getByRole('link', { name: 'Recent games' }));
  expect(onCloseDrawer).toHaveBeenCalledTimes(2);
});
