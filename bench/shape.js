// One shape in one Node process: times the engine, the JavaScript loop and both TensorFlow.js variants,
// measures the SIMD128 peak, and prints one JSON line for bench/main.js.
'use strict';
const path = require('path');
const root = path.resolve(__dirname, '..');
const {attentionJs, attentionTfBatched, attentionTfPerHead} = require('./peers.js');

const [T, D, H] = process.argv.slice(2, 5).map(Number);
const engineFile = process.argv[5], peakFile = process.argv[6];
const flops = 8 * T * D * D + 4 * T * T * D;  // the full T² counted even with a causal mask

// Median seconds per call: warm up, then `reps` samples of `inner` calls each (inner chosen for ≥ ~20 ms).
function time(fn, {reps = 9, minSample = 0.02, maxTotal = 20} = {}) {
  fn();
  let t0 = performance.now();
  fn();
  const once = Math.max((performance.now() - t0) / 1000, 1e-7);
  const inner = Math.max(1, Math.ceil(minSample / once));
  reps = Math.max(3, Math.min(reps, Math.floor(maxTotal / (once * inner))));
  const samples = [];
  for (let r = 0; r < reps; r++) {
    t0 = performance.now();
    for (let i = 0; i < inner; i++) fn();
    samples.push((performance.now() - t0) / 1000 / inner);
  }
  samples.sort((a, b) => a - b);
  return samples[samples.length >> 1];
}

function seeded(n, seed, scale) {  // xorshift32 uniform in [−scale, scale)
  const out = new Float32Array(n);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < n; i++) {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    out[i] = (x / 4294967296 * 2 - 1) * scale;
  }
  return out;
}

function maxRelDiff(a, b) {
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i] - b[i]) / (1 + Math.abs(b[i])));
  return worst;
}

async function peakGflops() {
  const peak = await require(peakFile)();
  let best = 0;
  for (let variant = 0; variant < 3; variant++) {
    const perRep = 8 * peak._peak_madds_per_rep(variant), reps = 4000;
    const s = time(() => peak._peak_run(variant, reps), {reps: 7, minSample: 0});
    best = Math.max(best, perRep * reps / s / 1e9);
  }
  return best;
}

(async () => {
  const out = {T, D, H, flops};
  out.peak = await peakGflops();

  const lab = await require(path.resolve(engineFile))();
  const X = seeded(T * D, 1, 1), limit = Math.sqrt(6 / (2 * D));
  const W = {W_q: seeded(D * D, 2, limit), W_k: seeded(D * D, 3, limit), W_v: seeded(D * D, 4, limit), W_o: seeded(D * D, 5, limit)};
  const config = {queryLen: T, dModel: D, heads: H, mask: 'causal', keep: ['Y']};
  let Y;
  out.engine = time(() => { Y = lab.run(config, {X, ...W}).tensors.Y.data; });
  out.heapBytes = lab.HEAP8.length;  // wasm memory only grows: its size is the high-water mark

  let Yjs;
  out.js = time(() => { Yjs = attentionJs(X, W, T, D, H); }, {reps: T >= 1024 ? 3 : 9});
  out.jsDiff = maxRelDiff(Yjs, Y);

  const tf = require('@tensorflow/tfjs-core');
  const tfwasm = require('@tensorflow/tfjs-backend-wasm');
  tfwasm.setWasmPaths(path.join(root, 'node_modules/@tensorflow/tfjs-backend-wasm/dist') + '/');
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);  // one core, like the engine (and like file:// pages)
  await tf.setBackend('wasm');
  out.tfSimd = tf.env().getBool('WASM_HAS_SIMD_SUPPORT');
  const tX = tf.tensor2d(X, [T, D]), tW = {};
  for (const k in W) tW[k] = tf.tensor2d(W[k], [D, D]);
  const maskValues = new Float32Array(T * T);
  for (let t = 0; t < T; t++) for (let s = t + 1; s < T; s++) maskValues[t * T + s] = -Infinity;
  const mask = tf.tensor2d(maskValues, [T, T]);
  for (const [name, f] of [['batched', attentionTfBatched], ['perHead', attentionTfPerHead]]) {
    let Ytf;
    out['tf_' + name] = time(() => { const y = f(tf, tX, tW, mask, T, D, H); Ytf = y.dataSync(); y.dispose(); });
    out['tfDiff_' + name] = maxRelDiff(Ytf, Y);
  }

  if (T === 64 && D === 64 && H === 4) {  // decoding one token at a time against the full run it replays
    const config = {queryLen: T, dModel: D, heads: H, mask: 'causal', text: 'a'};
    lab.decode(config);
    out.decode = time(() => lab.decode(config));
    out.decodeFullRun = time(() => lab.run(config));
  }
  console.log(JSON.stringify(out));
})();
