// The engine worker keeps a large run (issue 17): after the first forward pass, a step, head or item change is
// answered from what it keeps (no new pass: every message of the protocol carries the worker's count of them),
// only the shown head's T×S slices cross to the page, those numbers are the full run's, and the large heatmaps arrive painted. Heads split across two
// workers give the one-worker Y. Nothing here is timed: scripts/bench prints the waits.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, fileUrl, serveDist, screenshot } from './helpers/browser.mjs';
import { loadLarge, stageDone, words } from './helpers/responsiveness.mjs';

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

async function showStep(page, id) {
  await page.click(`#timeline [data-step-id="${id}"]`);
  await page.waitForFunction((id) => {
    const a = window.attentionLab, step = a.getTrace().steps[a.getState().step];
    return step.id === id && document.getElementById('stage').dataset.group === step.group;
  }, id);
  await stageDone(page);
}
async function showHead(page, head) {
  await page.selectOption('#head', String(head));
  await page.waitForFunction((h) => [...document.querySelectorAll('#stage figure[data-head]')].every((f) => f.dataset.head === h), String(head));
  await stageDone(page);
}
// What the page holds of a tensor: where its numbers start in the full tensor, and how many.
const held = (page, name) => page.evaluate((n) => {
  const t = window.attentionLab.getTrace().tensors[n];
  return { start: t.start ?? 0, length: t.data.length, shape: [...t.shape] };
}, name);
const runs = (page) => page.evaluate(() => window.attentionLab.perf.workerRuns);

test('worker run: at T=1024 step and head changes make no new forward pass, and a head change brings only that head’s T×S slices', async () => {
  const { page, context, problems } = await openPage(browser, url);
  try {
    await loadLarge(page);
    assert.ok(await runs(page) <= 1, 'the first picture (the embedding) needs no forward pass; the run is made after it');
    const T = 1024;
    await showStep(page, 'project_q');
    assert.equal(await runs(page), 1, 'one forward pass for the configuration');
    for (const id of ['split_q', 'scores', 'scale', 'mask', 'masked', 'softmax', 'context', 'concat', 'output']) await showStep(page, id);
    await showStep(page, 'softmax');
    assert.deepEqual(await held(page, 'weights'), { start: 0, length: T * T, shape: [1, 12, T, T] });
    await showHead(page, 7);
    assert.deepEqual(await held(page, 'weights'), { start: 7 * T * T, length: T * T, shape: [1, 12, T, T] });
    assert.deepEqual(await held(page, 'masked'), { start: 7 * T * T, length: T * T, shape: [1, 12, T, T] });
    await showStep(page, 'scores');
    assert.equal(await runs(page), 1, 'no forward pass since the first');
    // The large heatmaps came painted from the worker, their summaries scanned there too.
    const painted = await page.$$eval('#stage figure.heatmap', (fs) => Object.fromEntries(fs.map((f) => [f.dataset.tensor, f.dataset.painted])));
    assert.equal(painted.scores, 'worker');
    assert.match(await page.textContent('#stage figure[data-tensor="scores"] .m-summary'), /^scores, 1024×1024, .*largest/);
    assert.match(await page.textContent('#status'), /in a background worker/);
    const heldBytes = await page.evaluate(() => window.attentionLab.perf.heldBytes);
    assert.ok(heldBytes > 0 && heldBytes <= 256 * 2 ** 20, `the worker holds ${heldBytes} bytes, within its 256 MB budget`);
    await screenshot(page, 'worker-run-scores-head7');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('worker run: from file:// every item’s and head’s numbers the page is sent equal the full run’s', async () => {
  const { page, context, problems } = await openPage(browser, fileUrl('attention-lab.html'));
  try {
    // Large (B·h·T·S > 2^20) but small enough for the main thread to run in full for the comparison.
    const text = `${words(300)}\n${words(211)}`;
    await page.evaluate((text) => {
      const lab = window.attentionLab;
      lab.setState({ config: { ...lab.getState().config, text, batch: 2, mask: 'causal+padding', dModel: 96, heads: 12 }, step: 0, progress: 1, playing: false });
    }, text);
    await page.waitForFunction(() => window.attentionLab.getTrace()?.tokens[0].length === 300, null, { timeout: 120000 });
    await stageDone(page);
    assert.equal(await page.evaluate(() => window.attentionLab.perf.workerKind), 'blob');
    await showStep(page, 'softmax');
    for (const [item, head] of [[0, 0], [1, 5], [1, 11]]) {
      await page.selectOption('#item', String(item));
      await showHead(page, head);
      await page.waitForFunction(([b, h]) => {
        const t = window.attentionLab.getTrace().tensors.weights, [, H, T, S] = t.shape;
        return t.start === (b * H + h) * T * S;
      }, [item, head]);
      const mismatch = await page.evaluate(() => {
        const app = window.attentionLab, shown = app.getTrace();
        const full = app.lab.run(app.getState().config, {});  // every tensor, on this thread
        for (const name of ['weights', 'masked']) {
          const t = shown.tensors[name];
          if (t.data.length !== t.shape[2] * t.shape[3]) return `${name}: ${t.data.length} numbers sent, not one head's`;
          for (let i = 0; i < t.data.length; i++) if (!Object.is(t.data[i], full.tensors[name].data[t.start + i])) return `${name}[${t.start + i}]: ${t.data[i]} ≠ ${full.tensors[name].data[t.start + i]}`;
        }
        return null;
      });
      assert.equal(mismatch, null, `item ${item}, head ${head}`);
    }
    assert.equal(await runs(page), 1, 'item and head changes made no new forward pass');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('worker run: the next head and the next step are answered ahead: the change needs no request, and its numbers are the full run’s', async () => {
  const { page, context, problems } = await openPage(browser, fileUrl('attention-lab.html'));
  try {
    const text = `${words(300)}\n${words(211)}`;  // large, yet small enough to run in full on this thread
    await page.evaluate((text) => {
      const lab = window.attentionLab;
      lab.setState({ config: { ...lab.getState().config, text, batch: 2, mask: 'causal+padding', dModel: 96, heads: 12 }, step: 0, progress: 1, playing: false });
    }, text);
    await page.waitForFunction(() => window.attentionLab.getTrace()?.tokens[0].length === 300, null, { timeout: 120000 });
    await showStep(page, 'masked');
    const perf = () => page.evaluate(() => ({ ...window.attentionLab.perf }));
    // The worker answers the next step, the next head and the step before while the page shows a view.
    const holds = (view) => page.waitForFunction((v) => window.attentionLab.perf.heldAhead?.includes(v), view, { timeout: 120000 });
    await holds('masked/0/1');
    const before = await perf();
    await showHead(page, 1);
    await holds('weights/0/1');
    await showStep(page, 'softmax');
    const after = await perf();
    assert.equal(after.requests, before.requests, 'both changes were shown from views answered ahead');
    assert.equal(after.shownAhead, (before.shownAhead ?? 0) + 2);
    const mismatch = await page.evaluate(() => {
      const app = window.attentionLab, shown = app.getTrace(), full = app.lab.run(app.getState().config, {});
      const t = shown.tensors.weights, [, H, T, S] = t.shape;
      if (t.start !== H * 0 + 1 * T * S) return `weights start at ${t.start}, not head 1's`;
      for (let i = 0; i < T * S; i++) if (!Object.is(t.data[i], full.tensors.weights.data[t.start + i])) return `weights[${t.start + i}]: ${t.data[i]} ≠ ${full.tensors.weights.data[t.start + i]}`;
      return null;
    });
    assert.equal(mismatch, null);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('worker run: lab.run keeping Y with the heads split across two workers gives the one-thread Y', async () => {
  const { page, context, problems } = await openPage(browser, fileUrl('attention-lab.html'));
  try {
    const result = await page.evaluate(async (text) => {
      const app = window.attentionLab, config = { ...app.getState().config, text, dModel: 96, heads: 6, bias: true };
      const split = await app.runInWorkers(config, {}, 2);
      const one = app.lab.run({ ...config, keep: ['Y'] }).tensors.Y.data;
      let worst = 0;
      for (let i = 0; i < one.length; i++) worst = Math.max(worst, Math.abs(split.Y.data[i] - one[i]) / (1 + Math.abs(one[i])));
      return { workers: split.workers, cores: navigator.hardwareConcurrency, worst, length: split.Y.data.length, expected: one.length };
    }, words(200));
    assert.equal(result.workers, result.cores > 1 ? 2 : 1);
    assert.equal(result.length, result.expected);
    // Two products added round differently from one: equal to float rounding, not bit for bit.
    assert.ok(result.worst < 1e-5, `largest relative difference ${result.worst}`);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});
