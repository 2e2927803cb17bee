// Issue 16 through the wasm module: kvHeads, positional (rope, alibi, none), sliding masks and flash tiles,
// their tensors, steps and shapes, decoding with GQA, lab.step's new steps, and their bad values.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadLab, maxRelativeError } from './load-module.mjs';

const lab = await loadLab();
const text = 'the cat sat on the mat today\na dog ran';
const base = { text, dModel: 8, heads: 4, batch: 2 };
const refused = (field) => (e) => e instanceof RangeError && e.field === field;

test('kvHeads: K and V have kvHeads heads, weights keep every query head, and kvHeads 1 is MHA with K/V copied', () => {
  const t = lab.run({ ...base, kvHeads: 1 });
  assert.deepEqual([...t.tensors.W_k.shape], [8, 2]);
  assert.deepEqual([...t.tensors.K_heads.shape], [2, 1, 7, 2]);
  assert.deepEqual([...t.tensors.K_heads.axes], ['B', 'h_kv', 'S', 'd_k']);
  assert.deepEqual([...t.tensors.weights.shape], [2, 4, 7, 7]);
  // The same weights, each key/value column block copied for the four query heads: the same attention.
  const repeat = (W) => Float32Array.from({ length: 8 * 8 }, (_, i) => W[Math.floor(i / 8) * 2 + (i % 8) % 2]);
  const multi = lab.run(base, { W_q: t.tensors.W_q.data, W_o: t.tensors.W_o.data, W_k: repeat(t.tensors.W_k.data), W_v: repeat(t.tensors.W_v.data) });
  assert.ok(maxRelativeError(t.tensors.Y.data, multi.tensors.Y.data) < 1e-6);
  assert.ok(maxRelativeError(t.tensors.weights.data, multi.tensors.weights.data) < 1e-6);
  assert.equal(lab.plan({ ...base, kvHeads: 2 }).sizes.h_kv, 2);
});

test('positional: rope rotates Q_heads and K_heads into Q_rope and K_rope, which the scores use; no P', () => {
  const t = lab.run({ ...base, positional: 'rope', kvHeads: 2 });
  assert.ok(!t.tensors.P);
  assert.deepEqual([...t.tensors.K_rope.shape], [2, 2, 7, 2]);
  const ids = t.steps.map((s) => s.id);
  assert.deepEqual(ids.slice(ids.indexOf('split_v') + 1, ids.indexOf('scores') + 1), ['rope_q', 'rope_k', 'scores']);
  assert.deepEqual(t.steps.find((s) => s.id === 'scores').inputs, ['Q_rope', 'K_rope']);
  // Position 0 is not rotated; position 1's first pair turns by θ_0 = 1 radian.
  const [q0, q1] = [t.tensors.Q_heads.data, t.tensors.Q_rope.data];
  assert.equal(q1[0], q0[0]);
  const [x, y] = [q0[2], q0[3]];  // B 0, head 0, t 1: (x_0, x_1) with d_k = 2
  assert.ok(Math.abs(q1[2] - (x * Math.cos(1) - y * Math.sin(1))) < 1e-6);
  assert.ok(Math.abs(q1[3] - (y * Math.cos(1) + x * Math.sin(1))) < 1e-6);
});

test('positional: alibi is its own (h, T, S) matrix, added before the mask; none adds nothing to E', () => {
  const t = lab.run({ ...base, heads: 2, positional: 'alibi', mask: 'none' });
  assert.deepEqual([...t.tensors.alibi.shape], [2, 7, 7]);
  assert.equal(t.tensors.alibi.data[1 * 49 + 3 * 7 + 0], -3 / 256);  // head 1 of 2: slope 1/256, t − s = 3
  assert.equal(t.tensors.masked.data[3 * 7], t.tensors.scaled.data[3 * 7] + t.tensors.alibi.data[3 * 7]);
  assert.deepEqual(t.steps.find((s) => s.id === 'masked').inputs, ['scaled', 'alibi', 'M']);
  const none = lab.run({ ...base, positional: 'none' });
  assert.deepEqual(Array.from(none.tensors.X.data), Array.from(none.tensors.E.data));
  assert.deepEqual(lab.schema().positionals, ['sinusoidal', 'none', 'rope', 'alibi']);
});

test('mask sliding: a band of width window below the diagonal, in M and in the weights (fused path too)', () => {
  for (const keep of [undefined, ['weights', 'Y']]) {
    const t = lab.run({ ...base, mask: 'sliding', window: 2, keep });
    const w = t.tensors.weights.data;
    for (let r = 0; r < 7; r++)
      for (let c = 0; c < 7; c++) assert.equal(w[r * 7 + c] > 0, c <= r && r - c < 2, `row ${r}, key ${c}`);
  }
  const padded = lab.run({ ...base, mask: 'sliding+padding', window: 3 });
  assert.equal(padded.tensors.M.data[49 + 4 * 7 + 3], -Infinity);  // item 2 has 3 tokens: key 3 is padding
  // The schema says what the mask does, from the engine's predicates: the band is causal, and padded.
  assert.deepEqual(lab.schema().masks.find((m) => m.name === 'sliding+padding'),
    { name: 'sliding+padding', causal: true, padding: true, sliding: true, custom: false });
});

test('flash: Z equals the ordinary Z, the tiles are steps, and the trace compares their bytes with T×S', () => {
  for (const [mask, positional] of [['causal', 'sinusoidal'], ['sliding+padding', 'rope'], ['custom', 'alibi'], ['none', 'none']]) {
    const config = { ...base, kvHeads: 2, mask, positional, window: 3, customMask: Array.from({ length: 49 }, (_, i) => (i * 7) % 3 ? 1 : 0) };
    const plain = lab.run(config), tiled = lab.run({ ...config, flash: { blockQ: 2, blockK: 3 } });
    assert.ok(maxRelativeError(tiled.tensors.Z.data, plain.tensors.Z.data) < 1e-5, `${mask}, ${positional}`);
    assert.ok(maxRelativeError(tiled.tensors.Y.data, plain.tensors.Y.data) < 1e-5);
    assert.ok(!tiled.tensors.weights && !tiled.tensors.scores);
    assert.deepEqual([...tiled.tensors.flash_m.shape], [2, 4, 3, 7]);  // ⌈7/3⌉ key tiles
    assert.deepEqual([...tiled.tensors.flash_O.shape], [2, 4, 3, 7, 2]);
    assert.equal(tiled.steps.filter((s) => s.group === 'flash').length, 4 * 3 + 1);  // 4 × 3 tiles, then Z = O / l
    assert.deepEqual(tiled.flash, { tilesK: 3, matrixBytes: 4 * 2 * 4 * 7 * 7, tileBytes: 4 * (2 * 3 + 2 * 4 + 3 * 4) });
    assert.deepEqual(tiled.config.flash, { blockQ: 2, blockK: 3 });
  }
  assert.equal(lab.run({ ...base, flash: true }).config.flash.blockQ, 16);
  assert.equal(lab.run({ ...base, flash: false }).flash, undefined);
});

test('decode: with kvHeads the KV cache holds kvHeads heads, and each token\'s y is the full run\'s row', () => {
  for (const positional of ['sinusoidal', 'rope', 'alibi']) {
    const config = { ...base, kvHeads: 2, positional, mask: 'sliding', window: 3 };
    const full = lab.run(config), { steps } = lab.decode(config, undefined, 1);
    for (const s of steps) {
      assert.equal(s.k.length, 2 * 2);
      assert.equal(s.q.length, 4 * 2);
      assert.ok(maxRelativeError(s.y, full.tensors.Y.data.subarray((7 + s.t) * 8, (8 + s.t) * 8)) < 1e-5, `${positional}, t ${s.t}`);
    }
  }
});

test('lab.step: the GQA + RoPE chain of steps gives lab.run\'s Y; alibi and flash as steps', () => {
  const config = { text: 'I like cats a lot', dModel: 8, heads: 4, kvHeads: 2, positional: 'rope', ropeBase: 500 };
  const run = lab.run(config), w = run.tensors;
  const X = lab.step('embed', {}, config).output;  // rope: X = E
  const [Q, K, V] = ['q', 'k', 'v'].map((n) => lab.step(`project_${n}`, { X, [`W_${n}`]: w[`W_${n}`] }).output);
  const Q_heads = lab.step('split_q', { Q }, config).output;
  const K_heads = lab.step('split_k', { K }, config).output;
  const V_heads = lab.step('split_v', { V }, config).output;
  assert.deepEqual([...K_heads.shape], [1, 2, 5, 2]);
  const Q_rope = lab.step('rope_q', { Q_heads }, config).output, K_rope = lab.step('rope_k', { K_heads }, config).output;
  const scores = lab.step('scores', { Q_rope, K_rope }).output;
  const scaled = lab.step('scale', { scores }, { dK: 2 }).output;
  const masked = lab.step('masked', { scaled, M: lab.step('mask', {}, config).output }).output;
  const Z = lab.step('context', { weights: lab.step('softmax', { masked }).output, V_heads }).output;
  const Y = lab.step('output', { concat: lab.step('concat', { Z }).output, W_o: w.W_o }).output;
  assert.deepEqual(Array.from(Y.data), Array.from(w.Y.data));
  const alibi = lab.step('alibi', {}, { heads: 8, text: 'a b c' }).output;
  assert.deepEqual([...alibi.shape], [8, 3, 3]);
  assert.equal(alibi.data[2 * 3], -2 / 2);  // head 0 (slope 1/2), t 2, s 0
  assert.throws(() => lab.step('scores', { Q_heads, K_heads: { shape: [1, 3, 5, 2], data: new Float32Array(30) } }), refused('kvHeads'));
  const M = lab.step('mask', {}, config).output;
  const flash = lab.step('flash', { Q_rope, K_rope, V_heads, M }, { flash: { blockQ: 2, blockK: 2 } });
  assert.ok(maxRelativeError(flash.output.data, Z.data) < 1e-6);
  assert.deepEqual([...flash.flash_l.shape], [1, 4, 3, 5]);
  assert.throws(() => lab.step('flash', { Q_rope, K_rope, V_heads, M }, { flash: { blockQ: 0 } }), refused('flash.blockQ'));
  assert.throws(() => lab.step('rope_q', { Q_heads: [[1, 2, 3]] }), refused('dK'));
});

test('bad values of the new settings are RangeErrors naming the field, and the heap does not grow', () => {
  const heap = lab.HEAPU8.buffer.byteLength;
  const cases = [
    [{ kvHeads: 3 }, 'kvHeads'], [{ kvHeads: -1 }, 'kvHeads'], [{ kvHeads: 1.5 }, 'kvHeads'],
    [{ mask: 'sliding', window: 0 }, 'window'], [{ window: 4097 }, 'window'],
    [{ positional: 'learned' }, 'positional'], [{ positional: 3 }, 'positional'],
    [{ positional: 'rope', ropeBase: 0 }, 'ropeBase'], [{ ropeBase: -2 }, 'ropeBase'], [{ ropeBase: NaN }, 'ropeBase'],
    [{ ropeBase: Infinity }, 'ropeBase'], [{ ropeBase: '10000' }, 'ropeBase'],
    [{ positional: 'rope', dK: 3, dV: 2 }, 'dK'],
    [{ flash: { blockQ: 0 } }, 'flash.blockQ'], [{ flash: { blockK: 4097 } }, 'flash.blockK'],
    [{ flash: { blockQ: 2.5 } }, 'flash.blockQ'], [{ flash: { blockQ: '4' } }, 'flash.blockQ'],
    [{ flash: { tile: 4 } }, 'flash.tile'], [{ flash: 'yes' }, 'flash'], [{ flash: [4, 4] }, 'flash'], [{ flash: null }, 'flash'],
    [{ flash: { blockQ: 1, blockK: 1 }, queryLen: 100 }, 'flash'],
  ];
  for (const [config, field] of cases) {
    assert.throws(() => lab.run({ ...base, ...config }), refused(field), JSON.stringify(config));
    assert.throws(() => lab.plan({ ...base, ...config }), refused(field), JSON.stringify(config));
  }
  assert.throws(() => lab.run({ ...base, kvHeads: 2 }, { W_k: new Float32Array(64) }), (e) => e.field === 'inputs.W_k' && /kvHeads·dK/.test(e.message));
  assert.equal(lab.HEAPU8.buffer.byteLength, heap);
});

test('every tensor of every variant is in the schema with the run\'s axes, and lab.plan says what lab.run does', () => {
  const byName = Object.fromEntries(lab.schema().tensors.map((t) => [t.name, t]));
  for (const positional of ['sinusoidal', 'none', 'rope', 'alibi'])
    for (const flash of [false, { blockQ: 2, blockK: 4 }])
      for (const crossAttention of [false, true]) {
        const config = { ...base, sourceText: 'le chat\nun chien', kvHeads: 2, positional, flash, crossAttention, bias: true };
        const trace = lab.run(config), plan = lab.plan(config), label = JSON.stringify({ positional, flash, crossAttention });
        const size = { B: 2, T: 7, S: crossAttention ? 2 : 7, d_model: 8, h: 4, h_kv: 2, d_k: 2, d_v: 2, 'h·d_k': 8, 'h·d_v': 8,
                       'h_kv·d_k': 4, 'h_kv·d_v': 4, tile_k: flash ? Math.ceil((crossAttention ? 2 : 7) / 4) : 0 };
        for (const [name, t] of Object.entries(trace.tensors)) {
          assert.deepEqual([...t.axes], byName[name].axes, `${label}: ${name}'s axes`);
          assert.deepEqual([...t.shape], byName[name].axes.map((a) => size[a]), `${label}: ${name}'s shape`);
        }
        assert.deepEqual(plan.tensors.sort(), Object.keys(trace.tensors).sort(), label);
        assert.deepEqual(plan.steps, trace.steps.map((s) => ({ ...s, shape: [...s.shape], axes: [...s.axes] })), label);
        for (const step of trace.steps) for (const input of step.inputs)
          assert.ok(input.endsWith('tokens') || byName[input], `${label}: step ${step.id} reads ${input}`);
      }
});
