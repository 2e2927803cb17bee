// Cross-attention decoded one target token at a time (lab.decode): the source's K and V are projected once and
// read by every target token, and each row of Y equals the engine's full lab.run of the same example (same
// source, inputs and matrices) bit for bit. The independent references: lab.run, and the worked example's hand
// arithmetic (tests/cpp/worked_examples_test.cpp).
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './load-module.mjs';
import { presetById } from '../../web/src/state/presets.js';

const lab = await loadLab();
const cats = presetById('i-like-cats-cross');

// The indices where two float arrays differ in any bit (−0 and +0 count as different).
function differing(a, b) {
  assert.equal(a.length, b.length);
  const bad = [];
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) bad.push(`[${i}] ${a[i]} vs ${b[i]}`);
  return bad;
}
const row = (tensor, r) => tensor.data.subarray(r * tensor.shape.at(-1), (r + 1) * tensor.shape.at(-1));

test('cross decode: “Me gustan” over “I like cats” gives every row of the full lab.run bit for bit', () => {
  const { steps, source } = lab.decode(cats.config, cats.inputs);
  for (const keep of [undefined, ['Y']]) {  // every tensor kept (step by step) or Y alone (the fused path)
    const full = lab.run({ ...cats.config, ...(keep ? { keep } : {}) }, cats.inputs);
    assert.equal(steps.length, full.tensors.Y.shape[1]);
    for (const step of steps) assert.deepEqual(differing(step.y, row(full.tensors.Y, step.t)), [], `keep ${keep}, target token ${step.t}`);
  }
  // The hand-worked rows: weights over the 3 source tokens, and Y = Z (every weight the identity).
  const byHand = [[0.603917, 0.703917, 0.803917, 0.903917], [0.583909, 0.683909, 0.783909, 0.883909]];
  const weights = [[0.211983, 0.316241, 0.471776], [0.233994, 0.322240, 0.443766]];
  steps.forEach((step, t) => {
    step.y.forEach((v, i) => assert.ok(Math.abs(v - byHand[t][i]) < 1e-6, `y[${t}][${i}] = ${v}`));
    step.weights[0].forEach((v, s) => assert.ok(Math.abs(v - weights[t][s]) < 1e-6, `weights[${t}][${s}] = ${v}`));
  });
  assert.equal(source.S, 3);
});

test('cross decode: the source’s K and V are computed once, equal the full run’s, and no step adds a key', () => {
  const { steps, source } = lab.decode(cats.config, cats.inputs);
  const full = lab.run(cats.config, cats.inputs);
  assert.deepEqual(differing(source.K, full.tensors.K.data), []);
  assert.deepEqual(differing(source.V, full.tensors.V.data), []);
  for (const step of steps) {
    assert.equal(step.k.length, 0);
    assert.equal(step.v.length, 0);
    assert.equal(step.weights[0].length, 3, 'each target token reads all 3 source keys');
    assert.deepEqual(differing(step.weights[0], row(full.tensors.weights, step.t)), []);
  }
});

test('cross decode: heads, shared key/value heads, bias and a padded source match the full run bit for bit', () => {
  const config = { crossAttention: true, text: 'me gustan los gatos\nyo tambien', sourceText: 'I like cats very much\nme too',
    batch: 2, dModel: 16, heads: 4, kvHeads: 2, bias: true, seed: 3 };
  for (const mask of ['none', 'padding']) {
    const full = lab.run({ ...config, mask, keep: ['Y', 'K'] });
    const [, T, D] = full.tensors.Y.shape;
    for (const item of [0, 1]) {
      const { steps, source } = lab.decode({ ...config, mask }, undefined, item);
      const HK = full.tensors.K.shape[2], S = full.tensors.K.shape[1];
      assert.deepEqual(differing(source.K, full.tensors.K.data.subarray(item * S * HK, (item + 1) * S * HK)), [], `${mask}, item ${item}: K`);
      for (const step of steps)
        assert.deepEqual(differing(step.y, full.tensors.Y.data.subarray((item * T + step.t) * D, (item * T + step.t + 1) * D)), [], `${mask}, item ${item}, token ${step.t}`);
    }
  }
});

test('cross decode: a custom mask is refused with the field named; self-attention still answers no source', () => {
  assert.throws(() => lab.decode({ ...cats.config, mask: 'custom', customMask: [1, 1, 0, 1, 1, 1] }, cats.inputs),
    (e) => e instanceof RangeError && e.field === 'mask' && e.key === 'decode.crossCustom');
  assert.equal(lab.decode({ text: 'a b c', mask: 'causal' }).source, null);
});
