// The 10,000-game slot list (/rng): longest main-thread task while it renders and while it scrolls
// (PerformanceObserver 'longtask', Chromium), DOM size, and the Lighthouse mobile score of /rng.
// Plugged into `pnpm bench` by bench/run.mjs.
import { medianOfRuns, metricsLine, mobileRuns, runLighthouse, scoreOf } from './lighthouse-run.mjs';

const LONG_TASK_BUDGET_MS = 50;

const ms = (value) => `${Math.round(value)} ms`;
const verdict = (value) => (value <= LONG_TASK_BUDGET_MS ? 'ok' : 'OVER');

async function observeLongTasks(page) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

const now = (page) => page.evaluate(() => performance.now());

async function longestBetween(page, from, to) {
  const tasks = await page.evaluate(() => window.__longTasks);
  const inWindow = tasks.filter((task) => task.start >= from && task.start <= to);
  return { longest: Math.max(0, ...inWindow.map((task) => task.duration)), count: inWindow.length };
}

const domNodes = (page) => page.evaluate(() => document.getElementsByTagName('*').length);

async function listFigures(browser, shell) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await observeLongTasks(page);
  try {
    // Start on the home page, so the list is measured as a player reaches it, not the app's start.
    await page.goto(`${shell}/index`, { waitUntil: 'networkidle' });
    const list = page.getByRole('list', { name: 'Games', exact: true });

    const renderStart = await now(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/rng');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await list.getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const renderEnd = await now(page);
    const render = await longestBetween(page, renderStart, renderEnd);
    const nodesAfterRender = await domNodes(page);
    const itemsAfterRender = await list.getByRole('listitem').count();

    // A player's scroll (wheel steps), then a jump to the end of the 10,000 games and back.
    const scrollStart = await now(page);
    for (let step = 0; step < 80; step += 1) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(30);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(600);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForTimeout(600);
    await page.waitForLoadState('networkidle');
    const scrollEnd = await now(page);
    const scroll = await longestBetween(page, scrollStart, scrollEnd);
    const nodesAfterScroll = await domNodes(page);
    const total = await page.getByText(/^[\d,]+ games$/).textContent();

    return [
      `Game list /rng (${total ?? '?'}; Chromium, 1440×900, production builds)`,
      `  longest task while rendering     ${ms(render.longest).padEnd(8)} budget ${LONG_TASK_BUDGET_MS} ms  ${verdict(render.longest)}  (${render.count} long tasks)`,
      `  longest task while scrolling     ${ms(scroll.longest).padEnd(8)} budget ${LONG_TASK_BUDGET_MS} ms  ${verdict(scroll.longest)}  (${scroll.count} long tasks)`,
      `  DOM nodes after render / scroll  ${nodesAfterRender} / ${nodesAfterScroll}  (${itemsAfterRender} game cards rendered)`,
    ];
  } finally {
    await context.close();
  }
}

/** Lighthouse mobile of /rng: the median of LIGHTHOUSE_RUNS runs, like /index, with every run's score. */
async function lighthouseMobile(shell, chromiumPath) {
  const url = `${shell}/rng`;
  const runs = mobileRuns();
  const audit = async () => {
    const { categories, audits } = await runLighthouse(url, { chromiumPath, preset: 'mobile', categories: ['performance'] });
    const performance = scoreOf(categories.performance) ?? 0;
    return { performance, lines: [`  mobile   performance ${String(performance).padStart(3)}   ${metricsLine(audits)}`] };
  };
  return [`Lighthouse mobile ${url} (simulated throttling; median of ${runs} runs)`, ...(await medianOfRuns(runs, audit, 'mobile'))];
}

/** @param {{ browser: import('@playwright/test').Browser, shell: string, chromiumPath?: string }} context */
export default async function gameListBench({ browser, shell, chromiumPath }) {
  await fetch('http://localhost:3100/__sim/reset', { method: 'POST' });
  return [...(await listFigures(browser, shell)), ...(await lighthouseMobile(shell, chromiumPath))];
}
