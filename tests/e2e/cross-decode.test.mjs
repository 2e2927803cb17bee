// "One token at a time" on the encoder–decoder example (issue 36, item 7): opened on “I like cats” → “Me gustan”,
// the decode view shows the source's K and V (computed once, then marked as reused), the new target query, its
// weights over the source tokens and the rows of Y; every number shown equals the engine's full lab.run of the
// same example (its source, inputs and matrices), run here in Node as the independent reference, and the
// bit-for-bit sentence is on the page. The old page decoded a causal self-attention of random matrices instead.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveDist, openPage, screenshot } from './helpers/browser.mjs';
import { loadLab } from './helpers/lab.mjs';
import { presetById } from '../../web/src/state/presets.js';

const lab = await loadLab();
const cats = presetById('i-like-cats-cross');
const full = lab.run(cats.config, cats.inputs);  // the reference: every tensor of the whole run at once
let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

// The values a figure shows, row by row (each cell's data-value is the float the page was given).
const shown = (page, name) => page.$eval(`#lesson-stage [data-tensor="${name}"]`, (figure) => {
  const rows = [];
  for (const cell of figure.querySelectorAll('.cell')) (rows[+cell.dataset.row] ??= [])[+cell.dataset.col] = Number(cell.dataset.value);
  return rows;
});
const rowsOf = (tensor, n) => Array.from({ length: n }, (_, r) => Array.from(tensor.data.subarray(r * tensor.shape.at(-1), (r + 1) * tensor.shape.at(-1))));

async function openDecoding(viewport) {
  const session = await openPage(browser, url, { viewport });
  const { page } = session;
  if (viewport.width < 600) await page.click('#settings-toggle');  // a phone folds the settings away
  await page.selectOption('#preset', 'i-like-cats-cross');
  await page.waitForFunction(() => window.attentionLab.getTrace()?.config.crossAttention === true);
  await page.click('[data-tab="decode"]');
  await page.waitForSelector('#lesson-stage .decode-summary');
  return session;
}

test('cross-attention decoding shows the source’s K and V once, and every row equals the full run bit for bit', async () => {
  const { page, problems } = await openDecoding({ width: 1280, height: 720 });
  const [, T, D] = full.tensors.Y.shape;
  const S = full.tensors.K.shape[1];
  for (let t = 0; t < T; t++) {
    await page.waitForSelector(`#lesson-stage .decode-tokens .token:nth-child(${t + 1})[data-state="new"]`);
    // The rows of Y so far, each the full run's row exactly.
    assert.deepEqual(await shown(page, 'Y_decoded'), rowsOf(full.tensors.Y, t + 1), `Y rows at t = ${t}`);
    // The source's keys and values: all S rows at every step, computed at t = 0 and reused after.
    assert.deepEqual(await shown(page, 'K_source'), rowsOf(full.tensors.K, S));
    assert.deepEqual(await shown(page, 'V_source'), rowsOf(full.tensors.V, S));
    assert.equal(await page.getAttribute('#lesson-stage .decode-reused', 'data-reused'), String(t > 0));
    assert.match(await page.textContent('#lesson-stage .decode-reused'), t === 0 ? /Computed now/ : new RegExp(`Reused at t = ${t}`));
    // The new query row and its weights over the three source tokens.
    assert.deepEqual(await shown(page, 'q_t'), [rowsOf(full.tensors.Q, T)[t]]);
    assert.deepEqual(await shown(page, 'weights_t'), [rowsOf(full.tensors.weights, T)[t]]);
    assert.deepEqual(await page.$$eval('#lesson-stage [data-tensor="weights_t"] .col-head', (heads) => heads.map((h) => h.textContent)),
      full.sourceTokens[0]);
    // The sentence says what was checked, and it is true.
    assert.match(await page.textContent('#lesson-stage .decode-summary'), /equals the full run of this same example.*\(bit for bit\)/);
    assert.equal(await page.getAttribute('#lesson-stage .decode-summary', 'data-max-diff'), '0');
    await screenshot(page, 'cross-decode', `t${t}`, '1280x720');
    if (t < T - 1) {  // by keyboard: the next-token button keeps the focus as the view redraws
      await page.focus('[data-action="decode-next"]');
      await page.keyboard.press('Enter');
    }
  }
  assert.ok(await page.isDisabled('[data-action="decode-next"]'));
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'decode-back', 'focus stays on a decode button');
  assert.equal(full.tensors.Y.shape[2], D);
  assert.deepEqual(problems, []);
});

test('on a phone the cross-attention decode view fits the width', async () => {
  const { page, problems } = await openDecoding({ width: 390, height: 844 });
  await page.click('[data-action="decode-next"]');
  await page.waitForSelector('#lesson-stage .decode-reused[data-reused="true"]');
  await page.$eval('#lesson-stage .decode', (node) => node.scrollIntoView());
  await screenshot(page, 'cross-decode', 't1', '390x844');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'no sideways scrolling');
  assert.deepEqual(problems, []);
});
