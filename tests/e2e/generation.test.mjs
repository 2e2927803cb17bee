// Predicting and generating in "One token at a time" with a trained example (issue 14): the bars are the
// model's softmax over its vocabulary, held to a float64 softmax of the logits the engine's trainer gives in
// Node; "Generate" appends what the engine's own greedy generate() appends, and each time the K and V caches
// gain a row; a prompt the model cannot read is refused beside its box and stays as typed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveDist, openPage, screenshot } from './helpers/browser.mjs';
import { loadLab } from './helpers/lab.mjs';
import { modelFile } from './helpers/trained.mjs';

const PROMPT = 'And God said, Let there be';  // the text preset's sequence (trained-presets.js)
const lab = await loadLab();
let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

// The model's probabilities after position t, in float64 from its logits.
function softmaxRow(logits, vocab, t) {
  const row = Array.from(logits.subarray(t * vocab, (t + 1) * vocab));
  const max = Math.max(...row), e = row.map((v) => Math.exp(v - max)), sum = e.reduce((a, b) => a + b);
  return e.map((v) => v / sum);
}

const bars = (page) => page.$$eval('.decode-next .predict-bars li', (items) => items.map((li) => ({ id: +li.dataset.id, p: +li.dataset.p })));
const cacheRows = (page) => page.$eval('#lesson-stage [data-tensor="K_cache"]', (f) => f.dataset.shape);

test('the trained text model predicts, generates as the engine does, and the cache grows', async () => {
  const trainer = lab.loadModel(modelFile('text'));
  const { vocab, alphabet } = trainer.config;
  const ids = [...PROMPT].map((ch) => alphabet.indexOf(ch));
  const logits = trainer.trace(ids).logits.data;
  const expected = trainer.generate(ids, 3).tokens;
  trainer.free();

  const { page, problems } = await openPage(browser, url, { viewport: { width: 1280, height: 720 } });
  await page.selectOption('#preset', 'trained-text-layer2');
  await page.click('[data-tab="decode"]');
  await page.waitForSelector('[data-action="decode-generate"]');
  // At token 0 the bars are the model's distribution after “A” (float64 softmax, |Δp| ≤ 1e-5).
  const p0 = softmaxRow(logits, vocab, 0);
  const shown = await bars(page);
  assert.equal(shown.length, 5);
  assert.deepEqual(shown.map((b) => b.id), [...p0.keys()].sort((a, b) => p0[b] - p0[a]).slice(0, 5));
  for (const b of shown) assert.ok(Math.abs(b.p - p0[b.id]) <= 1e-5, `p(${b.id}) ${b.p} vs ${p0[b.id]}`);

  for (let n = 1; n <= 3; n++) {
    await page.click('[data-action="decode-generate"]');
    await page.waitForFunction((T) => window.attentionLab.getTrace()?.config.queryLen === T
      && document.querySelector('#lesson-stage [data-tensor="K_cache"]')?.dataset.shape.startsWith(`${T}×`), ids.length + n);
    assert.equal(await cacheRows(page), `${ids.length + n}×64`);
  }
  const tokens = await page.$$eval('.decode-tokens .token', (chips) => chips.map((c) => c.textContent));
  const label = (id) => (alphabet[id] === ' ' ? '␣' : alphabet[id]);
  assert.deepEqual(tokens.slice(-3), expected.map(label), `generated ${tokens.join('')}`);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'decode-generate', 'focus stays on Generate');
  await screenshot(page, 'generation', '1280x720');

  // A character the model never saw: refused beside the box, the text kept, the lab unchanged.
  const before = await page.evaluate(() => window.attentionLab.getTrace().config.queryLen);
  await page.fill('#decode-prompt-text', 'Let there be €');
  await page.click('.decode-prompt button[type="submit"]');
  await page.waitForSelector('.decode-prompt .error:not(:empty)');
  assert.match(await page.textContent('.decode-prompt .error'), /“€” is not a character this model knows/);
  assert.equal(await page.inputValue('#decode-prompt-text'), 'Let there be €');
  assert.equal(await page.evaluate(() => window.attentionLab.getTrace().config.queryLen), before);
  assert.deepEqual(problems, []);
});

test('a sequence the learner typed replaces the example, and generation continues it', async () => {
  const { page, problems } = await openPage(browser, url, { viewport: { width: 390, height: 844 } });
  await page.click('#settings-toggle');  // a phone folds the settings away
  await page.selectOption('#preset', 'trained-text-layer2');
  await page.click('[data-tab="decode"]');
  await page.waitForSelector('#decode-prompt-text');
  await page.fill('#decode-prompt-text', 'In the beginning');
  await page.press('#decode-prompt-text', 'Enter');
  await page.waitForFunction(() => window.attentionLab.getTrace()?.config.queryLen === 16);
  await page.waitForSelector('.decode-tokens .token:nth-child(16)');
  assert.match(await page.textContent('#preset-description'), /Modified from/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page scrolls sideways: ${width}px`);
  await screenshot(page, 'generation', '390x844');
  assert.deepEqual(problems, []);
});
