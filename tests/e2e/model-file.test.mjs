// "Open a model file" (issue 19): a GPT-2-shaped safetensors file written by the test (random weights, the
// real vocabulary of 50,257 so GPT-2's tokenizer applies, width 64, 2 layers) opens in the train view from
// the file picker: a width GPT-2 does not have asks for the heads, then the sentence is traced through the
// real model. The page's head scores and next-token probabilities are held to the engine run in Node on the
// same ids, with the scores computed here from Node's weights.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { launch, serveWith, recordingPage, STRICT_CSP, trainViewReady } from './helpers/embed.mjs';
import { loadLab } from './helpers/lab.mjs';
import { gpt2File } from '../js/gpt2-file.mjs';

const require = createRequire(import.meta.url);
const { Tiktoken } = require('js-tiktoken/lite');
const r50k = require('js-tiktoken/ranks/r50k_base');
const encoding = new Tiktoken(r50k.default ?? r50k);

const lab = await loadLab();
let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveWith(STRICT_CSP)); });
after(async () => { await browser?.close(); server?.close(); });

test('model file: a GPT-2-shaped file opens (asking for heads), and its heads and predictions are the engine\'s', async () => {
  const bytes = gpt2File({ vocab: 50257, context: 64, d: 64, layers: 2, half: true, prefix: 'transformer.' });
  const { page, context, problems } = await recordingPage(browser, { viewport: { width: 1280, height: 720 } });
  try {
    await trainViewReady(page, url);
    await page.click('.train-file summary');
    await page.setInputFiles('#train-file', { name: 'tiny-gpt2.safetensors', mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
    await page.waitForFunction(() => /64 wide, not one of GPT-2's sizes/.test(document.getElementById('train-status').textContent));
    assert.equal(await page.getAttribute('#train-heads', 'aria-invalid'), 'true');
    await page.fill('#train-heads', '4');
    await page.dispatchEvent('#train-heads', 'change');
    await page.waitForFunction(() => document.getElementById('train-view').dataset.pretrained === 'true' && document.querySelectorAll('.head-grid figure[data-previous]').length === 8);
    const sentence = await page.inputValue('#train-sentence');
    const ids = encoding.encode(sentence);
    const status = await page.textContent('#train-status');
    assert.match(status, new RegExp(`tiny-gpt2.safetensors: 2 layers × 4 heads, d_model 64, vocabulary 50257, context 64; traced, not trained. The sentence is ${ids.length} tokens.`));
    // The same file in Node: each head's previous-token and repeat ("induction") scores, worked out here.
    const model = lab.loadModel(bytes, { heads: 4 });
    const trace = model.trace(ids), T = ids.length;
    const repeats = [];
    for (let q = 0; q < T; q++) { const j = ids.lastIndexOf(ids[q], q - 1); if (j >= 0 && j + 1 < q) repeats.push([q, j + 1]); }
    assert.ok(repeats.length > 10, 'the sentence repeats itself');
    const figures = await page.$$eval('.head-grid figure', (fs) => fs.map((f) => ({ l: +f.dataset.layer, h: +f.dataset.head, previous: +f.dataset.previous, induction: +f.dataset.induction, kind: f.dataset.kind, caption: f.querySelector('figcaption').textContent })));
    for (const f of figures) {
      const w = trace.layers[f.l].tensors.weights.data, at = (q, k) => w[(f.h * T + q) * T + k];
      let previous = 0, induction = 0;
      for (let q = 1; q < T; q++) previous += at(q, q - 1) / (T - 1);
      for (const [q, k] of repeats) induction += at(q, k) / repeats.length;
      assert.ok(Math.abs(f.previous - previous) < 1e-9 && Math.abs(f.induction - induction) < 1e-9, `layer ${f.l} head ${f.h}`);
      // A file's model is not "yet" anything: a head is named at a score of 0.6 (none here reaches it), else "not one of these".
      assert.equal(f.kind, Math.max(previous, induction) >= 0.6 ? (previous >= induction ? 'previous' : 'induction') : 'none', `layer ${f.l} head ${f.h}`);
      assert.doesNotMatch(f.caption, /yet/);
    }
    // Next-token probabilities at the last position: the engine's (float32) softmax, within 1e-6 of a float64
    // softmax of Node's logits, labelled as GPT-2 prints them.
    await page.waitForSelector('#predict-bars li');
    const top = await page.$$eval('#predict-bars li', (lis) => lis.map((li) => ({ id: +li.dataset.id, p: +li.dataset.p, label: li.querySelector('.predict-token').textContent })));
    const V = 50257, row = Array.from(trace.logits.data.subarray((T - 1) * V, T * V)), max = Math.max(...row);
    const z = row.reduce((a, x) => a + Math.exp(x - max), 0);
    assert.equal(top[0].id, row.indexOf(max));
    for (const t of top) {
      assert.ok(Math.abs(t.p - Math.exp(row[t.id] - max) / z) < 1e-6, `p(${t.id})`);
      assert.equal(t.label, encoding.decode([t.id]).replace(/^ /, '␣').replace(/\n/g, '↵'));
    }
    // Scored on the sentence itself: the mean next-token cross-entropy and the share predicted right,
    // worked out here from Node's logits; knocking out a head and measuring every head use the same score.
    const score = (logits) => {
      let loss = 0, right = 0;
      for (let t = 0; t + 1 < T; t++) {
        const r = Array.from(logits.data.subarray(t * V, (t + 1) * V)), m = Math.max(...r);
        loss += m + Math.log(r.reduce((a, x) => a + Math.exp(x - m), 0)) - r[ids[t + 1]];
        right += r.indexOf(m) === ids[t + 1];
      }
      return { loss: loss / (T - 1), accuracy: right / (T - 1) };
    };
    const whole = score(trace.logits), without = score(model.trace(ids, { ablate: [[1, 2]] }).logits);
    // The picture comes first, the sentence's loss after it (data-measured).
    await page.waitForFunction(() => document.getElementById('train-view').dataset.measured === 'true');
    assert.match(await page.textContent('#train-status'), new RegExp(`predicting its next tokens: loss ${whole.loss.toFixed(3)}, accuracy ${(100 * whole.accuracy).toFixed(1)}%`));
    // Knocking out a head of the last layer changes no layer's attention weights: no tile is painted again.
    const painted = Number(await page.getAttribute('.head-grid', 'data-painted'));
    await page.click('.head-grid figure[data-layer="1"][data-head="2"] button');
    await page.waitForFunction(() => /Without layer 1 head 2: loss/.test(document.getElementById('train-status').textContent));
    assert.equal(await page.getAttribute('.head-grid figure[data-layer="1"][data-head="2"]', 'data-ablated'), 'true');
    assert.equal(Number(await page.getAttribute('.head-grid', 'data-painted')), painted);
    assert.match(await page.textContent('#train-status'), new RegExp(`Without layer 1 head 2: loss ${without.loss.toFixed(3)}, accuracy ${(100 * without.accuracy).toFixed(1)}%`));
    await page.click('#train-importance');
    await page.waitForSelector('.train-importance-table[data-done="true"]');
    const table = await page.$$eval('.train-importance-table tr[data-layer]', (trs) => trs.map((tr) => ({ l: +tr.dataset.layer, h: +tr.dataset.head, accuracy: +tr.dataset.accuracy })));
    assert.equal(table.length, 8);
    for (const r of table) assert.ok(Math.abs(r.accuracy - score(model.trace(ids, { ablate: [[r.l, r.h]] }).logits).accuracy) < 1e-12, `without layer ${r.l} head ${r.h}`);
    assert.match(await page.textContent('.train-importance-table caption'), /Accuracy of predicting the sentence’s next tokens/);
    model.free();
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});
