import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import '../lib/i18n';
import { en } from '../locales/en';
import { renderPage } from '../testing/render-page';
import { DownlineCombobox } from './downline-combobox';

jest.setTimeout(20_000);

beforeEach(() => setTestRuntimeConfig({}));

const PICKER = '/wps/relay/ODSFE2_subordinateSimple';

const DOWNLINES = [
  { id: 201, account: 'ta201', nickname: 'Tiger', userType: 'AGENT' },
  { id: 202, account: 'ta202', nickname: '', userType: 'MEMBER' },
  { id: 305, account: 'tb305', nickname: 'Bee', userType: 'AGENT' },
];

/** The simulator's answer: the downlines whose account contains subordinateName. */
function mockPicker() {
  const fetchMock = mockFetchRoutes([{ path: PICKER, body: envelope({ list: DOWNLINES, page: 1, size: 100, totalElements: 3, totalPages: 1 }) }]);
  const base = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    await base?.(input, init);
    const name = url.searchParams.get('subordinateName') ?? '';
    const list = DOWNLINES.filter((item) => item.account.includes(name));
    return new Response(JSON.stringify(envelope({ list, page: 1, size: 100, totalElements: list.length, totalPages: 1 })), { headers: { 'content-type': 'application/json' } });
  });
  return fetchMock;
}

function Harness({ onChange }: { onChange: (account: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DownlineCombobox
        label="Downline"
        value={value}
        onChange={(account) => {
          setValue(account);
          onChange(account);
        }}
      />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

it('searches the downlines as the agent types and chooses one by keyboard (W3C combobox)', async () => {
  const user = userEvent.setup({ delay: null });
  const fetchMock = mockPicker();
  const onChange = jest.fn();
  renderPage(<Harness onChange={onChange} />);

  const input = screen.getByRole('combobox', { name: 'Downline' });
  expect(input).toHaveAttribute('aria-expanded', 'false');
  await user.type(input, 'ta');
  const list = await screen.findByRole('listbox', { name: 'Downline' });
  await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['ta201 (Tiger)', 'ta202']));
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(input).toHaveAttribute('aria-controls', list.id);
  const last = fetchMock.requests.filter((request) => request.path === PICKER).at(-1);
  expect(Object.fromEntries(last?.url.searchParams ?? [])).toMatchObject({ subordinateType: 'DIRECT', subordinateName: 'ta', size: '100', page: '1' });

  await user.keyboard('{ArrowDown}{ArrowDown}');
  const second = screen.getByRole('option', { name: 'ta202' });
  expect(second).toHaveAttribute('aria-selected', 'true');
  expect(input).toHaveAttribute('aria-activedescendant', second.id);
  expect(input).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('ta202');
  expect(input).toHaveValue('ta202');
  expect(input).toHaveAttribute('aria-expanded', 'false');

  // Typing again forgets the choice; Escape closes the list, a second Escape clears.
  await user.type(input, 'x');
  expect(onChange).toHaveBeenLastCalledWith('');
  expect(await screen.findByText(en.picker.noMatch)).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Escape}');
  expect(input).toHaveValue('');
});

it('chooses with the pointer', async () => {
  const user = userEvent.setup({ delay: null });
  mockPicker();
  renderPage(<Harness onChange={jest.fn()} />);
  await user.click(screen.getByRole('combobox', { name: 'Downline' }));
  await user.click(await screen.findByRole('option', { name: 'tb305 (Bee)' }));
  expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('tb305');
});
