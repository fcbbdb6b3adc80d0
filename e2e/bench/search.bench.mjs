// The catalogue search (issue 24): keystroke to results at 4× CPU throttle on the simulator's
// whole catalogue (10,000 slots and the other categories: over 10,000 games), and the long tasks
// (PerformanceObserver 'longtask', over 50 ms) while the search loads and while a player types.
// Plugged into `pnpm bench` by bench/run.mjs (`BENCH_ONLY=search pnpm bench`: this one alone).

import { settleSessionNotices } from './bench-session.mjs';

const SIM = 'http://localhost:3100';
const P95_BUDGET_MS = 100;
const LONG_TASK_MS = 50;
const CPU_THROTTLE = 4;
/** A player's typing: a key every 150 ms. */
const KEY_DELAY_MS = 150;
const QUERIES = 12;

const ms = (value) => `${Math.round(value)} ms`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function simJson(path) {
  const response = await fetch(`${SIM}${path}`);
  return (await response.json()).value;
}

/** Every game the catalogue has, and a dozen names typed with one slip each (two letters swapped). */
async function catalogueFacts() {
  const menus = await simJson('/lgw/games/game_menus?language=EN');
  let total = 0;
  for (const menu of menus) {
    const list = await simJson(`/wps/relay/GCSGAME_gameList?merchant=GP01&language=EN&vassalage=&gameType=${menu.gameType}&pageNo=1&pageSize=1`);
    total += list.total;
  }
  const slots = await simJson('/wps/relay/GCSGAME_gameList?merchant=GP01&language=EN&vassalage=&gameType=RNG&pageNo=7&pageSize=200');
  const queries = slots.games
    .filter((_, index) => index % 16 === 0)
    .slice(0, QUERIES)
    .map(({ displayName }) => {
      const words = displayName.split(' ');
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
      const slip = `${longest.slice(0, 1)}${longest[2]}${longest[1]}${longest.slice(3)}`;
      return words.map((word) => (word === longest ? slip : word)).join(' ');
    });
  return { total, queries };
}

/**
 * In the page: from each key event (its keydown's time stamp) to the first paint that shows the
 * results for that text or a later one. A keystroke overtaken by the next one before its results
 * were shown is not dropped: the player waited until the newer results were painted, so it counts
 * up to then. "Painted": the frame after the results' DOM change (a task queued from that frame's
 * requestAnimationFrame runs once the frame has been rendered).
 */
function installProbes() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__searchLatencies = [];
  window.__searchSkipped = 0;
  /** Keystrokes waiting for their results, oldest first: { text, started }. */
  const pending = [];
  let keyDownAt;
  document.addEventListener('keydown', (event) => (keyDownAt = event.timeStamp), true);
  document.addEventListener(
    'input',
    (event) => {
      const target = event.target;
      const started = keyDownAt ?? event.timeStamp;
      keyDownAt = undefined;
      if (!(target instanceof HTMLInputElement) || target.getAttribute('role') !== 'combobox') return;
      // A cleared field (between queries) waits for nothing, and nothing typed before it will be shown.
      if (target.value.trim() === '') {
        pending.length = 0;
        return;
      }
      pending.push({ text: target.value, started });
    },
    true,
  );
  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(null);
    });
  new MutationObserver((records) => {
    for (const record of records) {
      const shown = record.target.getAttribute('data-results-for');
      const at = shown === null ? -1 : pending.findIndex((entry) => entry.text === shown);
      if (at < 0) continue;
      const answered = pending.splice(0, at + 1);
      window.__searchSkipped += answered.length - 1;
      afterPaint((now) => {
        for (const entry of answered) window.__searchLatencies.push(now - entry.started);
      });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-results-for'] });
}

export default async function searchBench({ browser, shell }) {
  await fetch(`${SIM}/__sim/reset`, { method: 'POST' });
  const { total, queries } = await catalogueFacts();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // The once-per-session notices (age confirmation, pop-up announcement) would cover the page.
  await settleSessionNotices(page);
  await page.addInitScript(installProbes);
  try {
    await page.goto(`${shell}/index`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    const now = () => page.evaluate(() => performance.now());

    // Open: the dialog's chunk, the catalogue (every page of every category), the worker's index.
    const openStart = await now();
    await page.locator('body').press('/');
    // Plain CSS selectors: the ARIA queries of getByRole, polled in the page while it loads and
    // while it types, would weigh on the main thread being measured (long tasks of their own).
    const box = page.locator('[role="dialog"] input[role="combobox"]');
    const resultsFor = (text) => page.locator(`[role="dialog"] [role="listbox"][data-results-for="${text}"]`);
    await box.waitFor();
    await box.pressSequentially('a');
    await resultsFor('a').waitFor({ timeout: 120_000 });
    const openEnd = await now();
    await box.fill('');
    // The first open's wait is its own figure, not a keystroke's.
    await page.evaluate(() => {
      window.__searchLatencies = [];
      window.__searchSkipped = 0;
    });

    const typingStart = await now();
    for (const query of queries) {
      await box.pressSequentially(query, { delay: KEY_DELAY_MS });
      await resultsFor(query).waitFor({ timeout: 30_000 });
      await box.fill('');
    }
    await page.waitForTimeout(300);
    const typingEnd = await now();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const { latencies, skipped, tasks } = await page.evaluate(() => ({
      latencies: window.__searchLatencies,
      skipped: window.__searchSkipped,
      tasks: window.__longTasks,
    }));
    const between = (from, to) => tasks.filter((task) => task.start >= from && task.start <= to && task.duration > LONG_TASK_MS);
    const loading = between(openStart, openEnd);
    const typing = between(typingStart, typingEnd);
    const p95 = percentile(latencies, 95);
    const longest = (list) => ms(Math.max(0, ...list.map((task) => task.duration)));
    return [
      `Catalogue search (${total.toLocaleString('en')} games; Chromium, ${CPU_THROTTLE}× CPU throttle, production builds)`,
      `  keystroke to results p95          ${ms(p95).padEnd(8)} budget ${P95_BUDGET_MS} ms  ${p95 <= P95_BUDGET_MS ? 'ok' : 'OVER'}  (p50 ${ms(percentile(latencies, 50))}, max ${ms(Math.max(0, ...latencies))}; ${latencies.length} keystrokes, ${skipped} of them overtaken by a later one, counted until its results were painted)`,
      `  long tasks while typing          ${String(typing.length).padEnd(8)} budget 0       ${typing.length === 0 ? 'ok' : 'OVER'}  (longest ${longest(typing)})`,
      `  first open to first results      ${ms(openEnd - openStart)}  (chunk, catalogue, index; ${loading.length} long tasks, longest ${longest(loading)})`,
    ];
  } finally {
    await context.close();
  }
}
