import { screen, within } from '@testing-library/react';
import { commonEn } from '@gp/kernel/testing';
import { MEMBER_PAGES, type MemberPageId, memberPagePath } from '@gp/kernel';
import { breadcrumbSteps, findRoute } from '../../../lib/routing/route-rules';
import { renderInShell } from '../../../testing/render-in-shell';
import { Breadcrumb } from './breadcrumb';

function renderBreadcrumb(path: string, language: 'EN' | 'TY' = 'EN') {
  const route = findRoute(path);
  if (!route) throw new Error(`no route for ${path}`);
  renderInShell(<Breadcrumb steps={breadcrumbSteps(route, path)} />, { path, language });
  return screen.findByRole('navigation', { name: 'Breadcrumb' });
}

describe('the breadcrumb of the member centre', () => {
  // The shell knows every page of the contract before mf-member loads, in the words of its menu.
  it.each(MEMBER_PAGES.map((id) => [id, commonEn.memberPages[id]] as const))('names %s "%s"', async (id: MemberPageId, title) => {
    const breadcrumb = await renderBreadcrumb(memberPagePath(id));
    expect(within(breadcrumb).getByRole('link', { name: 'Member centre' })).toHaveAttribute('href', '/member');
    expect(within(breadcrumb).getByText(title)).toHaveAttribute('aria-current', 'page');
  });

  it('names the page in Tagalog for a Tagalog reader', async () => {
    const breadcrumb = await renderBreadcrumb('/member/depositv2', 'TY');
    expect(await within(breadcrumb).findByText('Mag-deposit')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the member centre alone for a segment that is not a page of the contract', async () => {
    const breadcrumb = await renderBreadcrumb('/member/toString');
    expect(within(breadcrumb).getByText('Member centre')).toHaveAttribute('aria-current', 'page');
    expect(within(breadcrumb).getAllByRole('listitem')).toHaveLength(2);
  });
});
