// A model file in Firefox ESR and WebKitGTK (issue 37): the page hands the chosen File to the train worker, which
// reads it a piece at a time (FileReaderSync, a worker's own), and a changed sentence is shown as a picture first,
// its loss after. The file is GPT-2-shaped with its real vocabulary but small (2 layers, width 64: heads given).
// The loss said must be the engine's in Node, to the digits shown. Skipped where a browser is not installed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { serve } from '../../scripts/serve.mjs';
import { gpt2File } from '../js/gpt2-file.mjs';
import { loadLab } from '../js/load-module.mjs';
import * as firefox from './helpers/firefox.mjs';
import * as webkit from './helpers/webkit.mjs';
import { screenshots } from './helpers/browser.mjs';

const require = createRequire(import.meta.url);
const { Tiktoken } = require('js-tiktoken/lite');
const r50k = require('js-tiktoken/ranks/r50k_base');
const encoding = new Tiktoken(r50k.default ?? r50k);

const bytes = gpt2File({ vocab: 50257, context: 64, d: 64, layers: 2, half: true });
const SENTENCE = 'The fox jumps over the dog, and the fox jumps over the dog again.';
let folder, server, url;
before(async () => {
  // The built page beside the file, so the page fetches it from its own origin.
  folder = mkdtempSync(path.join(tmpdir(), 'model-file-browsers-'));
  cpSync(path.resolve('dist'), folder, { recursive: true });
  writeFileSync(path.join(folder, 'tiny-gpt2.safetensors'), bytes);
  server = await serve(folder, 0);
  url = `http://127.0.0.1:${server.address().port}/?view=train`;
});
after(() => { server?.close(); rmSync(folder, { recursive: true, force: true }); });

// The sentence's loss as the status says it, worked out from the engine in Node.
async function expectedLoss() {
  const lab = await loadLab(), model = lab.loadModel(bytes, { heads: 4 });
  const { sentence } = model.trace(encoding.encode(SENTENCE));
  model.free();
  return sentence.loss.toFixed(3);
}

// In the page (a function body): the train view's file input given the file (as a learner's choice would: a
// File in input.files), 4 heads, then the sentence once the model shows.
const CHOOSE = `return (async () => {
  const file = new File([await (await fetch('tiny-gpt2.safetensors')).arrayBuffer()], 'tiny-gpt2.safetensors');
  const chosen = new DataTransfer();
  chosen.items.add(file);
  document.getElementById('train-heads').value = '4';
  const input = document.getElementById('train-file');
  input.files = chosen.files;
  input.dispatchEvent(new Event('change'));
  return true;
})();`;
// → data-measured right after the change: 'false' (the loss said is the last sentence's until the new one's comes).
const TYPE = `const input = document.getElementById('train-sentence');
  input.value = ${JSON.stringify(SENTENCE)};
  input.dispatchEvent(new Event('change'));
  return document.getElementById('train-view').dataset.measured;`;
const READY = `return document.getElementById('train-view')?.dataset.step === '0'
  && document.querySelector('#train-view .head-grid')?.dataset.drawn === 'true'`;
const OPENED = `return document.getElementById('train-view').dataset.pretrained === 'true'
  && document.querySelectorAll('.head-grid figure[data-previous]').length === 8
  && document.querySelector('.head-grid').dataset.drawn === 'true'`;
const MEASURED = (T) => `const status = document.getElementById('train-status').textContent;
  return document.getElementById('train-view').dataset.measured === 'true' && document.querySelector('.head-grid').dataset.drawn === 'true'
    && status.includes('The sentence is ${T} tokens') && status`;

const T = encoding.encode(SENTENCE).length;

test('model file in Firefox ESR: read in the worker, a changed sentence drawn, its loss the engine’s', { skip: !firefox.available && 'no firefox-esr' }, async () => {
  const loss = await expectedLoss();
  const browser = await firefox.launchFirefox();
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(String(error.message ?? error)));
    await page.setViewport({ width: 1280, height: 720 });
    await page.goto(url);
    const until = (body) => page.waitForFunction(new Function(body), { timeout: 120000, polling: 'raf' }).then((h) => h.jsonValue());
    await until(READY);
    await page.evaluate(new Function(CHOOSE));
    await until(OPENED);
    assert.equal(await page.evaluate(new Function(TYPE)), 'false');
    const status = await until(MEASURED(T));
    assert.match(status, new RegExp(`predicting its next tokens: loss ${loss}`));
    if (process.env.SCREENSHOTS) {
      await page.setViewport({ width: 390, height: 844 });
      await page.evaluate(() => document.getElementById('train-status').scrollIntoView());
      await page.screenshot({ path: `${screenshots}/firefox-model-file-390x844.png` });
    }
    assert.deepEqual(problems, []);
  } finally { await browser.close(); }
});

test('model file in WebKitGTK: read in the worker, a changed sentence drawn, its loss the engine’s', { skip: !webkit.available && 'no webkit2gtk-driver' }, async () => {
  const loss = await expectedLoss();
  const page = await webkit.openWebKit({ width: 1280, height: 720 });
  try {
    await page.go(url);
    await page.until(READY, 120000);
    await page.runAsync(`(async () => { ${CHOOSE.replace(/^return /, 'await ')} done(true); })();`);
    await page.until(OPENED, 120000);
    assert.equal(await page.run(TYPE), 'false');
    const status = await page.until(MEASURED(T), 120000);
    assert.match(status, new RegExp(`predicting its next tokens: loss ${loss}`));
    await page.screenshot('webkit', 'model-file');
  } finally { await page.close(); }
});
