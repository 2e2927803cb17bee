// Times lab.run keeping only Y at T=1024, d_model=768, 12 heads in Node: the whole run, and each of two
// head groups as head-split.js's headPart runs it (issue 17: two workers ≥ 1.8× faster than one).
// `node bench/head-parts.mjs [build/wasm/attention_lab.js]`; median of 5 after one warm-up run each.
import { createRequire } from 'node:module';
import os from 'node:os';
import { words } from '../tests/e2e/helpers/responsiveness.mjs';
import { headPart, splitHeads } from '../web/src/head-split.js';

const require = createRequire(import.meta.url);
const lab = await require('../scripts/lib/load-engine.cjs')(process.argv[2] ?? 'build/wasm/attention_lab.js');
const config = { ...lab.defaultConfig(), text: words(1024), dModel: 768, heads: 12, keep: ['Y'] };

function median(run) {
  run();
  const ms = [];
  for (let i = 0; i < 5; i += 1) { const t0 = performance.now(); run(); ms.push(performance.now() - t0); }
  return ms.sort((a, b) => a - b)[2];
}

const whole = median(() => lab.run(config, {}));
const parts = splitHeads(12, 2).map(([from, to]) => [`heads ${from}…${to - 1}`, median(() => headPart(lab, config, {}, from, to))]);
console.log(`lab.run keeping Y at T=1024 d=768 h=12, Node ${process.version}, ${os.cpus()[0]?.model} × ${os.cpus().length}, load ${os.loadavg()[0].toFixed(1)}`);
console.log(`  every head: ${whole.toFixed(0)} ms`);
for (const [label, ms] of parts) console.log(`  ${label}: ${ms.toFixed(0)} ms (${(100 * ms / whole).toFixed(0)} % of every head)`);
console.log(`  two workers' best speed-up: ${(whole / Math.max(...parts.map(([, ms]) => ms))).toFixed(2)}×`);
