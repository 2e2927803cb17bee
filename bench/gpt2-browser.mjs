// GPT-2 small's shapes (random weights, F16 as a learner's converted download, or F32) in headless Chromium:
// the engine opens the file and traces 64 tokens through every layer, as the page's worker does. Prints one
// JSON line: file size, open time, wasm heap after opening, trace time (median of 3 after one warm-up), and a
// picture's (the train view's re-trace: the last row unembedded).
// Usage: node bench/gpt2-browser.mjs build/wasm/attention_lab.js [f16|f32]
import { mkdtempSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from '../tests/e2e/helpers/browser.mjs';
import { serve } from '../scripts/serve.mjs';
import { gpt2File } from '../tests/js/gpt2-file.mjs';

const half = process.argv[3] !== 'f32';
const folder = mkdtempSync(path.join(tmpdir(), 'gpt2-bench-'));
copyFileSync(process.argv[2], path.join(folder, 'attention_lab.js'));
copyFileSync(process.argv[2].replace(/\.js$/, '.wasm'), path.join(folder, 'attention_lab.wasm'));  // fetched by the loader
writeFileSync(path.join(folder, 'model.safetensors'), gpt2File({ vocab: 50257, context: 1024, d: 768, layers: 12, half, buffers: false }));
writeFileSync(path.join(folder, 'index.html'), '<!doctype html><script src="attention_lab.js"></script>');
const server = await serve(folder, 0);
const browser = await launch();
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
const out = await page.evaluate(async (dtype) => {
  const lab = await AttentionLab();
  const bytes = new Uint8Array(await (await fetch('model.safetensors')).arrayBuffer());
  let t = performance.now();
  const model = lab.loadModel(bytes);
  const result = { dtype, fileMB: bytes.length / 2 ** 20, loadSeconds: (performance.now() - t) / 1e3, heapMB: lab.HEAPU8.length / 2 ** 20 };
  const tokens = Array.from({ length: 64 }, (_, i) => (i * 7919) % 50257);
  // The trainer reuses the rows a sentence shares at its start with its last trace: each trace here begins with
  // another first token, so every row is computed (as bench/gpt2.mjs does).
  const firstChanged = (i) => [(tokens[0] + i) % 50257, ...tokens.slice(1)];
  model.trace(firstChanged(1));  // warm-up
  const times = [];
  for (let i = 0; i < 3; i++) { t = performance.now(); model.trace(firstChanged(i + 2)); times.push((performance.now() - t) / 1e3); }
  result.trace64Seconds = times.sort((a, b) => a - b)[1];
  // A picture as the train view asks for one: every layer's weights, the last row's logits (sentence: false).
  const pictures = [];
  for (let i = 0; i < 3; i++) {
    t = performance.now();
    model.trace(firstChanged(i + 10), { sentence: false, logits: 'last', probs: 'last', tensors: ['weights'] });
    pictures.push((performance.now() - t) / 1e3);
  }
  result.picture64Seconds = pictures.sort((a, b) => a - b)[1];
  result.heapAfterTraceMB = lab.HEAPU8.length / 2 ** 20;
  return result;
}, half ? 'F16' : 'F32');
await browser.close();
server.close();
console.log(JSON.stringify(out));
