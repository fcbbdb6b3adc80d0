import { screen } from '@testing-library/react';
import { envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig } from '@gp/kernel/testing';
import { testVendor } from '@gp/games-kit/testing';
import { clearGameMenusCache, useGameMenusState } from './use-game-menus';

const MENUS = [
  { gameType: 'RNG', name: 'Slots', vendors: [testVendor('PG', 'Pocket', 'RNG', { iconUrl: '/a.svg' })] },
  { gameType: 'LIVE', name: 'Live casino', vendors: [] },
];

function Categories() {
  const { menus, loaded } = useGameMenusState();
  return <p aria-label="categories">{loaded ? menus.map((menu) => menu.name).join(', ') : 'loading'}</p>;
}

beforeEach(() => {
  sessionStorage.clear();
  clearGameMenusCache();
  setTestRuntimeConfig();
});

it('keeps the vendor list in the session key gameVendor and draws from it while the menus are asked again', async () => {
  mockFetchRoutes([{ path: '/lgw/games/game_menus', body: envelope(MENUS) }]);
  const first = renderWithProviders(<Categories />);
  expect(await screen.findByText('Slots')).toBeInTheDocument();
  expect(JSON.parse(sessionStorage.getItem('gameVendor') ?? 'null')).toMatchObject({ language: 'EN', menus: [{ gameType: 'RNG' }] });
  first.unmount();

  // The page opened again in this tab: the navigation has its categories before the answer.
  clearGameMenusCache();
  mockFetchRoutes([{ path: '/lgw/games/game_menus', hang: true }]);
  renderWithProviders(<Categories />);
  expect(screen.getByLabelText('categories')).toHaveTextContent('Slots');
});

it('ignores a stored list of another language or of another shape', () => {
  mockFetchRoutes([{ path: '/lgw/games/game_menus', hang: true }]);
  sessionStorage.setItem('gameVendor', JSON.stringify({ language: 'TY', menus: MENUS }));
  const other = renderWithProviders(<Categories />);
  expect(screen.getByLabelText('categories')).toHaveTextContent('loading');
  other.unmount();
  sessionStorage.setItem('gameVendor', '{"language":"EN","menus":"nope"}');
  renderWithProviders(<Categories />);
  expect(screen.getByLabelText('categories')).toHaveTextContent('loading');
});
