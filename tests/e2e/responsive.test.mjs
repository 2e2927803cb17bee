// The page stays usable at a real model's size (T=1024, d_model=768, 12 heads), from file:// (a blob:
// worker) and from the server (the same-origin engine-worker.js): it loads, draws every step, hovers,
// zooms, shows all heads and scrubs. Speed is not asserted here (machines are shared and noisy):
// scripts/bench prints the long tasks and frame times. The one timed check is a coarse freeze guard:
// no main-thread task may reach FREEZE_MS, which only a real freeze (work moved back onto the main
// thread) would cause.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newContext, openPage, fileUrl, serveDist, screenshot } from './helpers/browser.mjs';
import { exercise, stageDone, words } from './helpers/responsiveness.mjs';

const FREEZE_MS = 1000;
let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

async function checkLarge(page, label) {
  const { ids, tasks, undrawn, pooled } = await exercise(page);
  await screenshot(page, `responsive-${label}`);
  for (const id of ['scores', 'softmax', 'context', 'output']) assert.ok(ids.includes(id), `step ${id}`);
  assert.deepEqual(undrawn, [], 'every step is drawn');
  // Every heatmap at its fitted size says how many cells one pixel means.
  assert.ok(pooled === 'no' || /^\d+x\d+$/.test(pooled), pooled);
  const frozen = tasks.filter((t) => t.ms >= FREEZE_MS);
  assert.deepEqual(frozen, [], `no task froze the main thread for ${FREEZE_MS} ms or more`);
}

test('responsive: from file:// (blob worker) T=1024 loads, steps, hovers, zooms and scrubs without freezing', async () => {
  const { page, context, problems } = await openPage(browser, fileUrl('attention-lab.html'));
  try {
    await checkLarge(page, 'file');
    assert.equal(await page.evaluate(() => window.attentionLab.perf.workerKind), 'blob');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('responsive: from the server (same-origin engine-worker.js) the same without freezing', async () => {
  const { page, context, problems } = await openPage(browser, url);
  try {
    await checkLarge(page, 'server');
    assert.equal(await page.evaluate(() => window.attentionLab.perf.workerKind), 'file');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('responsive: the busy indicator shows while the worker computes, and Cancel keeps the last picture', async () => {
  const { page, context, problems } = await openPage(browser, url);
  try {
    // The picture: its matrices, shapes and every number shown (ids of summaries may be renumbered).
    const picture = () => page.$eval('#stage', (s) => [...s.querySelectorAll('[data-tensor]')].map((f) => `${f.dataset.tensor} ${f.dataset.shape}: ${f.textContent}`).join('\n'));
    // On a step that needs the forward pass (the embedding step of a large configuration is drawn without one).
    await page.click('#timeline [data-step-id="output"]');
    await stageDone(page);
    const before = await picture();
    await page.evaluate((text) => {
      const lab = window.attentionLab;
      lab.setState({ config: { ...lab.getState().config, text, dModel: 768, heads: 12 } });
    }, words(1024));
    await page.waitForSelector('#busy:not([hidden])', { timeout: 20000 });
    assert.match(await page.textContent('#busy'), /Computing in the background/);
    await page.click('#cancel-compute');
    await page.waitForSelector('#busy', { state: 'hidden' });
    assert.match(await page.textContent('#status'), /Cancelled; the last picture stays. Choose the step again/);
    assert.equal(await picture(), before, 'the last picture stays');
    assert.equal(await page.evaluate(() => window.attentionLab.getTrace().tokens[0].length), 3);
    // The worker is usable again after a cancel: choosing the cancelled step again computes it.
    await page.click('#timeline [aria-current="step"]');
    await page.waitForFunction(() => window.attentionLab.getTrace().tokens[0].length === 1024, null, { timeout: 120000 });
    await stageDone(page);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

// Issue 34: a T=4096 #state link opened the embed step by building 4,096 token chips in one task (with the
// layouts that fitting forces, ~350 ms without a frame). The stage comes first with part of the list, which is
// finished in the frames that follow: the task that draws the stage holds fewer chips than tokens, and the
// finished list is the trace's tokens in order, fitted as a list built at once is (views/fit.js, stage.js).
test('responsive: a T=4096 link draws the embed step before its whole token list, and then finishes the list', async () => {
  const code = Buffer.from(JSON.stringify({ v: 1, c: { queryLen: 4096 } })).toString('base64url');
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A mutation observer's callback runs as the task that changed the page ends: what the stage's task built.
    await page.addInitScript(() => {
      window.firstChips = null;
      let seen = null;  // the last token list looked at: each new one is counted once, as its task ends
      new MutationObserver(() => {
        const list = document.querySelector('#stage ol.tokens');
        if (!list || list === seen) return;
        seen = list;
        if (window.firstChips === null && window.attentionLab?.getTrace?.()?.config.queryLen === 4096) window.firstChips = list.children.length;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${url}#state=${code}`);
    await page.waitForFunction(() => window.attentionLab?.getTrace?.()?.config.queryLen === 4096 && window.firstChips !== null, null, { timeout: 120000 });
    const tokens = await page.evaluate(() => window.attentionLab.getTrace().tokens[window.attentionLab.getState().item]);
    assert.equal(tokens.length, 4096);
    const first = await page.evaluate(() => window.firstChips);
    assert.ok(first < tokens.length, `the stage's own task built ${first} of ${tokens.length} chips`);
    await page.waitForFunction((n) => document.querySelectorAll('#stage ol.tokens > li').length === n, tokens.length, { timeout: 60000 });
    assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('#stage ol.tokens > li')].map((li) => li.textContent)), tokens);
    assert.deepEqual(errors, []);
  } finally { await context.close(); }
});
