import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { agentLogIn } from '../support/agent';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn, resetSimulator, SIM } from '../support/helpers';
import { expectNoPageScrollX } from '../support/member';
import { settleSessionNotices } from '../support/session';

// Languages (issue 23). Few page loads (CI time): each page is loaded once and walks every
// language in place, from the header's picker (the agent header's in the agent centre).
// - The pseudo-locale (`?lang=XX`, allowed by `pseudoLocale: true` in the runtime config, which
//   this spec turns on; never offered in the pickers) over the screens most likely to clip, each
//   visited once and checked at 1440 and 360 px: no horizontal page scroll, no clipped text.
// - A member's page per app (/index, /member/transferFund, /rng, /lottery): switching to each
//   language changes the texts, `<html lang>` and the amounts (the locale's separators and the
//   symbol's place, the site's ₱) of the shell and the remote; in CN and TH no English outside the
//   allow-list is visible and axe finds nothing serious; the home page is photographed in every
//   language at 1440 and 360 px (attached, and saved under test-results); a reload keeps the choice.
// - The agent centre, the same from its own header's picker.
// To add a language: its line in LANGUAGES (code, own name as the pickers show it, BCP 47 tag from
// kernel/src/i18n/languages.ts, the picker's label in it).

const LANGUAGES = [
  { code: 'EN', name: 'English', tag: 'en', label: 'Language' },
  { code: 'TY', name: 'Tagalog', tag: 'tl', label: 'Wika' },
  { code: 'CN', name: '中文', tag: 'zh-Hans', label: '语言' },
  { code: 'TH', name: 'ไทย', tag: 'th', label: 'ภาษา' },
  { code: 'VI', name: 'Tiếng Việt', tag: 'vi', label: 'Ngôn ngữ' },
  { code: 'ID', name: 'Bahasa Indonesia', tag: 'id', label: 'Bahasa' },
  { code: 'KO', name: '한국어', tag: 'ko', label: '언어' },
  { code: 'JA', name: '日本語', tag: 'ja', label: '言語' },
] as const;
type LanguageLine = (typeof LANGUAGES)[number];
const [ENGLISH] = LANGUAGES;
const SWITCH_LANGUAGES = LANGUAGES.slice(1);
/** Where the spec looks for visible English and runs axe. */
const CHECKED_LANGUAGES: readonly string[] = ['CN', 'TH'];
const PICKER = new RegExp(`^(${LANGUAGES.map((language) => language.label).join('|')})$`);

// axe sets inline styles while it measures, which the Content-Security-Policy refuses.
test.use({ bypassCSP: true });

async function allowPseudoLocale(page: Page): Promise<void> {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, pseudoLocale: true } });
  });
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

/**
 * Text cut off by its box: a visible element holding text of its own whose content is wider (or
 * taller) than its box while that box hides the overflow (`overflow` hidden or clip), unless it
 * ends the text with an ellipsis on purpose (`text-overflow: ellipsis`, `-webkit-line-clamp`).
 * Returns a description of each, for the failure message.
 */
function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      if (!ownText || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      // Visually hidden text (screen readers only) is 1 px on purpose.
      if (style.visibility === 'hidden' || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const hides = (value: string) => value === 'hidden' || value === 'clip';
      const ellipsis = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      const clippedX = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      // 2 px: a line's descenders may pass its box by a pixel.
      const clippedY = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 2;
      if ((clippedX || clippedY) && !ellipsis) {
        found.push(`<${element.tagName.toLowerCase()} class="${element.className}"> "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return found;
  });
}

const WIDTHS = [1440, 360] as const;
const viewport = (width: number) => ({ width, height: width === 360 ? 780 : 900 });

/** The page as it is, at 1440 then 360 px: in the pseudo-locale, no sideways scroll and no clipped text. */
async function expectReadableAtBothWidths(page: Page, what: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  for (const width of WIDTHS) {
    await page.setViewportSize(viewport(width));
    // A resize may re-render (media queries read by components): the page settles first.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `sideways scroll on ${what} at ${width} px` }).toBeLessThanOrEqual(width);
    await expectNoPageScrollX(page);
    await expect.poll(() => clippedTexts(page), { message: `clipped text on ${what} at ${width} px` }).toEqual([]);
  }
  await page.setViewportSize(viewport(1440));
}

/** A pseudo-locale text: the accented English in brackets (pseudo-locale.ts). */
const PSEUDO = /\[.*[áéíöû].*\]/;

test('the pseudo-locale fits every core screen at 1440 and 360 px', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await allowPseudoLocale(page);
  await settleSessionNotices(page);
  await logIn(page);

  const screens: [string, string][] = [
    ['/index?lang=XX', 'the home page'],
    ['/rng', 'a game list'],
    ['/member/depositv2', 'deposit'],
    ['/member/withdraw', 'withdraw'],
    ['/member/transactionHistory', 'a record page'],
  ];
  for (const [url, what] of screens) {
    await page.goto(url);
    await expect(page.getByRole('main').getByText(PSEUDO).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectReadableAtBothWidths(page, `${what} (${url})`);
  }

  // The login and register dialogs, as a visitor.
  const visitor = await browser.newPage({ viewport: viewport(1440) });
  await allowPseudoLocale(visitor);
  await settleSessionNotices(visitor);
  await visitor.goto('/index?lang=XX');
  // The header's Log in and Register buttons, named in pseudo-text now ("Log in" → "[Ļöĝ íñ …]").
  for (const [index, name] of [/Ļöĝ íñ/, /Ŕéĝíšţéŕ/].entries()) {
    await visitor.getByRole('banner').getByRole('button', { name }).click();
    const dialog = visitor.getByRole('dialog');
    await expect(dialog.getByText(PSEUDO).first()).toBeVisible();
    await expectReadableAtBothWidths(visitor, index === 0 ? 'the login dialog' : 'the register dialog');
    await visitor.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  await visitor.close();

  // The agent's team page.
  const agent = await browser.newPage({ viewport: viewport(1440) });
  await allowPseudoLocale(agent);
  await agentLogIn(agent);
  await agent.goto('/agentHome/downlineManagmentView?lang=XX');
  await expect(agent.getByText(PSEUDO).first()).toBeVisible();
  await agent.waitForLoadState('networkidle');
  await expectReadableAtBothWidths(agent, 'the agent team page');
  await agent.close();
});

/** The page's own words: the text of its landmark, digits left out (they are data). */
async function words(page: Page, landmark: 'banner' | 'main'): Promise<string> {
  return (await page.getByRole(landmark).first().innerText()).replace(/[\d\s]+/g, ' ').trim();
}

/** The balance as the language writes it (its Intl separators and placement, the site's ₱). */
function localBalance(page: Page, tag: string, amount: number): Promise<string> {
  return page.evaluate(
    ([locale, value]) =>
      new Intl.NumberFormat(`${locale}-u-nu-latn`, { style: 'currency', currency: 'PHP', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 })
        .formatToParts(value)
        .map((part) => (part.type === 'currency' ? '₱' : part.value))
        .join('')
        .trim(),
    [tag, amount] as const,
  );
}

/** Chooses a language from the page's picker (the header's, or the agent header's), in place. */
async function choose(page: Page, language: LanguageLine): Promise<void> {
  const picker = page.getByRole('combobox', { name: PICKER });
  await picker.selectOption({ label: language.name });
  await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
  await expect(page.getByRole('combobox', { name: language.label, exact: true })).toHaveValue(language.code);
}

const WORD = /[A-Za-z][A-Za-z'’]*/g;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The repository's allow-list of a language (names that stay English: brand, vendors, platforms), as lower-case words. */
function allowListWords(code: string): Set<string> {
  const texts = JSON.parse(fs.readFileSync(`${ROOT}docs/i18n/${code.toLowerCase()}/same-as-english.json`, 'utf8')) as string[];
  return new Set(texts.flatMap((text) => text.replace(/\{\{\w+\}\}/g, ' ').match(WORD) ?? []).map((word) => word.toLowerCase()));
}

/**
 * Every word the server sent this page (names of games, vendors, wallets, the player's account…):
 * data, shown as the server gives it. Returns a function that resolves the words seen so far.
 */
function serverWords(page: Page): () => Promise<Set<string>> {
  const found = new Set<string>();
  const pending: Promise<void>[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') for (const word of value.match(WORD) ?? []) found.add(word.toLowerCase());
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', (response) => {
    const url = new URL(response.url());
    const api = url.origin === SIM ? !url.pathname.startsWith('/__sim/') : /^\/(wps|lgw|lotto)\//.test(url.pathname);
    if (!api || !(response.headers()['content-type'] ?? '').includes('json')) return;
    pending.push(response.json().then(collect, () => undefined));
  });
  return async () => {
    await Promise.all(pending);
    return found;
  };
}

/**
 * The English words a reader sees on the page: words in Latin letters of visible text, except
 * text marked as another language (`lang`, the pickers' language names), codes in capitals (VIP,
 * PVP, TH) and the allowed words.
 */
async function visibleEnglish(page: Page, allowed: Set<string>): Promise<string[]> {
  const seen = await page.evaluate(() => {
    const documentLanguage = document.documentElement.lang;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || text.trim() === '' || parent.closest('script, style, noscript, option')) continue;
      if ((parent.closest('[lang]')?.getAttribute('lang') ?? documentLanguage) !== documentLanguage) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      texts.push(text);
    }
    return texts;
  });
  const words = new Set(seen.flatMap((text) => text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []));
  return [...words].filter((word) => word.length > 1 && !/^[A-Z]+$/.test(word) && !allowed.has(word.toLowerCase()));
}

/**
 * In CN and TH: no English outside the allow-list and the server's data; with `axe`, no serious
 * or critical axe finding (axe is slow: a few main pages, not every one).
 */
async function checkLanguage(page: Page, language: LanguageLine, what: string, sent: () => Promise<Set<string>>, { axe = false } = {}): Promise<void> {
  if (!CHECKED_LANGUAGES.includes(language.code)) return;
  const allowed = new Set([...allowListWords(language.code), ...(await sent())]);
  await expect.poll(() => visibleEnglish(page, allowed), { message: `English visible on ${what} in ${language.code}` }).toEqual([]);
  if (axe) await expectNoSeriousA11yViolations(page, `${what} in ${language.code}`);
}

/**
 * The header's balance (demo01's ₱12,345.67 in the language's format) shows whole at `width`: the
 * rest of the header gives way to it in every language (long Tagalog labels at 1440 px, wider
 * digits in the CJK fonts at 360 px).
 */
async function expectWholeBalance(page: Page, language: LanguageLine, width: number): Promise<void> {
  const amount = page.getByRole('banner').getByText(await localBalance(page, language.tag, 12345.67), { exact: true }).first();
  await expect(amount).toBeVisible();
  await expect
    .poll(() => amount.evaluate((element) => element.scrollWidth - element.clientWidth), { message: `the balance is cut in ${language.code} at ${width} px` })
    .toBeLessThanOrEqual(0);
}

async function photograph(page: Page, testInfo: TestInfo, language: LanguageLine): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize(viewport(width));
    await expectWholeBalance(page, language, width);
    const path = testInfo.outputPath(`home-${language.code.toLowerCase()}-${width}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`home ${language.code} ${width} px`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(viewport(1440));
}

test('every language from the header picker, in place: the shell and each remote follow, CN and TH show no English and pass axe', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const sent = serverWords(page);
  await page.setViewportSize(viewport(1440));
  await logIn(page);

  // The home page (the shell): texts, <html lang>, the header's balance; a photograph per language.
  await page.goto('/index');
  await expect(page.getByRole('heading', { name: 'Hot providers' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The picker lists the site's complete languages, each in its own name.
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' }).getByRole('option')).toHaveText(LANGUAGES.map((language) => language.name));
  const headerEnglish = await words(page, 'banner');
  const homeEnglish = await words(page, 'main');
  await photograph(page, testInfo, ENGLISH);
  for (const language of SWITCH_LANGUAGES) {
    await choose(page, language);
    await expect.poll(() => words(page, 'banner')).not.toBe(headerEnglish);
    await expect.poll(() => words(page, 'main')).not.toBe(homeEnglish);
    // demo01's balance, ₱12,345.67, in the language's number format.
    await expect(page.getByRole('banner').getByText(await localBalance(page, language.tag, 12345.67)).first()).toBeVisible();
    await checkLanguage(page, language, 'the home page', sent, { axe: true });
    await photograph(page, testInfo, language);
  }

  // The member centre (mf-member): its amounts follow the language as the header's do.
  await page.goto('/member/transferFund');
  await choose(page, ENGLISH);
  await expect(page.getByRole('main').getByText('₱12,345.67').first()).toBeVisible();
  const walletEnglish = await words(page, 'main');
  for (const language of SWITCH_LANGUAGES) {
    await choose(page, language);
    await expect.poll(() => words(page, 'main')).not.toBe(walletEnglish);
    const balance = await localBalance(page, language.tag, 12345.67);
    await expect(page.getByRole('banner').getByText(balance).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(balance).first()).toBeVisible();
    await checkLanguage(page, language, 'the wallet', sent, { axe: true });
  }
  // A reload keeps the choice (session key `language`).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', SWITCH_LANGUAGES.at(-1)?.tag ?? '');
  await expect.poll(() => words(page, 'main')).not.toBe(walletEnglish);

  // A game list (mf-games) and the lottery (mf-lottery).
  for (const [url, what] of [
    ['/rng', 'a game list'],
    ['/lottery', 'the lottery'],
  ] as const) {
    await page.goto(url);
    await choose(page, ENGLISH);
    await page.waitForLoadState('networkidle');
    const english = await words(page, 'main');
    for (const language of SWITCH_LANGUAGES) {
      await choose(page, language);
      await expect.poll(() => words(page, 'main')).not.toBe(english);
      await checkLanguage(page, language, what, sent);
      if (url === '/lottery') {
        // No side menu here, so the picker stays in the phone's header beside the balance.
        await page.setViewportSize(viewport(360));
        await expectWholeBalance(page, language, 360);
        await page.setViewportSize(viewport(1440));
      }
    }
  }
});

test("every language from the agent header's picker, in place: CN and TH show no English and pass axe", async ({ page }) => {
  test.setTimeout(90_000);
  const sent = serverWords(page);
  await page.setViewportSize(viewport(1440));
  await agentLogIn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const picker = page.getByRole('combobox', { name: 'Language' });
  await expect(picker.getByRole('option')).toHaveText(LANGUAGES.map((language) => language.name));
  const english = await words(page, 'main');
  for (const language of SWITCH_LANGUAGES) {
    await choose(page, language);
    await expect.poll(() => words(page, 'main')).not.toBe(english);
    await checkLanguage(page, language, 'the team overview', sent, { axe: true });
  }
  // The team page, in the language kept from the overview, then CN and TH.
  await page.goto('/agentHome/downlineManagmentView');
  await expect(page.locator('html')).toHaveAttribute('lang', SWITCH_LANGUAGES.at(-1)?.tag ?? '');
  for (const language of SWITCH_LANGUAGES.filter((line) => CHECKED_LANGUAGES.includes(line.code))) {
    await choose(page, language);
    await page.waitForLoadState('networkidle');
    await checkLanguage(page, language, 'the team page', sent);
  }
});
