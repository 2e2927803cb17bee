// lab.step: every step of attention on its own. Chained from the text (or X) to Y, the steps give lab.run's
// tensors bit for bit; bad calls are refused with a RangeError naming the tensor (and axis), and leave the
// module usable. Hand-worked numbers pin softmax's row max and row sum and LayerNorm's statistics.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadLab, maxRelativeError } from './load-module.mjs';

const lab = await loadLab();

// Bit for bit: the same float32 bits in the same shape (−0 and +0 differ; NaN meets NaN).
function assertSameBits(actual, expected, what) {
  assert.deepEqual(actual.shape, expected.shape, `${what}: shape`);
  const a = new Uint32Array(Float32Array.from(actual.data).buffer), b = new Uint32Array(Float32Array.from(expected.data).buffer);
  const first = a.findIndex((x, i) => x !== b[i]);
  assert.equal(first, -1, `${what}: differs first at flat index ${first} (${actual.data[first]} vs ${expected.data[first]})`);
}

// The settings lab.step's resolving steps (embed, position, mask) read, from a run's resolved config.
function settingsOf(config) {
  const { text, sourceText, batch, queryLen, keyLen, dModel, seed, mask, validLengths, customMask, crossAttention, heads } = config;
  return { text, sourceText, batch, queryLen, keyLen, dModel, seed, mask, validLengths, customMask, crossAttention, heads };
}

// Chains lab.step from the start of a run's step list to its end, each step fed the tensors its trace step
// names (from earlier steps' outputs, or the run's own weights and given inputs), and compares every output.
function chain(config, inputs) {
  const run = lab.run(config, inputs);
  const made = {};
  const have = (name) => made[name] ?? run.tensors[name];
  let checked = 0;
  for (const s of run.steps) {
    if (s.group === 'embed' && s.inputs.length === 0 && /^X/.test(s.output)) continue;  // X given: no step makes it
    const given = {};
    for (const name of s.inputs) if (!/tokens$/.test(name)) given[name] = made[name] ?? (/^[Wb]_|^X/.test(name) ? have(name) : undefined);
    for (const [name, value] of Object.entries(given)) assert.ok(value, `${s.id}: ${name} was made by no earlier step`);
    const options = { ...settingsOf(run.config), dK: run.config.dK };
    const result = lab.step(s.id, given, options);
    assertSameBits(result.output, run.tensors[s.output], `${JSON.stringify(config).slice(0, 60)} ${s.id} → ${s.output}`);
    made[s.output] = result.output;
    checked++;
  }
  return checked;
}

test('lab.step chained from the text to Y gives lab.run\'s tensors bit for bit, for masks, cross-attention, bias, batch, d_k ≠ d_v and the block', () => {
  const configs = [
    { text: 'the cat sat on the mat', mask: 'causal' },
    { text: 'the cat sat on the mat', mask: 'none', dModel: 12, heads: 3, bias: true },
    { text: 'the cat sat\na dog ran far away', batch: 2, mask: 'padding' },
    { text: 'the cat sat\na dog ran far away\nhi', batch: 3, mask: 'causal+padding', validLengths: [3, 5, 2] },
    { text: 'I like cats', mask: 'custom', customMask: [1, 0, 1, 1, 1, 0, 0, 1, 1] },
    { text: 'I like cats a lot', sourceText: "j'aime les chats", crossAttention: true, mask: 'none', bias: true },
    { text: 'the cat sat on', dModel: 8, heads: 2, dK: 3, dV: 5, mask: 'causal', seed: 9 },
    { text: 'the cat sat on the mat', block: true, dFF: 20, bias: true },
  ];
  let steps = 0;
  for (const config of configs) steps += chain(config);
  assert.ok(steps >= configs.length * 17, `${steps} steps compared`);
});

test('lab.step chained from a given X (no text) matches lab.run, and a given X_q/X_kv in cross-attention', () => {
  const X = Float32Array.from({ length: 2 * 5 * 8 }, (_, i) => Math.sin(i * 0.7));
  assert.equal(chain({ batch: 2, queryLen: 5, dModel: 8, heads: 4, mask: 'causal' }, { X }), 14);
  const X_kv = Float32Array.from({ length: 3 * 8 }, (_, i) => Math.cos(i));
  chain({ crossAttention: true, queryLen: 5, keyLen: 3, dModel: 8, heads: 2, mask: 'none' }, { X_q: X.subarray(0, 40), X_kv });
});

test('lab.run\'s fused path (scores, scaled and masked not kept) agrees with the steps to float rounding', () => {
  // The fused softmax sums over a row's visible keys only, so its additions group differently: the same
  // numbers to within a few units in the last place, not bit for bit.
  const config = { text: 'the cat sat on the mat and then it slept', dModel: 16, heads: 4, mask: 'causal' };
  const full = lab.run(config), fused = lab.run({ ...config, keep: ['Y', 'weights'] });
  for (const name of ['weights', 'Y']) {
    const worst = maxRelativeError(fused.tensors[name].data, full.tensors[name].data);  // |a − b| / (1 + |b|)
    assert.ok(worst < 1e-6, `${name}: worst difference ${worst}`);
  }
});

test('lab.step softmax: hand-worked weights, row max and row sum; −∞ keys get 0 and a fully masked row stays 0', () => {
  // softmax([0.9, 1.1]): m = 1.1, Σ = e^−0.2 + 1 = 1.8187308, weights 0.4501660 and 0.5498340.
  const r = lab.step('softmax', { masked: [[0.9, 1.1], [-Infinity, -Infinity], [0, -Infinity]] });
  assert.deepEqual(r.output.shape, [1, 1, 3, 2]);  // leading batch and head axes of 1 added
  const w = Array.from(r.output.data);
  assert.ok(Math.abs(w[0] - 1 / (1 + Math.exp(0.2))) < 1e-7 && Math.abs(w[1] - 1 / (1 + Math.exp(-0.2))) < 1e-7, String(w));
  assert.deepEqual(w.slice(2), [0, 0, 1, 0]);
  assert.deepEqual(Array.from(r.row_max.data), [Math.fround(1.1), 0, 0]);
  assert.ok(Math.abs(r.row_sum.data[0] - (1 + Math.exp(-0.2))) < 1e-6);
  assert.deepEqual(Array.from(r.row_sum.data.subarray(1)), [0, 1]);
});

test('lab.step scale and mask: typed scores with d_k = 1 stay as typed; a causal mask is 0 on and below the diagonal', () => {
  const scaled = lab.step('scale', { scores: [[1.0, 0.8], [0.9, 1.1]] }, { dK: 1 }).output;
  assert.deepEqual(Array.from(scaled.data), [1.0, 0.8, 0.9, 1.1].map(Math.fround));
  assert.deepEqual(Array.from(lab.step('scale', { scores: [[2, -6]] }, { dK: 4 }).output.data), [1, -3]);
  const M = lab.step('mask', {}, { mask: 'causal', queryLen: 3 }).output;
  assert.deepEqual(M.shape, [1, 3, 3]);
  assert.deepEqual(Array.from(M.data), [0, -Infinity, -Infinity, 0, 0, -Infinity, 0, 0, 0]);
  // scores_h = Q_h K_hᵀ by hand: [1 2]·[3 4] = 11, [1 2]·[0 1] = 2.
  assert.deepEqual(Array.from(lab.step('scores', { Q_heads: [[1, 2]], K_heads: [[3, 4], [0, 1]] }).output.data), [11, 2]);
});

test('lab.step norm1: LayerNorm with each row\'s mean and variance (hand-worked)', () => {
  const r = lab.step('norm1', { residual1: [[[1, 2, 3, 4], [-5, 0, 5, 10]]] });
  assert.deepEqual(Array.from(r.mean.data), [2.5, 2.5]);
  assert.deepEqual(Array.from(r.variance.data), [1.25, 31.25]);
  assert.ok(Math.abs(r.output.data[0] - -1.5 / Math.sqrt(1.25 + 1e-5)) < 1e-6);
});

test('lab.steps lists every step of a run with the same output, and inputs the run\'s step names', () => {
  const specs = new Map(lab.steps().map((s) => [s.id, s]));
  for (const config of [{}, { crossAttention: true, bias: true, block: true }, { crossAttention: true }]) {
    for (const s of lab.run(config).steps) {
      const spec = specs.get(s.id);
      assert.ok(spec, `${s.id} is listed`);
      assert.equal(spec.output.name, s.output, s.id);
      for (const name of s.inputs.filter((n) => !/tokens$/.test(n)))
        assert.ok(spec.inputs.some((i) => i.name === name || i.also.includes(name)), `${s.id} takes ${name}`);
    }
  }
  assert.ok(specs.get('softmax').extras.map((e) => e.name).join() === 'row_max,row_sum');
});

test('lab.step reaches every step lab.steps lists by its id: given nothing, each runs or asks for its first input', () => {
  // One bound function takes the id (no function per step, so no limit on how many there are).
  for (const spec of lab.steps()) {
    const first = spec.inputs.find((i) => !i.optional);
    if (!first) {
      assert.ok(lab.step(spec.id, {}, { text: 'the cat sat' }).output.data.length > 0, spec.id);
      continue;
    }
    assert.throws(() => lab.step(spec.id, {}), (e) => e instanceof RangeError && e.field === first.name && e.message.includes(`step ${spec.id} needs ${first.name}`), spec.id);
  }
});

test('lab.step refuses bad calls with a RangeError naming the tensor or setting, and the module stays usable', () => {
  const good = () => lab.step('scores', { Q_heads: [[1, 2]], K_heads: [[3, 4]] }).output.data[0];
  const Q = { shape: [1, 2, 3, 4], data: new Float32Array(24) };
  const refused = [
    [() => lab.step('nope', {}), 'id'],
    [() => lab.step(7, {}), 'id'],
    [() => lab.step('scores', { Q_heads: Q }), 'K_heads'],
    [() => lab.step('scores', { Q_heads: Q, K_heads: { shape: [1, 2, 3, 3], data: new Float32Array(18) } }), 'K_heads', /axis d_k is 3, but Q_heads has d_k = 4/],
    [() => lab.step('scores', { Q_heads: Q, K_heads: Q, V_heads: Q }), 'V_heads', /not one of them/],
    [() => lab.step('scores', { Q_heads: { shape: [2, 2], data: [1, 2, 3] }, K_heads: Q }), 'Q_heads', /holds 3 numbers/],
    [() => lab.step('scores', { Q_heads: [[1, 2], [3]], K_heads: Q }), 'Q_heads', /same length/],
    [() => lab.step('scores', { Q_heads: [[1, '2']], K_heads: Q }), 'Q_heads', /not a number/],
    [() => lab.step('scores', { Q_heads: [[1, NaN]], K_heads: [[1, 2]] }), 'Q_heads', /NaN at flat index 1/],
    [() => lab.step('scores', { Q_heads: [[1, Infinity]], K_heads: [[1, 2]] }), 'Q_heads', /\+∞/],
    [() => lab.step('softmax', { masked: [[1, Infinity]] }), 'masked', /or −∞ where masked/],
    [() => lab.step('scores', { Q_heads: [[1, 2e6]], K_heads: [[1, 2]] }), 'Q_heads', /between -1e6 and 1e6/],
    [() => lab.step('scores', { Q_heads: { shape: [1, 1, 5000, 1], data: new Float32Array(5000) }, K_heads: [[1]] }), 'Q_heads', /axis T is 5000/],
    [() => lab.step('scale', { scores: [[1, 2]] }), 'dK'],
    [() => lab.step('split_q', { Q: [[[1, 2, 3]]] }, { heads: 2 }), 'heads', /does not split into 2 heads/],
    [() => lab.step('mask', {}, { mask: 'sideways' }), 'mask'],
    [() => lab.step('mask', {}, { mask: { valueOf: () => 'causal' } }), 'mask'],
    [() => lab.step('scores', { get Q_heads() { throw new Error('boom'); }, K_heads: Q }), 'Q_heads', /could not be read/],
    [() => lab.step('scores', { Q_heads: { shape: [1, 1, 1, 2], data: new BigInt64Array(2) }, K_heads: Q }), 'Q_heads'],
  ];
  for (let round = 0; round < 200; round++) {
    for (const [call, field, message] of refused) {
      assert.throws(call, (e) => e instanceof RangeError && e.field === field && (!message || message.test(e.message)), `${call} → ${field}`);
    }
  }
  // An output beyond the memory limit (64·64·4096·4096 scores) is refused, once: its inputs alone are 128 MB.
  const huge = { shape: [64, 64, 4096, 1], data: new Float32Array(64 * 64 * 4096) };
  assert.throws(() => lab.step('scores', { Q_heads: huge, K_heads: huge }), (e) => e instanceof RangeError && e.field === 'size');
  assert.equal(good(), 11);
  assertSameBits(lab.run({}).tensors.Y, lab.run({}).tensors.Y, 'a run after the refusals');
});
