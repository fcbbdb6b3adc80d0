import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestRuntimeConfig } from '@gp/kernel/testing';
import type { Notice } from '../../../lib/content/announcements';
import { renderInShell } from '../../../testing/render-in-shell';
import { marqueeDuration, NoticeMarquee } from './notice-marquee';

const notice = (id: number, title: string): Notice => ({ id, title, content: '', promotionType: '', time: '' });
const NOTICES = [notice(1, 'Scheduled maintenance'), notice(2, 'Deposit channel update')];

beforeEach(() => setTestRuntimeConfig());

it('scrolls the notice titles once for assistive technology, and opens the notice list', async () => {
  renderInShell(<NoticeMarquee notices={NOTICES} />);
  const bar = screen.getByRole('region', { name: 'Notices' });
  // Two copies make the loop seamless; only one is exposed.
  expect(within(bar).getAllByText('Scheduled maintenance')).toHaveLength(2);
  expect(within(bar).getByRole('button', { name: /Scheduled maintenance.*Deposit channel update/ })).toBeInTheDocument();

  await userEvent.click(within(bar).getByRole('button', { name: /Scheduled maintenance/ }));
  expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('notices');
});

it('offers the list from its own button too, and shows a placeholder while loading', async () => {
  renderInShell(<NoticeMarquee notices={null} />);
  await userEvent.click(screen.getByRole('button', { name: 'All notices' }));
  expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('notices');
});

it('scrolls at a steady reading speed', () => {
  expect(marqueeDuration([notice(1, 'x'.repeat(200))])).toBeGreaterThan(marqueeDuration(NOTICES));
  expect(marqueeDuration([])).toBe(12);
});
