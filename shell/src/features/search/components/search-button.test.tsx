import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onEvent } from '@gp/kernel';
import { envelope, mockFetchRoutes, setTestRuntimeConfig, testGame } from '@gp/kernel/testing';
import { testVendor } from '@gp/games-kit/testing';
import { renderInShell } from '../../../testing/render-in-shell';
import { createCatalogueIndex, searchCatalogue, type CatalogueIndex } from '../engine/search-index';
import type { SearchWorker, WorkerRequest, WorkerResponse } from '../engine/worker-protocol';
import { SearchButton } from './search-button';

// The worker runs in the page here: the same index and queries, answered a task later.
jest.mock('../engine/create-search-worker', () => ({
  createSearchWorker: (): SearchWorker => {
    const listeners: ((event: MessageEvent<WorkerResponse>) => void)[] = [];
    let index: CatalogueIndex | null = null;
    const answer = (data: WorkerResponse) => setTimeout(() => listeners.forEach((listener) => listener({ data } as MessageEvent<WorkerResponse>)));
    return {
      postMessage: (message: WorkerRequest) => {
        if (message.type === 'reset') index = createCatalogueIndex([]);
        else if (message.type === 'add') index?.addAll(message.documents);
        else if (message.type === 'seal') answer({ type: 'ready', version: message.version });
        else answer({ type: 'results', id: message.id, hits: index ? searchCatalogue(index, message.text) : [] });
      },
      addEventListener: (_type, listener) => listeners.push(listener),
      terminate: () => undefined,
    };
  },
}));

const GAMES = [
  testGame('Fortune Tiger', { nodeId: 1, gameType: 'RNG', vassalage: 'PG' }),
  testGame('Mahjong Ways', { nodeId: 2, gameType: 'RNG', vassalage: 'PG' }),
  testGame('Golden Empire', { nodeId: 3, gameType: 'RNG', vassalage: 'JILI' }),
];

function mockCatalogue() {
  return mockFetchRoutes([
    {
      path: '/lgw/games/game_menus',
      body: envelope([{ gameType: 'RNG', name: 'Slots', vendors: [testVendor('PG', 'Pocket Games', 'RNG'), testVendor('JILI', 'Jili Slots', 'RNG')] }]),
    },
    { path: '/wps/relay/GCSGAME_gameList', body: envelope({ games: GAMES, pageNo: 1, pageSize: 200, total: GAMES.length }) },
  ]);
}

beforeEach(() => {
  setTestRuntimeConfig();
  localStorage.clear();
});

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

// The index is built from the answers and queried a task later: allow a loaded machine its time.
jest.setTimeout(30_000);

describe('the catalogue search', () => {
  it('opens with /, finds a game typed with a typo, and Enter on it starts it (a guest is asked to log in)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockCatalogue();
    const loginAsked = jest.fn();
    const stop = onEvent('login-required', loginAsked);
    renderInShell(<SearchButton />);
    // Nothing of the catalogue is asked for before the search opens.
    expect(fetchMock.requests).toHaveLength(0);

    await user.keyboard('/');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox', { name: 'Search games, providers and categories' });
    expect(box).toHaveFocus();
    await user.type(box, 'Fortne tiger');

    const listbox = within(dialog).getByRole('listbox');
    // The count is announced once the results answer all that was typed.
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/^\d+ results?$/));
    const option = within(listbox).getByRole('option', { name: /Fortune Tiger/ });
    expect(within(listbox).getByRole('group', { name: 'Slots' })).toContainElement(option);

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
    expect(loginAsked).toHaveBeenCalledTimes(1);
    stop();

    // Reopened with Ctrl+K: the search just made is the first recent search; Enter puts it back.
    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Search' });
    const recent = within(again).getByRole('group', { name: 'Recent searches' });
    expect(within(recent).getByRole('option', { name: 'Fortne tiger' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(again).getByRole('combobox')).toHaveValue('Fortne tiger');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('opens a vendor from its name, and says when nothing matches', async () => {
    const user = userEvent.setup();
    mockCatalogue();
    renderInShell(<SearchButton />);
    await user.click(screen.getByRole('button', { name: 'Search games' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox');

    await user.type(box, 'zzzzqqq');
    expect(await within(dialog).findByText('Nothing matches “zzzzqqq”. Check the spelling or try another name.')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'jili');
    const vendors = await within(dialog).findByRole('group', { name: 'Providers' });
    expect(within(vendors).getByRole('option', { name: /Jili Slots/ })).toBeInTheDocument();
    await user.click(within(vendors).getByRole('option', { name: /Jili Slots/ }));
    expect(location()).toBe('/rng?vassalage=JILI');
  });

  it('renders only the rows in view, and the active option is always one of them', async () => {
    const user = userEvent.setup();
    const games = Array.from({ length: 40 }, (_, i) => testGame(`Lucky Panda ${i + 1}`, { nodeId: 100 + i, gameType: 'RNG', vassalage: 'PG' }));
    mockFetchRoutes([
      { path: '/lgw/games/game_menus', body: envelope([{ gameType: 'RNG', name: 'Slots', vendors: [testVendor('PG', 'Pocket Games', 'RNG')] }]) },
      { path: '/wps/relay/GCSGAME_gameList', body: envelope({ games, pageNo: 1, pageSize: 200, total: games.length }) },
    ]);
    renderInShell(<SearchButton />);
    await user.keyboard('/');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox');
    await user.type(box, 'lucky panda');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('24 results'));
    const listbox = within(dialog).getByRole('listbox');
    expect(within(listbox).getAllByRole('option').length).toBeLessThan(24);

    // Up from the field: the last result, far below the rows in view, is rendered and active.
    await user.keyboard('{ArrowUp}');
    const activeId = box.getAttribute('aria-activedescendant') ?? '';
    const active = within(listbox).getByRole('option', { selected: true });
    expect(active).toHaveAttribute('id', activeId);
    expect(within(listbox).getByRole('group', { name: 'Slots' })).toContainElement(active);
  });

  it('draws the icons once the results stay the same: a keystroke\'s rows show a plain square first', async () => {
    const user = userEvent.setup();
    mockCatalogue();
    renderInShell(<SearchButton />);
    await user.keyboard('/');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await user.type(within(dialog).getByRole('combobox'), 'Mahjong');
    const option = await within(dialog).findByRole('option', { name: /Mahjong Ways/ });
    expect(within(option).queryByRole('presentation')).not.toBeInTheDocument();
    expect(await within(option).findByRole('presentation')).toHaveAttribute('src', expect.stringContaining('img.test'));
  });

  it('leaves / to the field being typed in', async () => {
    const user = userEvent.setup();
    mockCatalogue();
    renderInShell(
      <>
        <input aria-label="Note" />
        <SearchButton />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'a/b');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('a/b');
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
