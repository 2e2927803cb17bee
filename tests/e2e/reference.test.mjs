// The float64 reference the browser and lesson tests hold the page's numbers to
// (helpers/reference.mjs): first against hand-worked numbers, then against lab.run on many
// configurations (every mask, cross-attention, bias, d_k ≠ d_v, batches, a fully masked row, d = 512).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './helpers/lab.mjs';
import { referenceForward, referenceShapes, referenceAt, compareWithReference } from './helpers/reference.mjs';

const lab = await loadLab();
const I4 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
const config = (c) => ({ batch: 1, heads: 1, dFF: 0, validLengths: [], customMask: [], ...c });
const close = (actual, expected, tol, what) => {
  assert.equal(actual.length, expected.length, what);
  for (const [i, e] of expected.entries()) assert.ok(Math.abs(actual[i] - e) <= tol, `${what}[${i}]: ${actual[i]}, expected ${e}`);
};

test('reference: cross-attention with identity weights gives the hand-worked scores, weights and Z', () => {
  // Q = X_q (2×4), K = V = X_kv (3×4), d_k = 4 (worked by hand in tests/cpp/worked_examples_test.cpp).
  const trace = {
    config: config({ queryLen: 2, keyLen: 3, dModel: 4, dK: 4, dV: 4, mask: 'none', crossAttention: true }),
    tensors: { X_q: { data: [0.2, 0.4, 0.6, 0.8, 0.1, 0.3, 0.5, 0.7] }, X_kv: { data: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2] },
      W_q: { data: I4 }, W_k: { data: I4 }, W_v: { data: I4 }, W_o: { data: I4 } },
  };
  const ref = referenceForward(trace);
  close(ref.scores.data, [0.6, 1.4, 2.2, 0.5, 1.14, 1.78], 1e-12, 'scores');
  close(ref.scaled.data, [0.3, 0.7, 1.1, 0.25, 0.57, 0.89], 1e-12, 'scaled');
  close(ref.weights.data, [0.211983, 0.316241, 0.471776, 0.233994, 0.322240, 0.443766], 1e-6, 'weights');
  close(ref.Y.data, [0.603917, 0.703917, 0.803917, 0.903917, 0.583909, 0.683909, 0.783909, 0.883909], 1e-6, 'Y');
  assert.deepEqual(ref.weights.shape, [1, 1, 2, 3]);
});

test('reference: the causal mask makes softmax([0.9, 1.1]) [0.4502, 0.5498] and row 0 [1, 0]; a fully masked row is zeros', () => {
  // X = I (2×2), so Q = W_q = √2·[[1.0, 0.8], [0.9, 1.1]] and K = W_k = I; d_k = 2: scaled = Q·Kᵀ / √2.
  const r2 = Math.SQRT2;
  const trace = {
    config: config({ queryLen: 2, keyLen: 2, dModel: 2, dK: 2, dV: 2, mask: 'causal' }),
    tensors: { X: { data: [1, 0, 0, 1] }, W_q: { data: [1.0 * r2, 0.8 * r2, 0.9 * r2, 1.1 * r2] }, W_k: { data: [1, 0, 0, 1] }, W_v: { data: [1, 0, 0, 1] }, W_o: { data: [1, 0, 0, 1] } },
  };
  const ref = referenceForward(trace);
  close(ref.scaled.data, [1.0, 0.8, 0.9, 1.1], 1e-12, 'scaled');
  assert.equal(ref.masked.data[1], -Infinity);
  close(ref.weights.data, [1, 0, 0.450166, 0.549834], 1e-6, 'weights');
  const custom = referenceForward({ ...trace, config: { ...trace.config, mask: 'custom', customMask: [1, 1, 0, 0] } });
  assert.deepEqual(Array.from(custom.weights.data.slice(2)), [0, 0], 'row 1 may attend nowhere');
  assert.deepEqual(Array.from(custom.Y.data.slice(2)), [0, 0]);
});

const CONFIGS = [
  {},
  { text: 'I like cats', mask: 'none' },
  { crossAttention: true, mask: 'padding', heads: 3, dModel: 9, bias: true },
  { batch: 3, mask: 'causal+padding', validLengths: [6, 3, 1], bias: true, heads: 4, dModel: 16 },
  { heads: 2, dModel: 8, dK: 3, dV: 5 },
  { text: 'a b c', mask: 'custom', customMask: [1, 0, 1, 0, 0, 0, 1, 1, 1] },
  { text: 'Me gustan los gatos', dModel: 512, heads: 8 },
  { text: Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '), dModel: 64, heads: 4, bias: true },
  // issue 16: grouped/multi-query heads, RoPE, ALiBi (h = 6 has interpolated slopes), sliding windows, flash
  { heads: 4, dModel: 16, kvHeads: 2, positional: 'rope' },
  { heads: 6, dModel: 12, positional: 'alibi', mask: 'sliding', window: 2 },
  { batch: 2, text: 'a b c d e\nf g h', heads: 4, dModel: 16, kvHeads: 1, mask: 'sliding+padding', window: 3, bias: true },
  { crossAttention: true, heads: 4, dModel: 16, kvHeads: 2, positional: 'alibi', mask: 'causal' },
  { heads: 2, dModel: 16, kvHeads: 1, positional: 'rope', flash: { blockQ: 2, blockK: 3 } },
];

for (const c of CONFIGS) {
  test(`reference: agrees with lab.run to 1e-6 (relative to the largest value) for ${JSON.stringify(c).slice(0, 90)}`, () => {
    const trace = lab.run(c);
    const ref = referenceForward(trace);
    const shapes = referenceShapes(trace.config);
    for (const [name, tensor] of Object.entries(ref)) {
      if (trace.config.flash && !trace.tensors[name]) continue; // flash keeps no T×S scores or weights
      assert.deepEqual(trace.tensors[name].shape, shapes[name], `${name} shape`);
      const largest = tensor.data.reduce((m, v) => (Number.isFinite(v) ? Math.max(m, Math.abs(v)) : m), 1);
      const { maxDiff, at } = compareWithReference(trace.tensors[name].data, tensor.data);
      assert.ok(maxDiff <= 1e-6 * largest, `${name}: max difference ${maxDiff} at ${at} (largest value ${largest})`);
    }
  });
}

test('reference: referenceAt reads (b, h, row, column) of a 4-D tensor and (b, row, column) of a 3-D one', () => {
  const four = { shape: [2, 3, 2, 2], data: Array.from({ length: 24 }, (_, i) => i) };
  assert.equal(referenceAt(four, { b: 1, h: 2 }, 1, 0), 22); // ((1·3 + 2)·2 + 1)·2 + 0
  const three = { shape: [2, 2, 3], data: Array.from({ length: 12 }, (_, i) => i) };
  assert.equal(referenceAt(three, { b: 1 }, 1, 2), 11);
});

test('reference: compareWithReference reports a difference, −∞ against a number, and a length mismatch', () => {
  assert.deepEqual(compareWithReference([1, 2, 3], [1, 2.5, 3]), { maxDiff: 0.5, at: 1 });
  assert.deepEqual(compareWithReference([-Infinity, 0], [-Infinity, 0]), { maxDiff: 0, at: -1 });
  assert.equal(compareWithReference([0, -Infinity], [0, -1e30]).maxDiff, Infinity);
  assert.equal(compareWithReference([0, NaN], [0, 0]).maxDiff, Infinity);
  assert.equal(compareWithReference([0], [0, 0]).maxDiff, Infinity);
});
