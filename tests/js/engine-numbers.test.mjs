// The numbers the page explains come from the engine (issue 32, item 5): the trace's softmax row statistics,
// the feed-forward's sum before ReLU, the positional angles. Each is checked against a float64 computation
// written here from the trace's own inputs (masked, norm1 and W_1, the positions), not against the engine.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './load-module.mjs';
import { keepFor, isLarge } from '../../web/src/engine/compute.js';
import { createKeptRun, answerBeforeRunning } from '../../web/src/engine/kept-run.js';
import { explainCell } from '../../web/src/stage/explain.js';

const lab = await loadLab();

// Largest |a − b| / (1 + |b|), with the first index where it is worst, for a message that says where.
function worstAt(actual, expected) {
  let worst = 0, at = -1;
  for (let i = 0; i < expected.length; i++) {
    const e = Math.abs(actual[i] - expected[i]) / (1 + Math.abs(expected[i]));
    if (!(e <= worst)) [worst, at] = [e, i];  // NaN counts as worst
  }
  return { worst, at };
}

function assertClose(actual, expected, tolerance, what) {
  assert.equal(actual.length, expected.length, `${what}: length`);
  const { worst, at } = worstAt(actual, expected);
  assert.ok(worst <= tolerance, `${what}: worst relative difference ${worst} at ${at} (${actual[at]} vs ${expected[at]})`);
}

// Each row's max and Σe^(x − max) in float64; (0, 0) for a row of only −∞, as the engine records it.
function rowStats(masked, S) {
  const max = [], sum = [];
  for (let r = 0; r < masked.length / S; r++) {
    const row = Array.from(masked.subarray(r * S, (r + 1) * S));
    const m = Math.max(...row);
    max.push(m === -Infinity ? 0 : m);
    sum.push(m === -Infinity ? 0 : row.reduce((a, x) => a + Math.exp(x - m), 0));
  }
  return { max, sum };
}

test('row_max and row_sum: (B, h, T), each row\'s max and Σe^(x − m) of masked, for causal, padding with a fully masked item, and custom masks', () => {
  const configs = [
    {},
    { text: 'the cat sat\na dog', batch: 2, mask: 'causal+padding', validLengths: [3, 0], heads: 4 },
    { text: 'I like cats', mask: 'custom', customMask: [1, 0, 1, 1, 1, 0, 0, 0, 0] },
  ];
  for (const config of configs) {
    const run = lab.run(config), [B, h, T, S] = run.tensors.masked.shape;
    const what = JSON.stringify(config);
    assert.deepEqual(run.tensors.row_max.shape, [B, h, T], what);
    assert.deepEqual([...run.tensors.row_sum.axes], ['B', 'h', 'T'], what);
    const expected = rowStats(run.tensors.masked.data, S);
    assertClose(run.tensors.row_max.data, expected.max, 0, `${what} row_max`);  // the max is one of the row's floats
    assertClose(run.tensors.row_sum.data, expected.sum, 1e-6, `${what} row_sum`);
  }
  const padded = lab.run(configs[1]);
  assert.equal(padded.tensors.row_sum.data[padded.tensors.row_sum.data.length - 1], 0, 'a fully masked row has Σ 0');
});

test('row_max and row_sum are in the schema beside the weights, and absent with flash', () => {
  const names = lab.schema().tensors.map((t) => t.name);
  assert.deepEqual(names.slice(names.indexOf('weights'), names.indexOf('weights') + 3), ['weights', 'row_max', 'row_sum']);
  const flash = lab.run({ flash: { blockQ: 2, blockK: 2 } });
  assert.equal(flash.tensors.row_max, undefined);
  assert.equal(flash.tensors.row_sum, undefined);
});

test('hidden_pre: norm1 W_1 + b_1 before ReLU, in float64 here; hidden is max(0, hidden_pre)', () => {
  const run = lab.run({ text: 'the cat sat on the mat', block: true, dFF: 20 });
  const { norm1, W_1, b_1, hidden_pre: pre, hidden } = run.tensors;
  const [, T, D] = norm1.shape, F = W_1.shape[1];
  assert.deepEqual(pre.shape, [1, T, F]);
  const expected = [];
  for (let t = 0; t < T; t++) for (let f = 0; f < F; f++) {
    let sum = b_1.data[f];
    for (let i = 0; i < D; i++) sum += norm1.data[t * D + i] * W_1.data[i * F + f];
    expected.push(sum);
  }
  assertClose(pre.data, expected, 1e-5, 'hidden_pre');
  assert.ok(expected.some((x) => x < 0) && expected.some((x) => x > 0), 'the case has both signs');
  assert.deepEqual(Array.from(hidden.data), Array.from(pre.data, (x) => (x > 0 ? x : 0)));
  assert.equal(lab.run({}).tensors.hidden_pre, undefined, 'no block, no hidden_pre');
});

test('P_angle: t / 10000^(2⌊j/2⌋/d_model), in float64 here, and P is its sine (even j) or cosine (odd j); P_angle_q, P_angle_kv in cross-attention', () => {
  const run = lab.run({ text: 'the cat sat on the mat', dModel: 12 });
  const { P, P_angle: angle } = run.tensors, [T, D] = P.shape;
  assert.deepEqual(angle.shape, [T, D]);
  const expected = [];
  for (let t = 0; t < T; t++) for (let j = 0; j < D; j++) expected.push(t / 10000 ** ((2 * Math.floor(j / 2)) / D));
  assertClose(angle.data, expected, 1e-7, 'P_angle');
  assertClose(P.data, expected.map((a, k) => (k % 2 ? Math.cos(a) : Math.sin(a))), 1e-6, 'P from the angles');
  const cross = lab.run({ text: 'I like cats a lot', sourceText: "j'aime les chats", crossAttention: true });
  assert.deepEqual(cross.tensors.P_angle_q.shape, [5, 8]);
  assert.deepEqual([...cross.tensors.P_angle_kv.axes], ['S', 'd_model']);
  assert.equal(cross.tensors.P_angle, undefined);
  assert.equal(lab.run({ positional: 'rope' }).tensors.P_angle, undefined, 'no sinusoidal positions, no P_angle');
});

// P_angle in float64: t / 10000^(2⌊j/2⌋/d_model), for L positions.
function positionAngles(L, D) {
  const angles = [];
  for (let t = 0; t < L; t++) for (let j = 0; j < D; j++) angles.push(t / 10000 ** ((2 * Math.floor(j / 2)) / D));
  return angles;
}

test('lab.step position, position_q, position_kv: P_angle is an extra, t / 10000^(2⌊j/2⌋/d_model) in float64 here', () => {
  const options = { text: 'I like cats a lot', sourceText: "j'aime les chats", dModel: 12 };
  for (const id of ['position', 'position_q', 'position_kv']) {
    const suffix = id.slice('position'.length), out = lab.step(id, {}, options), angle = out[`P_angle${suffix}`];
    const L = out.output.shape[0];  // the side's tokens: T, or S for position_kv
    assert.deepEqual(angle.shape, [L, 12], id);
    assertClose(angle.data, positionAngles(L, 12), 1e-7, `${id}: P_angle${suffix}`);
  }
});

test('a large run\'s first picture (lab.step, no run) explains each cell of P with the angle it took sin or cos of', () => {
  const config = { text: Array.from({ length: 1024 }, (_, i) => `w${i % 50}`).join(' '), dModel: 16, heads: 2 };
  const plan = lab.plan(config), held = new Set(plan.tensors);
  assert.ok(isLarge(plan), 'a large run');
  const position = plan.steps.find((s) => s.output === 'P');
  const early = answerBeforeRunning(lab, config, {}, keepFor(position, held));
  assert.ok(early, 'the first picture needs no run');
  const T = plan.sizes.T, expected = positionAngles(T, 16);
  for (const [r, c] of [[0, 0], [3, 5], [T - 1, 14]]) {
    const line = explainCell(early, 'P', { b: 0, h: 0, lab }, r, c).lines[1];
    const shown = line.match(/= (sin|cos)\(([^)]+)\)/);
    assert.ok(shown, `P[${r}, ${c}]: no evaluated angle in "${line}"`);
    assert.equal(shown[1], c % 2 ? 'cos' : 'sin');
    const angle = Number(shown[2].replace('−', '-'));
    assert.ok(Math.abs(angle - expected[r * 16 + c]) <= 5e-5 * (1 + expected[r * 16 + c]), `P[${r}, ${c}]: ${angle} vs ${expected[r * 16 + c]}`);
  }
});

// Each row's mean and population variance over the last axis, in float64.
function rowMoments(data, n) {
  const mean = [], variance = [];
  for (let r = 0; r < data.length / n; r++) {
    const row = Array.from(data.subarray(r * n, (r + 1) * n)), m = row.reduce((a, x) => a + x, 0) / n;
    mean.push(m);
    variance.push(row.reduce((a, x) => a + (x - m) ** 2, 0) / n);
  }
  return { mean, variance };
}

test('norm1_mean, norm1_variance, norm2_…: (B, T), each row\'s mean and variance before LayerNorm and after (out_), in float64 here', () => {
  const run = lab.run({ text: 'the cat sat on the mat\nand then it slept', batch: 2, mask: 'causal+padding', block: true, dFF: 12 });
  const { B, T } = { B: 2, T: run.config.queryLen }, D = run.config.dModel;
  for (const [norm, input] of [['norm1', 'residual1'], ['norm2', 'residual2']]) {
    const before = rowMoments(run.tensors[input].data, D), after = rowMoments(run.tensors[norm].data, D);
    for (const [name, expected] of [['mean', before.mean], ['variance', before.variance], ['out_mean', after.mean], ['out_variance', after.variance]]) {
      const tensor = run.tensors[`${norm}_${name}`];
      assert.deepEqual([tensor.shape, [...tensor.axes]], [[B, T], ['B', 'T']], `${norm}_${name}`);
      assertClose(tensor.data, expected, 1e-6, `${norm}_${name}`);
    }
  }
  assert.equal(lab.run({}).tensors.norm1_mean, undefined, 'no block, no statistics');
});

test('sqrt_d_k: √d_k as a float, with no axes, what scaled divides scores by; with flash and the fused large path too', () => {
  for (const config of [{ dModel: 16, heads: 2 }, { dModel: 18, heads: 2 }, { dModel: 16, heads: 2, flash: { blockQ: 2, blockK: 2 } }]) {
    const run = lab.run(config), dK = run.config.dK, root = run.tensors.sqrt_d_k;
    assert.deepEqual(root.shape, [], JSON.stringify(config));
    assert.equal(root.data.length, 1);
    assert.equal(root.data[0], Math.fround(Math.sqrt(dK)), `d_k ${dK}`);
    if (run.tensors.scaled) assertClose(run.tensors.scaled.data, Array.from(run.tensors.scores.data, (x) => x / Math.sqrt(dK)), 1e-6, 'scaled');
  }
  const large = lab.run({ text: Array.from({ length: 600 }, (_, i) => `w${i % 40}`).join(' '), dModel: 18, heads: 2, keep: ['sqrt_d_k'] });
  assert.equal(large.tensors.sqrt_d_k.data[0], Math.fround(3));
});

test('rope_theta, rope_angle_q, rope_angle_k: θ_i = base^(−2i/d_k) and the angle t·θ_i, in float64 here; rotating Q_heads by them gives Q_rope', () => {
  const run = lab.run({ text: 'the cat sat on the mat', dModel: 16, heads: 2, positional: 'rope', ropeBase: 500 });
  const { rope_theta: theta, rope_angle_q: angleQ, rope_angle_k: angleK, Q_heads, Q_rope } = run.tensors;
  const [, , T, d] = Q_heads.shape, half = d / 2;
  const thetas = Array.from({ length: d }, (_, c) => 500 ** ((-2 * (c % half)) / d));
  assertClose(theta.data, thetas, 1e-7, 'rope_theta');
  const angles = [];
  for (let t = 0; t < T; t++) for (let c = 0; c < d; c++) angles.push(t * thetas[c]);
  assertClose(angleQ.data, angles, 1e-7, 'rope_angle_q');
  assertClose(angleK.data, angles, 1e-7, 'rope_angle_k (S = T here)');
  const rotated = [];  // head 0: (x_i, x_{i+d/2}) turned by the angle (rotate-half)
  for (let t = 0; t < T; t++) for (let c = 0; c < d; c++) {
    const i = c % half, a = Q_heads.data[t * d + i], b = Q_heads.data[t * d + i + half], angle = angles[t * d + c];
    rotated.push(c < half ? a * Math.cos(angle) - b * Math.sin(angle) : b * Math.cos(angle) + a * Math.sin(angle));
  }
  assertClose(Q_rope.data.subarray(0, T * d), rotated, 1e-6, 'Q_rope head 0 from the angles');
});

test('flash_rescale: e^(m_old − m_new) at each key tile from flash_m in float64 here, 0 before any key is seen', () => {
  const run = lab.run({ text: 'the cat sat on the mat and then it slept', flash: { blockQ: 3, blockK: 2 } });
  const { flash_m: m, flash_rescale: rescale } = run.tensors, [B, h, tiles, T] = m.shape;
  assert.deepEqual(rescale.shape, [B, h, tiles, T]);
  const expected = [];
  for (let bp = 0; bp < B * h; bp++) for (let j = 0; j < tiles; j++) for (let t = 0; t < T; t++) {
    const before = j === 0 ? -Infinity : m.data[(bp * tiles + j - 1) * T + t], now = m.data[(bp * tiles + j) * T + t];
    expected.push(before === -Infinity ? 0 : Math.exp(before - now));
  }
  assertClose(rescale.data, expected, 1e-6, 'flash_rescale');
  assert.ok(expected.some((x) => x > 0 && x < 1), 'the case has a max that grew');
  assert.equal(lab.run({}).tensors.flash_rescale, undefined, 'no flash, no flash_rescale');
});

test('trainer.trace: sentence is the mean next-token cross-entropy and accuracy of the logits, probs their softmax, in float64 here', () => {
  const trainer = lab.train({ layers: 1, heads: 2, dModel: 16, vocab: 12, seqLen: 10, batch: 4 });
  trainer.step(5);
  const tokens = [1, 5, 3, 7, 5, 3, 2, 9, 1, 4], T = tokens.length;
  const out = trainer.trace(tokens, { probs: 'all' }), V = out.logits.shape[1];
  let loss = 0, right = 0;
  const softmax = [];
  for (let t = 0; t < T; t++) {
    const row = Array.from(out.logits.data.subarray(t * V, (t + 1) * V)), m = Math.max(...row);
    const sum = row.reduce((a, l) => a + Math.exp(l - m), 0);
    softmax.push(...row.map((l) => Math.exp(l - m) / sum));
    if (t + 1 === T) continue;
    loss += m + Math.log(sum) - row[tokens[t + 1]];
    right += row.indexOf(m) === tokens[t + 1];
  }
  assert.ok(Math.abs(out.sentence.loss - loss / (T - 1)) < 1e-5, `${out.sentence.loss} vs ${loss / (T - 1)}`);
  assert.equal(out.sentence.accuracy, right / (T - 1));
  assert.deepEqual([out.probs.shape, out.probs.first], [[T, V], 0]);
  assertClose(out.probs.data, softmax, 1e-6, 'probs');
  const last = trainer.trace(tokens, { probs: 'last' });
  assert.deepEqual([last.probs.shape, last.probs.first], [[1, V], T - 1]);
  assert.deepEqual(Array.from(last.probs.data), Array.from(out.probs.data.subarray((T - 1) * V)));
  const one = trainer.trace([3]);
  assert.deepEqual(one.sentence, { loss: null, accuracy: null }, 'one token: nothing to predict');
  assert.equal(one.probs, undefined, 'probs only when asked');
  trainer.free();
});

test('trainer.probe: the engine\'s fixed probe of its task (an LCG from 2026: first draw 1 + 91264577 mod 31 = 20), a segment twice, at any length up to the context', () => {
  const trainer = lab.train({ layers: 1, heads: 2, dModel: 16, vocab: 32, seqLen: 24, batch: 2 });
  const probe = trainer.probe();
  assert.equal(probe.length, 24);
  assert.equal(probe[0], 20);
  assert.deepEqual(probe.slice(14), probe.slice(4, 14), 'the second copy of the 24/2 − 2 = 10-token segment');
  assert.deepEqual(trainer.probe(24), probe, 'the same every time');
  assert.equal(trainer.probe(16).length, 16);
  assert.throws(() => trainer.probe(25), (e) => e instanceof RangeError && e.field === 'length', 'past the context (24)');
  assert.throws(() => trainer.probe(0), (e) => e instanceof RangeError && e.field === 'length');
  assert.throws(() => trainer.probe(1.5), (e) => e instanceof RangeError && e.field === 'length');
  trainer.free();
  const reverse = lab.train({ task: 'reverse', layers: 1, heads: 2, dModel: 16, vocab: 12, seqLen: 11, batch: 2 });
  const digits = reverse.probe();
  assert.equal(digits[5], 1, 'the separator');
  assert.deepEqual(digits.slice(6), digits.slice(0, 5).reverse());
  reverse.free();
  const text = lab.train({ task: 'text', text: 'abcdefgh '.repeat(8), seqLen: 8, layers: 1, heads: 1, dModel: 8, batch: 2 });
  assert.deepEqual(text.probe(), [], 'the text task\'s probe is its text');
  text.free();
});

test('a kept large run answers the step that shows weights, P, Q_rope, K_rope, hidden, flash_m, flash_l or flash_O with the engine numbers their explanations read (keepFor)', () => {
  // What the worker does for a large run (kept-run.js), at a small size: each step's answer holds only keepFor's
  // names. Checked: each of those tensors at the step that makes it (P also where X is made from it; flash's
  // running m and l at every tile).
  const configs = [
    { text: 'the cat sat on the mat and then it slept', mask: 'causal+padding', validLengths: [7] },
    { text: 'the cat sat on the mat', positional: 'rope', dModel: 16, heads: 2 },
    { text: 'the cat sat on the mat', block: true, dFF: 12 },
    { text: 'the cat sat on the mat and then it slept', flash: { blockQ: 3, blockK: 4 } },
    { text: 'I like cats a lot', sourceText: "j'aime les chats", crossAttention: true },
  ];
  const explained = ['weights', 'P', 'P_q', 'P_kv', 'Q_rope', 'K_rope', 'hidden', 'flash_m', 'flash_l', 'flash_O'];
  for (const config of configs) {
    const plan = lab.plan(config), held = new Set(plan.tensors), kept = createKeptRun(lab);
    assert.ok(kept.open(JSON.stringify(config), config, {}));
    for (const step of plan.steps) {
      const answer = kept.answer(keepFor(step, held), 0, 0);
      const shown = [step.output, ...(step.group === 'flash' ? ['flash_m', 'flash_l'] : []), ...(step.id.startsWith('input') ? step.inputs : [])];
      for (const name of shown.filter((n) => explained.includes(n))) {
        assert.ok(answer.tensors[name], `${step.id}: ${name} kept`);
        const last = answer.tensors[name].shape.at(-1) - 1;
        for (const [r, c] of [[0, 0], [1, last]]) {
          let info;
          assert.doesNotThrow(() => { info = explainCell(answer, name, { b: 0, h: 0, tile: 0, lab }, r, c); }, `${JSON.stringify(config)} ${step.id}: ${name}[${r}, ${c}]`);
          assert.ok(info.lines.length >= 2, `${step.id}: ${name}[${r}, ${c}] explains only ${info.lines}`);
        }
      }
    }
  }
});

test('a kept large run explains every cell its step draws (output and inputs) from what keepFor kept: Q at the split step, weights at the context step, …', () => {
  // Each step's answer holds only keepFor's names, as the worker sends them; a cell whose explanation reads a
  // tensor the step did not keep threw (X, W_q at split; masked at context).
  const configs = [
    { text: 'the cat sat on the mat and then it slept', mask: 'causal+padding', validLengths: [7], bias: true },
    { text: 'I like cats a lot', sourceText: "j'aime les chats", crossAttention: true },
    { text: 'the cat sat on the mat', block: true, dFF: 12 },
    { text: 'the cat sat on the mat', positional: 'rope', dModel: 16, heads: 2 },
    { text: 'the cat sat on the mat and then it slept', flash: { blockQ: 3, blockK: 4 } },
  ];
  for (const config of configs) {
    const plan = lab.plan(config), held = new Set(plan.tensors), kept = createKeptRun(lab);
    assert.ok(kept.open(JSON.stringify(config), config, {}));
    for (const step of plan.steps) {
      const answer = kept.answer(keepFor(step, held), 0, 0);
      for (const name of [step.output, ...step.inputs].filter((n) => answer.tensors[n])) {
        const r = answer.tensors[name].shape.length > 1 ? 1 : 0;  // a bias has one row
        let info;
        assert.doesNotThrow(() => { info = explainCell(answer, name, { b: 0, h: 0, tile: 0, lab }, r, 0); }, `${JSON.stringify(config)} ${step.id}: ${name}[${r}, 0]`);
        const flashZ = name === 'Z' && config.flash;  // no weights to write Z from: the value alone (left to do)
        assert.ok(info.lines.length >= (flashZ ? 1 : 2), `${step.id}: ${name} explains only ${info.lines}`);
      }
    }
  }
});
