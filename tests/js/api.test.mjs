// The module's public surface: defaultConfig, run, every tensor of docs/ARCHITECTURE.md for every kind of run.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './load-module.mjs';

const lab = await loadLab();

const coreNames = ['W_q', 'W_k', 'W_v', 'W_o', 'Q', 'K', 'V', 'Q_heads', 'K_heads', 'V_heads',
  'scores', 'sqrt_d_k', 'scaled', 'M', 'masked', 'weights', 'row_max', 'row_sum', 'Z', 'concat', 'Y'];
const selfNames = ['E', 'P', 'P_angle', 'X', ...coreNames];
const crossNames = ['E_q', 'P_q', 'P_angle_q', 'X_q', 'E_kv', 'P_kv', 'P_angle_kv', 'X_kv', ...coreNames];
const biasNames = ['b_q', 'b_k', 'b_v', 'b_o'];
const product = (shape) => shape.reduce((a, b) => a * b, 1);

test('defaultConfig: has every documented field', () => {
  const config = lab.defaultConfig();
  assert.deepEqual(Object.keys(config).sort(), ['batch', 'bias', 'block', 'crossAttention', 'customMask', 'dFF', 'dK',
    'dModel', 'dV', 'heads', 'keyLen', 'mask', 'queryLen', 'seed', 'sourceText', 'text', 'validLengths',
    'kvHeads', 'positional', 'ropeBase', 'window', 'flash'].sort());
  assert.equal(config.mask, 'causal');
  assert.equal(config.positional, 'sinusoidal');
  assert.equal(config.flash, false);
});

test('run: with no arguments uses the defaults and resolves the sizes', () => {
  const trace = lab.run();
  assert.equal(trace.config.queryLen, 6);
  assert.equal(trace.config.dK, 4);
  assert.deepEqual(trace.tokens, [['the', 'cat', 'sat', 'on', 'the', 'mat']]);
});

for (const mask of ['none', 'causal', 'padding', 'causal+padding', 'custom'])
  for (const crossAttention of [false, true])
    for (const bias of [false, true]) {
      test(`run: every tensor is reachable (mask ${mask}, ${crossAttention ? 'cross' : 'self'}, bias ${bias}, B=2)`, () => {
        const config = { batch: 2, mask, crossAttention, bias, text: 'I like cats\nhello', sourceText: 'me gustan los gatos' };
        if (mask === 'custom') config.customMask = [1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1];  // T×S = 3×4 (cross) or 3×3 + ...
        if (mask === 'custom') {
          const T = 3, S = crossAttention ? 4 : 3;
          config.customMask = Array.from({ length: T * S }, (_, i) => (i % S <= Math.floor(i / S) ? 1 : 0));
        }
        const trace = lab.run(config);
        const names = [...(crossAttention ? crossNames : selfNames), ...(bias ? biasNames : [])];
        assert.deepEqual(Object.keys(trace.tensors).sort(), names.sort());
        for (const [name, tensor] of Object.entries(trace.tensors)) {
          assert.ok(tensor.data instanceof Float32Array, name);
          assert.equal(tensor.data.length, product(tensor.shape), name);
          assert.equal(tensor.axes.length, tensor.shape.length, name);
        }
        for (const step of trace.steps) assert.deepEqual(trace.tensors[step.output].shape, step.shape, step.id);
        const T = 3, S = crossAttention ? 4 : 3;
        assert.deepEqual(trace.tensors.weights.shape, [2, 2, T, S]);
      });
    }

test('run: weights rows sum to one, and padding masks only keys', () => {
  const trace = lab.run({ batch: 2, mask: 'padding', text: 'a b c d\na b', heads: 1 });
  const { data, shape: [B, h, T, S] } = trace.tensors.weights;
  assert.deepEqual(trace.config.validLengths, [4, 2]);
  for (let row = 0; row < B * h * T; row++) {
    let sum = 0;
    for (let s = 0; s < S; s++) sum += data[row * S + s];
    assert.ok(Math.abs(sum - 1) < 1e-6, `row ${row} sums to ${sum}`);
  }
  const item1 = data.subarray(T * S, 2 * T * S);  // second item: keys 2 and 3 are padding
  for (let t = 0; t < T; t++) assert.deepEqual([item1[t * S + 2], item1[t * S + 3]], [0, 0]);
});

test('run: a fully masked row has all-zero weights and is reported', () => {
  const trace = lab.run({ mask: 'padding', validLengths: [0], text: 'a b' });
  assert.deepEqual(trace.fullyMaskedRows, [[0, 0], [0, 1]]);
  assert.ok(trace.tensors.weights.data.every((w) => w === 0));
  assert.ok(trace.tensors.masked.data.every((m) => m === -Infinity));
});

test('run: keep returns only the named tensors, with the same numbers', () => {
  const config = { text: 'one two three four five', heads: 2 };
  const full = lab.run(config);
  const some = lab.run({ ...config, keep: ['Y', 'weights'] });
  assert.deepEqual(Object.keys(some.tensors).sort(), ['Y', 'weights']);
  assert.deepEqual(some.tensors.Y.data, full.tensors.Y.data);
  assert.deepEqual(some.tensors.weights.data, full.tensors.weights.data);
  assert.equal(some.steps.length, full.steps.length);
});

test('run: inputs may be nested arrays or Float32Arrays and replace the seeded ones', () => {
  const identity = [[1, 0], [0, 1]];
  const trace = lab.run({ dModel: 2, heads: 1, mask: 'none' },
    { X: new Float32Array([1, 2, 3, 4]), W_q: identity, W_k: identity, W_v: identity, W_o: identity });
  assert.deepEqual([...trace.tensors.Q.data], [1, 2, 3, 4]);
  assert.deepEqual(trace.tokens, [['x1', 'x2']]);
  assert.deepEqual(trace.steps.map((s) => s.id).slice(0, 2), ['input', 'project_q']);
});

test('run: with X given, rows are labelled by the text when its token count matches', () => {
  const X = [[0.1, 0.2], [0.3, 0.4]];
  assert.deepEqual(lab.run({ dModel: 2, heads: 1, text: 'Me gustan' }, { X }).tokens, [['Me', 'gustan']]);
  assert.deepEqual(lab.run({ dModel: 2, heads: 1, text: 'one two three' }, { X }).tokens, [['x1', 'x2']]);
});

test('run: text longer than 4096 tokens is cut, with a note, not refused', () => {
  const trace = lab.run({ text: 'a '.repeat(4100), dModel: 4, heads: 1, keep: ['Y'] });
  assert.equal(trace.config.queryLen, 4096);
  assert.deepEqual(trace.notes, ['The text has 4100 tokens; only the first 4096 are used.']);
  assert.deepEqual(lab.run({}).notes, []);
});
