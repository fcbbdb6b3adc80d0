import { screen } from '@testing-library/react';
import { MEMBER_PAGES, type MemberPageId } from '@gp/kernel';
import { MemoryRouter } from '@gp/kernel/host';
import { renderWithProviders } from '@gp/kernel/testing';
import '../../../lib/i18n';
import type { PageVisibility } from '../hooks/use-page-switches';
import { MemberMenu } from './member-menu';

function visibility(unknown: readonly MemberPageId[]): Record<MemberPageId, PageVisibility> {
  return Object.fromEntries(MEMBER_PAGES.map((id) => [id, unknown.includes(id) ? 'unknown' : 'on'])) as Record<MemberPageId, PageVisibility>;
}

describe('MemberMenu', () => {
  const scrollIntoView = jest.fn();
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
  });
  afterAll(() => {
    delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('brings the current page into view again when entries before it appear', () => {
    const menu = (unknown: readonly MemberPageId[]) => (
      <MemoryRouter initialEntries={['/member/bonusDetails']}>
        <MemberMenu visibility={visibility(unknown)} badges={{}} />
      </MemoryRouter>
    );
    const { rerender } = renderWithProviders(menu(['transferFund', 'transferUpline']));
    expect(screen.getByRole('link', { name: 'Rebate rates' })).toHaveAttribute('aria-current', 'page');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('link', { name: 'Rebate rates' }));

    // The wallet and upline switches become known: two entries before it, it moved right.
    rerender(menu([]));
    expect(screen.getByRole('link', { name: 'Wallet' })).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);

    rerender(menu([]));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });
});
