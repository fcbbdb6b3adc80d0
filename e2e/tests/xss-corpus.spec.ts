import { expect, test, type Locator } from '../support/test';
import { gameFrame, gameList } from '../support/games';
import { logIn, pushRoute, resetSimulator } from '../support/helpers';
import { settleSessionNotices } from '../support/session';
import {
  ALL_AS_HTML,
  ALL_AS_TEXT,
  clearPlants,
  CORPUS_SIZE,
  countDialogs,
  expectNoExecution,
  HTML_PAYLOADS,
  plant,
  URL_PAYLOADS,
} from '../support/xss';

// Issue 14, the XSS corpus: every payload through every surface that renders server HTML or
// server strings, every server URL that is opened or framed, and query strings and hashes. A
// payload that ran would leave a JavaScript dialog, a window.__xss marker, or (blocked by the
// policy) a CSP report, which fails the test too; the DOM scan finds what would be needed to run.
// Payloads are planted in the simulator's answers (POST /__sim/plants).

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';
/** Each surface's case count (payloads × places), printed at the end of the file. */
const cases = new Map<string, number>();
const count = (surface: string, n: number) => cases.set(surface, (cases.get(surface) ?? 0) + n);

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test.afterAll(() => {
  const total = [...cases.values()].reduce((sum, n) => sum + n, 0);
  console.log(`XSS corpus: ${CORPUS_SIZE} payloads (${HTML_PAYLOADS.length} HTML/text, ${URL_PAYLOADS.length} URL), ${total} cases, 0 executions`);
  for (const [surface, n] of cases) console.log(`  ${surface}: ${n}`);
  console.log('  CSP reports: 0 (the fixture fails a test on any; the sanitizer parses in its own document)');
});

async function settled(region: Locator): Promise<void> {
  await expect(region.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('notices: each payload alone as a notice (HTML) and its title (text), in the notices dialog and the marquee', async ({ page }) => {
  test.setTimeout(180_000);
  const dialogs = countDialogs(page);
  await settleSessionNotices(page);
  const corpus = [...HTML_PAYLOADS, ...URL_PAYLOADS.map((url) => `<a href="${url}">link</a>`)];
  const perList = 24;
  for (let start = 0; start < corpus.length; start += perList) {
    const chunk = corpus.slice(start, start + perList);
    await clearPlants(page);
    await plant(page, ANNOUNCEMENTS, { content: chunk, title: chunk }, ['content', 'title']);
    await page.goto('/index');
    await page.getByRole('button', { name: 'All notices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notices' });
    let shown = 0;
    for (;;) {
      const items = dialog.getByRole('listitem');
      await expect(items.first()).toBeVisible();
      for (let index = 0; index < (await items.count()); index += 1) {
        const item = items.nth(index);
        await item.getByRole('button').first().click();
        await expect(item.locator('[aria-busy="false"]')).toHaveCount(1);
        shown += 1;
      }
      await expectNoExecution(page, dialogs, `notices from ${start}`);
      const next = dialog.getByRole('button', { name: 'Next' });
      if (!(await next.isEnabled())) break;
      await next.click();
    }
    expect(shown).toBeGreaterThanOrEqual(chunk.length);
    count('notice HTML (notices dialog)', chunk.length);
    count('notice title (notices dialog, marquee)', chunk.length);
  }
});

test('pop-up announcements and the help centre: the whole corpus as their HTML and titles', async ({ page }) => {
  const dialogs = countDialogs(page);
  await page.addInitScript(() => window.sessionStorage.setItem('disclaimerAccepted', '1'));
  await plant(page, ANNOUNCEMENTS, { content: ALL_AS_HTML, title: ALL_AS_TEXT });
  await plant(page, '/wps/system/helpCenter', { content: ALL_AS_HTML, title: ALL_AS_TEXT });
  await page.goto('/index');
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('article') });
  await expect(popup).toBeVisible();
  for (let shown = 0; shown < 10 && (await popup.count()) > 0; shown += 1) {
    await settled(popup);
    await expectNoExecution(page, dialogs, `pop-up ${shown + 1}`);
    count('pop-up HTML and title', CORPUS_SIZE);
    await popup.getByRole('button', { name: /Next|Got it/ }).click();
  }
  await expect(popup).toHaveCount(0);

  await page.goto('/help');
  const help = page.getByRole('dialog', { name: 'Help centre' });
  await expect(help.getByRole('region').first()).toBeVisible();
  await settled(help);
  await expectNoExecution(page, dialogs, 'help centre');
  count('help centre HTML and titles', CORPUS_SIZE * (await help.getByRole('region').count()));
});

test('help anchors: the server\'s section anchors and the address\'s #anchor carry the corpus', async ({ page }) => {
  test.setTimeout(180_000);
  const dialogs = countDialogs(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await settleSessionNotices(page);
  const everything = [...HTML_PAYLOADS, ...URL_PAYLOADS];
  // One payload per section anchor (the contents link to them, the sections carry them as ids).
  await plant(page, '/wps/system/helpCenter', { anchor: everything }, ['anchor']);
  await page.goto('/index');
  const help = page.getByRole('dialog', { name: 'Help centre' });
  for (const payload of everything) {
    await pushRoute(page, `/help#${encodeURIComponent(payload)}`);
    await expect(help).toBeVisible();
    count('help #anchor in the address', 1);
  }
  await settled(help);
  await expectNoExecution(page, dialogs, 'help anchors');
  expect(errors, 'uncaught errors in the page').toEqual([]);
});

test('game names (text): one payload per game in the list, and the launch dialog of one', async ({ page }) => {
  const dialogs = countDialogs(page);
  await logIn(page);
  await plant(page, '/wps/relay/GCSGAME_gameList', { displayName: [...HTML_PAYLOADS, ...URL_PAYLOADS], gameName: ALL_AS_TEXT }, ['displayName']);
  await page.goto('/rng');
  const list = gameList(page);
  await expect(list.getByRole('article').first()).toBeVisible();
  await expectNoExecution(page, dialogs, 'game list');
  // The list is virtual: scroll it through, so every payload is rendered once.
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 1200);
    await expectNoExecution(page, dialogs, `game list, scrolled ${step + 1}`);
  }
  count('game name (game list)', CORPUS_SIZE);
  await page.goto('/rng');
  const first = list.getByRole('article').first();
  await first.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
  await expectNoExecution(page, dialogs, 'launch dialog');
  count('game name (launch dialog)', 1);
});

test('nickname (text): the whole corpus in the header, the member centre and the welcome', async ({ page }) => {
  const dialogs = countDialogs(page);
  await logIn(page);
  await plant(page, '/wps/member', { nickname: ALL_AS_TEXT });
  await page.goto('/index');
  await expect(page.getByRole('banner')).toContainText('window.__xss=1');
  await expectNoExecution(page, dialogs, 'header');
  await page.goto('/member/securityCenter');
  await expect(page.getByRole('main')).toContainText('window.__xss=1');
  await expectNoExecution(page, dialogs, 'member centre');
  count('nickname (header, member centre)', CORPUS_SIZE * 2);
});

test('server URLs: the chat URL opens nothing for any URL payload', async ({ page, context }) => {
  const dialogs = countDialogs(page);
  await settleSessionNotices(page);
  const opened: string[] = [];
  context.on('page', (other) => opened.push(other.url()));
  await page.goto('/index');
  await page.getByRole('complementary', { name: 'Side menu' }).getByRole('button', { name: 'Customer service' }).click();
  const support = page.getByRole('dialog', { name: 'Customer service' });
  for (const url of URL_PAYLOADS) {
    await clearPlants(page);
    await plant(page, '/wps/relay/CBS_launchChat', { chatUrl: url });
    const answered = page.waitForResponse((response) => response.url().includes('CBS_launchChat'));
    await support.getByRole('button', { name: 'VIP desk' }).click();
    await answered;
    await expect(support.getByRole('alert')).toBeVisible();
    await expectNoExecution(page, dialogs, `chat URL ${JSON.stringify(url)}`);
    count('chat URL', 1);
  }
  expect(opened).toEqual([]);
});

test('server URLs: banner links and resources (app download, blog) never become script links', async ({ page, context }) => {
  const dialogs = countDialogs(page);
  await settleSessionNotices(page);
  const opened: string[] = [];
  context.on('page', (other) => opened.push(other.url()));
  await plant(page, ANNOUNCEMENTS, { linkUrl: [...URL_PAYLOADS], linkageType: 'URL' }, ['linkUrl']);
  await plant(page, '/wps/system/status', { url: [...URL_PAYLOADS] }, ['url']);
  await page.goto('/index');
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
  await expectNoExecution(page, dialogs, 'home banners and resources');
  // What the banners became opens nothing when clicked.
  await page.getByRole('main').getByRole('img').first().click();
  await expectNoExecution(page, dialogs, 'a banner clicked');
  expect(opened).toEqual([]);
  count('banner links', URL_PAYLOADS.length);
  count('resource URLs (app download, blog)', URL_PAYLOADS.length);
});

test('server URLs: a launch URL is never framed unless the site may frame it', async ({ page }) => {
  test.setTimeout(180_000);
  const dialogs = countDialogs(page);
  await logIn(page);
  await page.goto('/rng');
  const first = gameList(page).getByRole('article').first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  for (const url of URL_PAYLOADS) {
    await clearPlants(page);
    await plant(page, '/wps/game/launchGame', { url });
    const answered = page.waitForResponse((response) => response.url().includes('/wps/game/launchGame'));
    await first.getByRole('button', { name: 'Start' }).click();
    await answered;
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByText('The game could not be started').or(dialog.locator('iframe'))).toBeVisible();
    const framed = await dialog.locator('iframe').evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src') ?? ''));
    expect(framed.filter((src) => src !== 'about:blank' && !src.startsWith('http://localhost:3100/')), 'framed').toEqual([]);
    await expectNoExecution(page, dialogs, `launch URL ${JSON.stringify(url)}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    count('launch URL', 1);
  }
});

test('query strings and hashes: the whole corpus in the address of every kind of page', async ({ page }) => {
  test.setTimeout(180_000);
  const dialogs = countDialogs(page);
  await logIn(page);
  const everything = [...HTML_PAYLOADS, ...URL_PAYLOADS];
  const query = everything.map((payload, index) => `p${index}=${encodeURIComponent(payload)}`).join('&');
  const hash = `#${encodeURIComponent(ALL_AS_TEXT)}`;
  const pages = ['/index', '/rng', '/promotions', '/help', '/member/securityCenter', '/favorite', '/login', '/register'];
  await page.goto('/index');
  for (const path of pages) {
    await pushRoute(page, `${path}?${query}${hash}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await expectNoExecution(page, dialogs, `query and hash of ${path}`);
    count('query string and hash', everything.length * 2);
  }
  // The parameters the pages read: the vendor filter, the referral code, the token.
  for (const payload of everything) {
    await pushRoute(page, `/rng?vassalage=${encodeURIComponent(payload)}`);
    await pushRoute(page, `/register?referralCode=${encodeURIComponent(payload)}`);
    count('query parameters read (vassalage, referralCode)', 2);
  }
  await expectNoExecution(page, dialogs, 'vassalage and referralCode');
  // backUrl leads only to this site: the lottery hands the game a URL of this site's origin.
  for (const url of URL_PAYLOADS) {
    await page.goto(`/vnLottery?gameCode=VNL_NORTH&backUrl=${encodeURIComponent(url)}`);
    // A script URL is either replaced by the lottery page or read as a path on this site.
    await expect(gameFrame(page, 'Northern Lottery').locator('[data-param="backUrl"]')).toHaveText(/^http:\/\/localhost:3000\//);
    await expectNoExecution(page, dialogs, `backUrl ${JSON.stringify(url)}`);
    count('lottery backUrl', 1);
  }
});
