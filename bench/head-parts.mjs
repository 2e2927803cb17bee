// Times lab.run keeping only Y at T=1024, d_model=768, 12 heads in Node: the whole run, and each of two
// head groups as head-split.js's headPart runs it (issue 17: two workers ≥ 1.8× faster than one); then the two
// groups at the same time in two worker threads against the whole run in one, and, to read that figure, the
// same for a plain integer loop (which shows whether the machine runs two threads at once at all: a virtual
// machine's two cores may share one core's vector units, so a SIMD run may not scale where a loop does).
// `node bench/head-parts.mjs [build/wasm/attention_lab.js]`; medians of 5 after one warm-up run each.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { resolve } from 'node:path';
import os from 'node:os';
import { words } from '../tests/e2e/helpers/responsiveness.mjs';
import { headPart, splitHeads } from '../web/src/engine/head-split.js';

const engineFile = resolve(process.argv[2] ?? 'build/wasm/attention_lab.js');
const require = createRequire(import.meta.url);
const lab = await require(engineFile)();
const config = { ...lab.defaultConfig(), text: words(1024), dModel: 768, heads: 12, keep: ['Y'] };
const groups = splitHeads(12, 2);

async function median(run) {
  await run();
  const ms = [];
  for (let i = 0; i < 5; i += 1) { const t0 = performance.now(); await run(); ms.push(performance.now() - t0); }
  return ms.sort((a, b) => a - b)[2];
}

const whole = await median(() => lab.run(config, {}));
const parts = [];
for (const [from, to] of groups) parts.push([`heads ${from}…${to - 1}`, await median(() => headPart(lab, config, {}, from, to))]);

// Two threads, each with its own engine: a job is [from, to] (heads) or a count (loop steps).
const threadCode = `
const { parentPort, workerData } = require('node:worker_threads');
Promise.all([require(workerData.engine)(), import(workerData.split), import(workerData.words)]).then(([lab, { headPart }, { words }]) => {
  const config = { ...lab.defaultConfig(), text: words(1024), dModel: 768, heads: 12, keep: ['Y'] };
  parentPort.on('message', (job) => {
    if (typeof job === 'number') { let x = 0; for (let i = 0; i < job; i++) x = (x * 1103515245 + 12345) | 0; return parentPort.postMessage(x); }
    headPart(lab, config, {}, job[0], job[1]);
    parentPort.postMessage(0);
  });
  parentPort.postMessage('ready');
});`;
const workerData = { engine: engineFile,
  split: new URL('../web/src/engine/head-split.js', import.meta.url).href, words: new URL('../tests/e2e/helpers/responsiveness.mjs', import.meta.url).href };
const start = () => new Promise((ready) => { const w = new Worker(threadCode, { eval: true, workerData }); w.once('message', () => ready(w)); });
const threads = await Promise.all([start(), start()]);
const ask = (w, job) => new Promise((done) => { w.once('message', done); w.postMessage(job); });
const oneThread = await median(() => ask(threads[0], [0, 12]));
const twoThreads = await median(() => Promise.all(groups.map((g, i) => ask(threads[i], g))));
const loopOne = await median(() => ask(threads[0], 2e8));
const loopTwo = await median(() => Promise.all(threads.map((w) => ask(w, 2e8))));
await Promise.all(threads.map((w) => w.terminate()));

console.log(`lab.run keeping Y at T=1024 d=768 h=12, Node ${process.version}, ${os.cpus()[0]?.model} × ${os.cpus().length}, load ${os.loadavg()[0].toFixed(1)}`);
console.log(`  every head: ${whole.toFixed(0)} ms`);
for (const [label, ms] of parts) console.log(`  ${label}: ${ms.toFixed(0)} ms (${(100 * ms / whole).toFixed(0)} % of every head)`);
console.log(`  two workers' best speed-up: ${(whole / Math.max(...parts.map(([, ms]) => ms))).toFixed(2)}× (if the two run at once at full speed)`);
console.log(`  two threads at once: every head in one ${oneThread.toFixed(0)} ms, a group each ${twoThreads.toFixed(0)} ms: ${(oneThread / twoThreads).toFixed(2)}× (goal ≥ 1.8×)`);
console.log(`  an integer loop, one thread ${loopOne.toFixed(0)} ms, two at once ${loopTwo.toFixed(0)} ms (1.00 = two whole cores): ${(loopTwo / loopOne).toFixed(2)}`);
