// Generation one token at a time, and the rest of the transformer block, through the JavaScript API.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadLab, maxRelativeError } from './load-module.mjs';

const lab = await loadLab();
const config = { text: 'the cat sat on the mat today', dModel: 12, heads: 3, bias: true, batch: 2 };

test('decode: each token\'s new output row equals the full causal run\'s row (float precision)', () => {
  const full = lab.run(config);
  const { shape: [, T, D] } = full.tensors.Y;
  for (const item of [0, 1]) {
    const { steps } = lab.decode(config, undefined, item);
    assert.equal(steps.length, T);
    for (const step of steps) {
      const row = full.tensors.Y.data.subarray((item * T + step.t) * D, (item * T + step.t + 1) * D);
      assert.ok(maxRelativeError(step.y, row) < 1e-5, `item ${item}, token ${step.t}`);
      assert.equal(step.weights.length, 3);
      assert.equal(step.weights[0].length, step.t + 1);  // the cache holds t+1 keys
    }
  }
});

test('decode: the KV cache rows are the full run\'s K and V rows', () => {
  const full = lab.run(config);
  const { steps } = lab.decode(config);
  const HK = full.tensors.K.shape[2];
  for (const step of steps)
    assert.ok(maxRelativeError(step.k, full.tensors.K.data.subarray(step.t * HK, (step.t + 1) * HK)) < 1e-6);
});

test('decode: refuses a mask other than causal, and a missing batch item, with the field named', () => {
  assert.throws(() => lab.decode({ ...config, mask: 'none' }), (e) => e instanceof RangeError && e.field === 'mask');
  assert.throws(() => lab.decode(config, undefined, 7), (e) => e instanceof RangeError && e.field === 'item');
  assert.equal(lab.run({}).steps.length, 17);
});

test('block: adds Add & Norm and the feed-forward steps with shapes d_model → d_ff → d_model', () => {
  const trace = lab.run({ text: 'I like cats', block: true, dFF: 32 });
  assert.deepEqual(trace.steps.slice(-6).map((s) => s.id), ['residual1', 'norm1', 'ffn_hidden', 'ffn_out', 'residual2', 'norm2']);
  assert.deepEqual(trace.tensors.hidden.shape, [1, 3, 32]);
  assert.deepEqual(trace.tensors.W_1.shape, [8, 32]);
  assert.deepEqual(trace.tensors.norm2.shape, [1, 3, 8]);
  assert.equal(trace.config.dFF, 32);
  const row = trace.tensors.norm2.data.subarray(0, 8);
  const mean = row.reduce((a, b) => a + b) / 8;
  assert.ok(Math.abs(mean) < 1e-6, `row mean ${mean}`);
});

test('block: without block the trace has no block tensors; W_1 is refused', () => {
  assert.equal(lab.run({}).tensors.norm2, undefined);
  assert.throws(() => lab.run({}, { W_1: [1] }), (e) => e.field === 'inputs.W_1');
});
