// Heads split across workers (web/src/engine/head-split.js) on the built module: each group is a run with headRange,
// and the groups' Y added is the one-run Y to float rounding, with bias, padding, batches, cross-attention,
// key/value groups and ALiBi, and whatever `keep` asks; a group's Y is its own heads' share, not the whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadLab, maxRelativeError } from './load-module.mjs';
import { headPart, splitHeads, addParts } from '../../web/src/engine/head-split.js';

const lab = await loadLab();
const words = (n) => Array.from({ length: n }, (_, i) => ['the', 'cat', 'sat', 'on', 'a', 'mat'][i % 6] + (i % 5)).join(' ');

test('splitHeads: heads cut into even groups, none empty', () => {
  assert.deepEqual(splitHeads(12, 2), [[0, 6], [6, 12]]);
  assert.deepEqual(splitHeads(5, 2), [[0, 3], [3, 5]]);
  assert.deepEqual(splitHeads(1, 2), [[0, 1]]);
  assert.deepEqual(splitHeads(7, 3), [[0, 3], [3, 5], [5, 7]]);
  assert.deepEqual(splitHeads(12, 2, 4), [[0, 6], [6, 12]]);  // kvHeads 4: groups of 3 query heads
  assert.deepEqual(splitHeads(12, 2, 3), [[0, 8], [8, 12]]);  // kvHeads 3: groups of 4, two and one
  assert.deepEqual(splitHeads(8, 2, 1), [[0, 8]]);            // multi-query: one group
});

const configs = {
  'causal+padding with bias, two items': { text: `${words(50)}\n${words(33)}`, batch: 2, mask: 'causal+padding', dModel: 30, heads: 5, bias: true },
  'cross-attention, d_k ≠ d_v': { text: words(20), sourceText: words(9), crossAttention: true, mask: 'none', dModel: 16, heads: 4, dK: 3, dV: 5 },
  'a keep that asks for Y only': { text: words(40), mask: 'causal', dModel: 24, heads: 6, keep: ['Y'] },
  'kvHeads 2 of 6, ALiBi, the steps one by one': { text: words(30), mask: 'causal', dModel: 24, heads: 6, kvHeads: 2, positional: 'alibi' },
  'flash tiles, RoPE, a block asked for': { text: words(25), dModel: 16, heads: 4, positional: 'rope', flash: { blockQ: 4, blockK: 8 }, block: true },
};
for (const [label, settings] of Object.entries(configs)) {
  test(`headPart: two groups' Y added is the one-run Y to float rounding (${label})`, () => {
    const config = { ...lab.defaultConfig(), ...settings };
    const one = lab.run({ ...config, keep: ['Y'] }).tensors.Y;
    const { h, h_kv: hKv } = lab.plan(config).sizes;
    for (const groups of [2, 3]) {
      const Y = addParts(splitHeads(h, groups, hKv).map(([from, to]) => headPart(lab, config, {}, from, to)));
      assert.deepEqual(Y.shape, one.shape);
      const error = maxRelativeError(Y.data, one.data);
      assert.ok(error < 1e-5, `${groups} groups: largest relative difference ${error}`);
    }
  });
}

test('headPart: given weights are the ones cut, not the seeded ones', () => {
  const config = { ...lab.defaultConfig(), text: words(12), dModel: 8, heads: 2 };
  const W_q = Array.from({ length: 64 }, (_, i) => ((i * 7) % 11) / 10 - 0.5);
  const one = lab.run({ ...config, keep: ['Y'] }, { W_q }).tensors.Y;
  const Y = addParts(splitHeads(2, 2).map(([from, to]) => headPart(lab, config, { W_q }, from, to)));
  assert.ok(maxRelativeError(Y.data, one.data) < 1e-5);
});

test('headPart: each group is a run of its heads only, whose Y is their share (the first adds b_o)', () => {
  const config = { ...lab.defaultConfig(), text: words(10), dModel: 8, heads: 2, bias: true };
  const whole = lab.run(config);
  const [T, D, dV] = [10, 8, 4], { Z, W_o, b_o } = whole.tensors;
  for (const [from, to] of splitHeads(2, 2)) {
    const Y = headPart(lab, config, {}, from, to);
    let largest = 0;
    for (let t = 0; t < T; t++) for (let m = 0; m < D; m++) {
      let y = from === 0 ? b_o.data[m] : 0;
      for (let j = 0; j < dV; j++) y += Z.data[(from * T + t) * dV + j] * W_o.data[(from * dV + j) * D + m];
      largest = Math.max(largest, Math.abs(Y.data[t * D + m] - y));
    }
    assert.ok(largest < 1e-5, `heads [${from}, ${to}): largest difference from Z_h · W_o rows ${largest}`);
  }
});
