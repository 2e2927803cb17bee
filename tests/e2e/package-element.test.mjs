// The npm package in a browser (issue 39): packed and installed offline into an empty project (tests/js/packed.mjs),
// served as a course site would serve it. <attention-lab> from node_modules draws its softmax step, and an esbuild
// browser bundle importing 'attention-lab' and 'attention-lab/element' runs the engine and the element.
// What is checked are facts of attention, not the engine's numbers: each drawn row of weights sums to one and
// the causal mask zeroes every key after the query.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, recordingPage, elementsReady } from './helpers/embed.mjs';
import { serve } from '../../scripts/serve.mjs';
import { installPacked } from '../js/packed.mjs';

const esbuild = fileURLToPath(new URL('../../node_modules/.bin/esbuild', import.meta.url));
let browser, server, url, packed;
before(async () => {
  packed = installPacked();
  browser = await launch();
  server = await serve(packed.project, 0);
  url = `http://127.0.0.1:${server.address().port}/`;
});
after(async () => { await browser?.close(); server?.close(); packed?.remove(); });

const ELEMENT = '<attention-lab preset="default" mask="causal" step="softmax" controls="minimal"></attention-lab>';

// The weights grid the element drew (the shown head), as numbers read from its cells.
const drawnWeights = (page) => page.evaluate(() => {
  const root = document.querySelector('attention-lab').shadowRoot;
  const rows = [];
  for (const cell of root.querySelectorAll('#stage figure[data-tensor="weights"] [role=gridcell]')) {
    (rows[cell.dataset.row] ??= [])[cell.dataset.col] = Number(cell.textContent);
  }
  return rows;
});
function assertCausalSoftmax(rows) {
  assert.ok(rows.length >= 2, `a weights grid is drawn (${rows.length} rows)`);
  rows.forEach((row, t) => {
    const sum = row.reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(sum - 1) <= 0.005 * row.length, `row ${t} sums to one as drawn to two decimals (${sum})`);
    row.slice(t + 1).forEach((w) => assert.equal(w, 0, `row ${t}: keys after the query get no weight`));
  });
}

test('package: <attention-lab> from node_modules/attention-lab/dist draws the softmax step', async () => {
  writeFileSync(join(packed.project, 'course.html'), `<!doctype html><meta charset="utf-8"><title>course</title>
<script src="node_modules/attention-lab/dist/attention-lab-element.js"></script>\n${ELEMENT}\n`);
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(`${url}course.html`);
    await elementsReady(page, 1);
    assertCausalSoftmax(await drawnWeights(page));
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('package: an esbuild browser bundle importing attention-lab and attention-lab/element runs both', async () => {
  const dir = join(packed.project, 'site');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(packed.project, 'site-entry.mjs'), `import AttentionLab from 'attention-lab';
import 'attention-lab/element';
AttentionLab().then((lab) => { window.labShape = lab.run({}).tensors.weights.shape; });\n`);
  execFileSync(esbuild, ['site-entry.mjs', '--bundle', '--platform=browser', '--format=iife', '--outfile=site/app.js', '--log-level=warning'], { cwd: packed.project });
  // The engine's loader fetches its .wasm from beside the page's script (the README says to copy it there).
  copyFileSync(join(packed.packageDir, 'dist/attention_lab.wasm'), join(dir, 'attention_lab.wasm'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><meta charset="utf-8"><title>bundle</title>\n${ELEMENT}\n<script src="app.js"></script>\n`);
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(`${url}site/index.html`);
    await page.waitForFunction(() => window.labShape);
    assert.deepEqual(await page.evaluate(() => window.labShape), [1, 2, 6, 6]);  // B, h, T, S of the default config
    await elementsReady(page, 1);
    assertCausalSoftmax(await drawnWeights(page));
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});
