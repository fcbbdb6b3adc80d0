import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { simGameList } from '../support/games';
import { logIn, resetSimulator } from '../support/helpers';

// Issue 24: the whole catalogue searched from the header. One walk: `/` opens the search, a name
// typed with a typo finds its game, the arrow keys pick it and Enter launches it; Ctrl+K opens
// it again on a phone (full screen, the search just made first); axe at 1440 and 360 px.
// The typo and infix sets are unit tests (shell search-quality.test.ts).

// axe measures with inline styles, which the policy refuses; the other specs check the policy.
test.use({ bypassCSP: true });

/** The name with two neighbouring letters of its longest word swapped. */
function withTypo(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const swapped = `${longest.slice(0, 1)}${longest[2] ?? ''}${longest[1] ?? ''}${longest.slice(3)}`;
  return words.map((word) => (word === longest ? swapped : word)).join(' ');
}

test('search: / and Ctrl+K open it, a name with a typo finds its game, the arrow keys and Enter launch it; axe at 1440 and 360 px', async ({ page }) => {
  // Two axe runs and a first open that fetches and indexes 10,000 games: like shell-a11y's limit.
  test.setTimeout(120_000);
  await resetSimulator(page);
  const { games } = await simGameList(page.request, { gameType: 'RNG', vassalage: 'PG', pageNo: 1, pageSize: 1 });
  const game = games[0];
  if (!game) throw new Error('the simulator has no PG slot');
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);

  await page.locator('body').press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('combobox', { name: 'Search games, providers and categories' });
  await expect(box).toBeFocused();
  const query = withTypo(game.displayName);
  await box.fill(query);
  const listbox = dialog.getByRole('listbox');
  // The first open fetches the whole catalogue (every page of every category) and indexes it.
  await expect(listbox).toHaveAttribute('data-results-for', query, { timeout: 30_000 });
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
  const option = listbox.getByRole('option', { name: `${game.displayName} Pocket Games`, exact: true });
  await expect(option).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the search dialog with results at 1440 px', { include: ['[role="dialog"]'] });

  // The arrow keys move through the results until the game is the active option.
  for (let step = 0; step < 40 && (await option.getAttribute('aria-selected')) !== 'true'; step += 1) await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await box.press('Enter');
  await expect(dialog).toBeHidden();
  const played = page.getByRole('dialog', { name: game.displayName });
  await expect(played.locator('iframe')).toHaveAttribute('src', /\/sim\/game\?session=/);
  await played.getByRole('button', { name: 'Close' }).click();
  await expect(played).toBeHidden();

  // A phone: Ctrl+K opens the search full screen, the last search first; Escape closes it.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.locator('body').press('Control+k');
  await expect(box).toBeFocused();
  await expect(dialog.getByRole('group', { name: 'Recent searches' }).getByRole('option').first()).toHaveText(query);
  const size = await dialog.boundingBox();
  expect(size?.width).toBe(360);
  await expectNoSeriousA11yViolations(page, 'the search dialog at 360 px', { include: ['[role="dialog"]'] });
  await box.press('Escape');
  await expect(dialog).toBeHidden();
});
