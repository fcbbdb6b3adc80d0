// The live balance (issue 24): how long an operator credit takes to show in the header of a
// signed-in page, from the moment the credit is sent to the simulator's control API to the moment
// the header's text changes (a MutationObserver in the page, the machine's clock on both sides).
// LIVE_BALANCE_RUNS credits (40 by default); p50, p95 and the slowest, budget p95 ≤ 500 ms.
// Plugged into `pnpm bench` by bench/run.mjs; `BENCH_ONLY=live-balance pnpm bench` runs it alone.

import { memberSignIn, settleSessionNotices } from './bench-session.mjs';

const SIM = 'http://localhost:3100';
const BUDGET_P95_MS = 500;

const runs = () => Math.max(1, Number(process.env.LIVE_BALANCE_RUNS) || 40);

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

async function openStreams() {
  const response = await fetch(`${SIM}/__sim/balance-streams`);
  return (await response.json()).value.streams.length;
}

/** @param {{ browser: import('@playwright/test').Browser, shell: string }} context */
export default async function liveBalanceBench({ browser, shell }) {
  await fetch(`${SIM}/__sim/reset`, { method: 'POST' });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const header = `Live balance: operator credit → header (${runs()} credits, demo01 on /index)`;
  try {
    await settleSessionNotices(page);
    await memberSignIn(page, shell);
    const balance = page.getByRole('banner').getByTestId('balance');
    await balance.waitFor();
    for (let tries = 0; (await openStreams()) < 1; tries += 1) {
      if (tries > 100) throw new Error('the balance stream did not open');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await balance.evaluate((element) => {
      window.__balanceChanges = [];
      new MutationObserver(() => window.__balanceChanges.push(performance.timeOrigin + performance.now())).observe(element, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const latencies = [];
    for (let i = 0; i < runs(); i += 1) {
      const sent = Date.now();
      const response = await fetch(`${SIM}/__sim/credit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo01', amount: 1 }),
      });
      if (!response.ok) throw new Error(`credit: HTTP ${response.status}`);
      await page.waitForFunction((count) => window.__balanceChanges.length > count, i, { timeout: 10_000 });
      const changedAt = await page.evaluate((index) => window.__balanceChanges[index], i);
      latencies.push(changedAt - sent);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    return [
      header,
      `  p50 ${Math.round(percentile(sorted, 50))} ms   p95 ${Math.round(p95)} ms   slowest ${Math.round(sorted.at(-1))} ms   budget p95 ${BUDGET_P95_MS} ms  ${p95 <= BUDGET_P95_MS ? 'ok' : 'OVER'}`,
    ];
  } catch (error) {
    return [header, `  failed: ${error instanceof Error ? error.message : String(error)}`];
  } finally {
    await context.close();
  }
}
