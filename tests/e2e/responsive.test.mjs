// The page stays usable at a real model's size (T=1024, d_model=768, 12 heads), from file:// (a blob:
// worker) and from the server (the same-origin engine-worker.js): it loads, draws every step, hovers,
// zooms, shows all heads and scrubs. Speed is not asserted here (machines are shared and noisy):
// scripts/bench prints the long tasks and frame times. The one timed check is a coarse freeze guard:
// no main-thread task may reach FREEZE_MS, which only a real freeze (work moved back onto the main
// thread) would cause.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, fileUrl, serveDist, screenshot } from './helpers/browser.mjs';
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
