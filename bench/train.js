// The training row: optimizer steps per second for the default model (2 layers, d = 64, 4 heads, T = 24,
// batch 32, attention-only) in the engine against the same model trained by TensorFlow.js (wasm backend,
// SIMD, one thread, autodiff), in this one process; then how long the engine takes to learn the induction
// task (the phase change: held-out accuracy above 0.7; learned: 0.95). Prints one JSON line.
'use strict';
const path = require('path');
const [engineFile, tfjsFile] = process.argv.slice(2).map((f) => path.resolve(f));
const root = path.join(__dirname, '..');
const L = 2, D = 64, H = 4, T = 24, B = 32, V = 32;

const now = () => process.hrtime.bigint();
const seconds = (t0) => Number(now() - t0) / 1e9;

// The same model in TensorFlow.js: x = wte[tok] + wpe; per layer x += W_o·attn(LN(x)) (causal, biases);
// logits = LN(x)·lm_head; mean cross-entropy; Adam 3e-3 (no weight decay or clipping: a little less work
// than the engine does).
function tfModel(tf) {
  const u = (shape, s) => tf.variable(tf.randomUniform(shape, -s, s, 'float32', 1));
  const p = {wte: u([V, D], 1.73), wpe: u([T, D], 1.73), lnf_g: tf.variable(tf.ones([D])), lnf_b: tf.variable(tf.zeros([D])),
    lm_head: u([D, V], 1 / Math.sqrt(D))};
  for (let l = 0; l < L; l++) {
    p[`g${l}`] = tf.variable(tf.ones([D])), p[`b${l}`] = tf.variable(tf.zeros([D]));
    for (const w of ['q', 'k', 'v', 'o']) p[`W${w}${l}`] = u([D, D], 1 / Math.sqrt(D)), p[`b${w}${l}`] = tf.variable(tf.zeros([D]));
  }
  const mask = tf.tensor2d(Array.from({length: T * T}, (_, i) => (i % T > Math.floor(i / T) ? -1e9 : 0)), [T, T]);
  const norm = (x, g, b) => {
    const {mean, variance} = tf.moments(x, -1, true);
    return tf.add(tf.mul(tf.div(tf.sub(x, mean), tf.sqrt(tf.add(variance, 1e-5))), g), b);
  };
  const loss = (tokens, targets) => {
    // the embedding lookup as a one-hot product (tf.gather's gradient has no wasm kernel)
    let x = tf.add(tf.reshape(tf.matMul(tf.cast(tf.oneHot(tf.reshape(tokens, [B * T]), V), 'float32'), p.wte), [B, T, D]), p.wpe);
    for (let l = 0; l < L; l++) {
      const a = tf.reshape(norm(x, p[`g${l}`], p[`b${l}`]), [B * T, D]);
      const heads = (w) => tf.transpose(tf.reshape(tf.add(tf.matMul(a, p[`W${w}${l}`]), p[`b${w}${l}`]), [B, T, H, D / H]), [0, 2, 1, 3]);
      const q = heads('q'), k = heads('k'), v = heads('v');
      const w = tf.softmax(tf.add(tf.mul(tf.matMul(q, k, false, true), 1 / Math.sqrt(D / H)), mask));
      const z = tf.reshape(tf.transpose(tf.matMul(w, v), [0, 2, 1, 3]), [B * T, D]);
      x = tf.add(x, tf.reshape(tf.add(tf.matMul(z, p[`Wo${l}`]), p[`bo${l}`]), [B, T, D]));
    }
    const logits = tf.matMul(tf.reshape(norm(x, p.lnf_g, p.lnf_b), [B * T, D]), p.lm_head);
    return tf.losses.softmaxCrossEntropy(tf.oneHot(targets, V), logits);
  };
  return {loss, params: Object.values(p)};
}

async function main() {
  const lab = await require(engineFile)();
  const out = {};

  // Engine: steps per second after a warm-up.
  const trainer = lab.train({});
  trainer.step(20);
  let t0 = now();
  trainer.step(200);
  out.engineStepsPerSecond = 200 / seconds(t0);
  t0 = now();
  trainer.step(1);
  out.engineOneStepMs = seconds(t0) * 1e3;
  trainer.free();

  // TensorFlow.js: the same shapes, random tokens (only the speed is compared).
  const {tf, tfwasm} = require(tfjsFile);  // tfjs-core, its gradients and the wasm backend, bundled (bench/tfjs-entry.mjs)
  tfwasm.setWasmPaths(path.join(root, 'node_modules/@tensorflow/tfjs-backend-wasm/dist') + '/');
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  await tf.setBackend('wasm');
  out.tfSimd = tf.env().getBool('WASM_HAS_SIMD_SUPPORT');
  const model = tfModel(tf);
  const optimizer = tf.train.adam(3e-3);
  const tokens = tf.tensor2d(Array.from({length: B * T}, (_, i) => 1 + (i * 7919) % (V - 1)), [B, T], 'int32');
  const targets = tf.tensor1d(Array.from({length: B * T}, (_, i) => 1 + (i * 104729) % (V - 1)), 'int32');
  const tfStep = () => tf.dispose(optimizer.minimize(() => model.loss(tokens, targets), true, model.params));
  for (let i = 0; i < 5; i++) tfStep();
  t0 = now();
  for (let i = 0; i < 30; i++) tfStep();
  out.tfStepsPerSecond = 30 / seconds(t0);

  // Time to the phase change and to learning, default settings, held-out accuracy checked every 20 steps
  // (the checks are included in the time, as a learner's view would include them).
  const learner = lab.train({});
  t0 = now();
  while (learner.config.step < 5000) {
    learner.step(20);
    const {accuracy} = learner.evaluate();
    if (accuracy > 0.7 && out.phaseChangeStep === undefined) out.phaseChangeStep = learner.config.step, out.phaseChangeSeconds = seconds(t0);
    if (accuracy >= 0.95) {
      out.learnedStep = learner.config.step, out.learnedSeconds = seconds(t0);
      break;
    }
  }
  console.log(JSON.stringify(out));
}
main();
