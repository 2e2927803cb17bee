// The page decides where a run goes from the engine's plan (issue 11): a sentence the engine makes 4,096
// tokens of (every CJK character is one, though it has no spaces) and a link asking for queryLen 4096 are
// computed in the worker, never by lab.run on the main thread. Checked by counting the main thread's runs,
// not by timing; the long tasks are recorded for the closing note and guarded only against a real freeze.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveWith, recordingPage, pageReady } from './helpers/embed.mjs';
import { stageDone } from './helpers/responsiveness.mjs';
import { toBase64Url } from '../../web/src/share/url-state.js';

const FREEZE_MS = 1000;
let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveWith()); });
after(async () => { await browser?.close(); server?.close(); });

// Before the page's scripts: every main-thread lab.run records the token count it was asked for, and
// long tasks are recorded from then on.
const SPY = () => {
  window.__mainRuns = [];
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration)); }).observe({ type: 'longtask' });
  let app;
  Object.defineProperty(window, 'attentionLab', {
    configurable: true,
    get: () => app,
    set: (value) => {
      app = value;
      const run = value.lab.run;
      value.lab.run = function (config, inputs) {
        try { window.__mainRuns.push(value.lab.plan(config, inputs).sizes.T); } catch { window.__mainRuns.push(-1); }
        return run.call(this, config, inputs);
      };
    },
  });
};

async function spiedPage() {
  const opened = await recordingPage(browser);
  await opened.page.addInitScript(SPY);
  return opened;
}

test('plan: a 4,096-character Chinese sentence (4,096 tokens, no spaces) is computed in the worker', async () => {
  const { page, context } = await spiedPage();
  try {
    await page.goto(url);
    await pageReady(page);
    await page.fill('#text', '注意力机制'.repeat(820));  // 4,100 characters: the engine keeps 4,096 tokens
    await page.waitForFunction(() => window.attentionLab.getTrace()?.tokens[0].length === 4096, null, { timeout: 120000 });
    await stageDone(page);
    assert.match(await page.textContent('#status'), /in a background worker/);
    assert.match(await page.textContent('#status'), /only the first 4096 are used/);
    const { runs, tasks } = await page.evaluate(() => ({ runs: window.__mainRuns, tasks: window.__longTasks }));
    assert.deepEqual(runs.filter((T) => T > 64), [], 'no main-thread lab.run of the long sentence');
    console.log(`# long tasks while typing and computing 4,096 CJK tokens (ms): ${JSON.stringify(tasks)}`);
    assert.deepEqual(tasks.filter((ms) => ms >= FREEZE_MS), []);
  } finally { await context.close(); }
});

test('plan: a #state= link asking for queryLen 4096 is planned, then computed in the worker', async () => {
  const { page, context } = await spiedPage();
  try {
    const state = toBase64Url(JSON.stringify({ v: 1, c: { queryLen: 4096, text: 'a link that asks for many positions' }, s: 'scores' }));
    await page.goto(`${url}#state=${state}`);
    await pageReady(page);
    await page.waitForFunction(() => window.attentionLab.getTrace()?.tokens[0].length === 4096, null, { timeout: 120000 });
    await stageDone(page);
    assert.equal(await page.evaluate(() => window.attentionLab.getTrace().steps[window.attentionLab.getState().step].id), 'scores');
    assert.match(await page.textContent('#status'), /in a background worker/);
    const { runs, tasks } = await page.evaluate(() => ({ runs: window.__mainRuns, tasks: window.__longTasks }));
    assert.deepEqual(runs.filter((T) => T > 64), [], 'no main-thread lab.run at queryLen 4096');
    console.log(`# long tasks while opening a queryLen-4096 link (ms): ${JSON.stringify(tasks)}`);
    assert.deepEqual(tasks.filter((ms) => ms >= FREEZE_MS), []);
  } finally { await context.close(); }
});

test('plan: the size boxes carry the engine’s limits', async () => {
  const { page, context } = await spiedPage();
  try {
    await page.goto(url);
    await pageReady(page);
    const bounds = await page.evaluate(() => Object.fromEntries(['batch', 'd-model', 'heads', 'd-k', 'd-v', 'd-ff', 'seed'].map((id) => [id, [document.getElementById(id).min, document.getElementById(id).max]])));
    // The README's table of limits.
    assert.deepEqual(bounds, { batch: ['1', '64'], 'd-model': ['1', '4096'], heads: ['1', '64'], 'd-k': ['0', '1024'], 'd-v': ['0', '1024'], 'd-ff': ['0', '16384'], seed: ['0', '4294967295'] });
  } finally { await context.close(); }
});
