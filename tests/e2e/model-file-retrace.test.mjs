// Re-tracing a model file's changed sentence (issue 37, item 2): the worker traces it while the page keeps
// drawing, the view says it is tracing ("… 64 tokens through 12 layers …") until the new picture is drawn, and
// no task on the page's thread takes over 100 ms; a sentence changed while one is traced is drawn, not the stale one. The file is GPT-2-shaped (its real vocabulary, so GPT-2's
// tokenizer applies) but narrow (width 96), so the worker's trace is quick while the head grid is GPT-2's
// 12 × 12 heads: drawing 144 heads of 64 × 64 cells is what once held the page's thread for over a second.
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

const SENTENCE = 'The quick brown fox jumps over the lazy dog, and then the quick brown fox jumps over the lazy dog again, '
  + 'while the lazy dog sleeps and the quick brown fox runs back over the hill to the river and jumps in. '
  + 'Then the fox and the dog both sleep under the old tree by the river until the sun goes down over the hill.';

test('model file: a changed sentence is traced in the worker with its progress shown, and no main-thread task passes 100 ms', async () => {
  const bytes = gpt2File({ vocab: 50257, context: 64, d: 96, layers: 12, half: true });
  const { page, context, problems } = await recordingPage(browser, { viewport: { width: 1280, height: 720 } });
  try {
    await trainViewReady(page, url);
    await page.click('.train-file summary');
    await page.setInputFiles('#train-file', { name: 'narrow-gpt2.safetensors', mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
    await page.waitForFunction(() => document.getElementById('train-heads').getAttribute('aria-invalid') === 'true');
    await page.fill('#train-heads', '12');
    await page.dispatchEvent('#train-heads', 'change');
    const drawn = (T) => /The sentence is (\d+) tokens/.exec(document.getElementById('train-status').textContent)?.[1] === String(T)
      && document.getElementById('train-progress').hidden && document.querySelector('.head-grid')?.dataset.drawn === 'true'
      && document.querySelectorAll('.head-grid figure[data-previous]').length === 144;
    const first = Math.min(64, encoding.encode(await page.inputValue('#train-sentence')).length);
    await page.waitForFunction(drawn, first);
    // From here on: every long task on the page's thread, and every progress sentence the view shows.
    await page.evaluate(() => {
      window.__long = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push(Math.round(e.duration)); }).observe({ type: 'longtask' });
      window.__said = [];
      const progress = document.getElementById('train-progress');
      window.__counted = [];
      new MutationObserver(() => {
        if (progress.hidden) return;
        window.__said.push(progress.querySelector('[role="status"]').textContent);
        window.__counted.push(progress.querySelector('.train-progress-seconds').textContent);
      })
        .observe(progress, { attributes: true, childList: true, subtree: true, characterData: true });
    });
    const ids = encoding.encode(SENTENCE).slice(0, 64), T = ids.length;
    assert.equal(T, 64);
    // Two sentences at once: the first one's trace is under way when the second is typed, which waits for it;
    // only the second is drawn.
    await page.evaluate((sentences) => {
      const input = document.getElementById('train-sentence');
      for (const sentence of sentences) { input.value = sentence; input.dispatchEvent(new Event('change')); }
    }, ['A sentence typed and changed at once.', SENTENCE]);
    await page.waitForFunction(drawn, T);
    const said = await page.evaluate(() => window.__said);
    assert.ok(said.includes('Tracing 64 tokens through 12 layers in the background (the page stays usable)…'), `progress said: ${JSON.stringify(said)}`);
    assert.equal(await page.getAttribute('#train-progress', 'data-tracing'), 'false');
    // The layers were drawn as the worker traced them, and counted beside the seconds: some, then more.
    const counted = (await page.evaluate(() => window.__counted)).map((x) => Number(/(\d+) of 12 layers/.exec(x)?.[1] ?? 0)).filter(Boolean);
    assert.ok(counted.length >= 2 && counted[0] < 12 && counted.every((n, i) => i === 0 || n >= counted[i - 1]), `layers counted: ${counted}`);
    // The picture is the new sentence's: each head's previous-token score, worked out here from Node's weights.
    const pictureIs = async (tokens) => {
      const model = lab.loadModel(bytes, { heads: 12 }), trace = model.trace(tokens);
      const figures = await page.$$eval('.head-grid figure', (fs) => fs.map((f) => ({ l: +f.dataset.layer, h: +f.dataset.head, previous: +f.dataset.previous })));
      for (const f of figures.filter((_, i) => i % 13 === 0)) {
        const w = trace.layers[f.l].tensors.weights.data;
        let previous = 0;
        for (let q = 1; q < T; q++) previous += w[(f.h * T + q) * T + q - 1] / (T - 1);
        assert.ok(Math.abs(f.previous - previous) < 1e-9, `layer ${f.l} head ${f.h}: ${f.previous} vs ${previous}`);
      }
      model.free();
    };
    await pictureIs(ids);
    // A word changed in the middle: the worker reuses the rows of the sentence's unchanged start, and the picture
    // is still the new sentence's, as a fresh model traces it here.
    const changed = SENTENCE.replace('lazy dog sleeps', 'lazy cat sleeps'), changedIds = encoding.encode(changed).slice(0, 64);
    assert.ok(changedIds.findIndex((id, i) => id !== ids[i]) > 20, 'the change is past the sentence’s start');
    const painted = Number(await page.getAttribute('.head-grid', 'data-painted'));
    await page.evaluate((s) => { const input = document.getElementById('train-sentence'); input.value = s; input.dispatchEvent(new Event('change')); }, changed);
    await page.waitForFunction(drawn, T);
    await pictureIs(changedIds);
    // Every head's weights changed, and each tile was painted once: as its layer came, not again for the whole picture.
    assert.equal(Number(await page.getAttribute('.head-grid', 'data-painted')) - painted, 144);
    // A tile off screen gets its edges labelled when it is scrolled to: the last head's, with the sentence's tokens.
    await page.evaluate(() => [...document.querySelectorAll('.head-grid figure')].at(-1).scrollIntoView());
    await page.waitForFunction((T) => [...document.querySelectorAll('.head-grid figure')].at(-1).querySelectorAll('.tile-keys span').length === T, T);
    const long = await page.evaluate(() => window.__long);
    assert.ok(long.every((ms) => ms <= 100), `main-thread tasks while re-tracing (ms): ${long.join(', ')}`);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});
