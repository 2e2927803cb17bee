// Issue 36, item 3: the training view's attention tiles can be read. Each tile is labelled with the probe's
// tokens (rows are queries, columns are keys) in type of at least 9 px that neither overlaps nor overflows, at
// 1280×720 and 390×844; the probe sequence is shown with the copy's start marked; hovering a cell, or focusing
// a tile and moving with the arrow keys, says the weight and its two tokens. Expected tokens, copy start and
// weights come from the engine in Node (the same seeded run at step 0) and from the probe's construction in
// cpp/train/tasks.cpp (the last T/2 − 2 tokens repeat the ones before them), never from the page's code.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveWith, recordingPage, STRICT_CSP, trainViewReady } from './helpers/embed.mjs';
import { loadLab } from './helpers/lab.mjs';
import { screenshot } from './helpers/browser.mjs';

const lab = await loadLab();
const INDUCTION = { task: 'induction', layers: 2, heads: 4, dModel: 64, vocab: 32, seqLen: 24 };
let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveWith(STRICT_CSP)); });
after(async () => { await browser?.close(); server?.close(); });

// The page's first run, made again in Node: its probe and its attention weights before any training step.
const run = lab.train(INDUCTION), ids = run.probe(), T = ids.length;
const weights = run.trace(ids).layers.map((l) => l.tensors.weights.data);
run.free();
const P = T / 2 - 2, copyStart = T - P;
const weight = (l, h, q, k) => weights[l][(h * T + q) * T + k];
const reading = (l, h, q, k) => `Layer ${l}, head ${h}: query ‘${ids[q]}’ (position ${q}) → key ‘${ids[k]}’ (position ${k}): ${weight(l, h, q, k).toFixed(2)}`;

test('the probe repeats as tasks.cpp builds it (the expectations below rest on it)', () => {
  assert.equal(T, 24);
  assert.deepEqual(ids.slice(copyStart), ids.slice(copyStart - P, copyStart));
});

for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
  test(`train tiles at ${viewport.width}×${viewport.height}: token labels on both edges, legible; the probe with its copy start; hover and arrow keys read a weight and its tokens`, async () => {
    const { page, context, problems } = await recordingPage(browser, { viewport });
    try {
      await trainViewReady(page, url);
      // The probe sequence, numbered from 0, with the copy's first token marked.
      const probe = await page.$$eval('.probe-line li', (lis) => lis.map((li) => ({ at: li.querySelector('small').textContent, token: li.querySelector('span').textContent, start: li.dataset.copyStart === 'true' })));
      assert.deepEqual(probe.map((p) => p.token), ids.map(String));
      assert.deepEqual(probe.map((p) => Number(p.at)), [...ids.keys()]);
      assert.deepEqual(probe.flatMap((p, i) => (p.start ? [i] : [])), [copyStart]);
      assert.match(await page.textContent('.probe-line'), new RegExp(`copy starts at position ${copyStart} .*the last ${P} tokens repeat the ${P} before them`));

      const tiles = await page.$$eval('.head-grid figure', (fs) => fs.map((f) => {
        const box = (n) => n.getBoundingClientRect();
        const labels = (sel) => [...f.querySelectorAll(`${sel} span`)].map((s) => ({ text: s.textContent, copy: s.classList.contains('copy'),
          size: parseFloat(getComputedStyle(s).fontSize), box: box(s).toJSON(), fits: s.scrollWidth <= s.clientWidth + 1 && s.scrollHeight <= s.clientHeight + 1 }));
        return { layer: f.dataset.layer, head: f.dataset.head, keys: labels('.tile-keys'), queries: labels('.tile-queries'),
          canvas: box(f.querySelector('canvas')).toJSON(), right: box(f).right };
      }));
      assert.equal(tiles.length, 8);
      for (const tile of tiles) {
        const name = `layer ${tile.layer} head ${tile.head}`;
        for (const [axis, labels] of [['keys', tile.keys], ['queries', tile.queries]]) {
          assert.deepEqual(labels.map((s) => s.text), ids.map(String), `${name}: ${axis} are the probe's tokens`);
          assert.deepEqual(labels.flatMap((s, i) => (s.copy ? [i] : [])), [...ids.keys()].slice(copyStart), `${name}: ${axis} mark the copy`);
          for (const s of labels) assert.ok(s.size >= 9 && s.fits, `${name}: ${axis} label "${s.text}" is ${s.size} px, fits ${s.fits}`);
        }
        // One row or column each: the labels follow the heatmap's cells without overlapping.
        const cell = (tile.canvas.height - 2) / T;  // inside its 1 px border
        assert.ok(cell >= 9, `${name}: cells of ${cell} px`);
        tile.queries.forEach((s, i) => assert.ok(Math.abs(s.box.top - (tile.canvas.top + 1 + i * cell)) <= 1.5, `${name}: query ${i} at ${s.box.top}`));
        tile.keys.forEach((s, i) => assert.ok(Math.abs(s.box.left - (tile.canvas.left + 1 + i * cell)) <= 1.5, `${name}: key ${i} at ${s.box.left}`));
        assert.ok(tile.right <= viewport.width, `${name} ends at ${tile.right} px`);
      }

      // Hover: the pointer over cell (17, 4) of layer 1, head 0.
      const canvas = page.locator('.head-grid figure[data-layer="1"][data-head="0"] canvas');
      await canvas.scrollIntoViewIfNeeded();
      const box = await canvas.boundingBox();
      await page.mouse.move(box.x + 1 + (4.5 * (box.height - 2)) / T, box.y + 1 + (17.5 * (box.height - 2)) / T);
      await page.waitForFunction(() => !document.querySelector('.tile-reading').hidden);
      assert.equal(await page.textContent('.tile-reading'), reading(1, 0, 17, 4));
      await page.mouse.move(0, 0);
      await page.waitForFunction(() => document.querySelector('.tile-reading').hidden);

      // Keyboard: focus starts on the last cell; arrows move a query up and a key left.
      await page.focus('.head-grid figure[data-layer="0"][data-head="1"] button');
      assert.equal(await page.textContent('.tile-reading'), reading(0, 1, T - 1, T - 1));
      for (const key of ['ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key);
      assert.equal(await page.textContent('.tile-reading'), reading(0, 1, T - 3, T - 4));
      assert.equal(await page.getAttribute('.tile-reading', 'role'), 'status');
      assert.match(await page.getAttribute('.head-grid figure[data-layer="0"][data-head="1"] button', 'aria-label'), /Arrow keys read one weight/);
      await screenshot(page, 'train-tiles', String(viewport.width));
      assert.deepEqual(problems, []);
    } finally { await context.close(); }
  });
}
