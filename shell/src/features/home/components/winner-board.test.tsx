import { screen, within } from '@testing-library/react';
import { envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { renderInShell } from '../../../testing/render-in-shell';
import { SCROLL_STEP_PX, tickerDuration, WinnerBoard } from './winner-board';

beforeEach(() => setTestRuntimeConfig());

it('scrolls one copy of the list at 0.5 px per frame of a 60 Hz display', () => {
  expect(SCROLL_STEP_PX).toBe(0.5);
  // 20 entries of 56 px: 1120 px at 30 px a second.
  expect(tickerDuration(1120)).toBeCloseTo(37.33, 2);
  expect(tickerDuration(0)).toBe(0);
});

it('asks for 20 winners of every category and shows them with their amounts', async () => {
  const fetchMock = mockFetchRoutes([
    {
      path: '/wps/relay/ODSFE2_getWinnerBoard',
      body: envelope({ list: [{ vo: { customerName: 'de***1', gameName: 'Velvet Gems', winAmount: 194871.96 } }] }),
    },
  ]);
  renderInShell(<WinnerBoard />);
  const lists = await screen.findAllByRole('list', { hidden: true });
  const visible = lists.find((list) => list.getAttribute('aria-hidden') !== 'true') as HTMLElement;
  expect(within(visible).getByRole('listitem')).toHaveTextContent('de***1 won ₱194,871.96on Velvet Gems');
  const query = fetchMock.requests[0]?.url.searchParams;
  expect([query?.get('gameCategory'), query?.get('limitNum'), query?.get('language')]).toEqual(['ALL', '20', 'EN']);
});
