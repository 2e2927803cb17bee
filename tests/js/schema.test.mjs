// One vocabulary owned by the engine (issue 11): lab.schema() is what every trace holds, the typed surface
// says the same, lab.plan() agrees with lab.run() without computing, and the page's copies are gone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { loadLab } from './load-module.mjs';
import { traceToJson, traceFromJson } from '../../web/src/export/export.js';
import { encodeState, decodeState, resolveInputs } from '../../web/src/share/url-state.js';

const lab = await loadLab();
const schema = lab.schema();
const dts = readFileSync(new URL('../../cpp/bindings/attention_lab.d.ts', import.meta.url), 'utf8');

// The quoted members of a union type or the keys of an interface in the .d.ts, read from its text.
const unionOf = (name) => [...dts.match(new RegExp(`export type ${name} =([^;]*);`))[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
const keysOf = (name) => [...dts.match(new RegExp(`export interface ${name} \\{([\\s\\S]*?)\\n\\}`))[1].replace(/\/\/.*$/gm, '').matchAll(/(\w+)\??:/g)].map((m) => m[1]);

test('the typed surface names exactly the schema’s tensors, axes, settings and masks', () => {
  assert.deepEqual(unionOf('TensorName').sort(), schema.tensors.map((t) => t.name).sort());
  assert.deepEqual(unionOf('Axis').sort(), [...new Set(schema.tensors.flatMap((t) => t.axes))].sort());
  assert.deepEqual(keysOf('Config').sort(), schema.settings.map((s) => s.name).sort());
  assert.deepEqual(unionOf('MaskKind').sort(), schema.masks.map((m) => m.name).sort());
  assert.deepEqual(keysOf('Inputs').sort(), schema.tensors.filter((t) => t.givable).map((t) => t.name).sort());
});

// Every combination of the switches that change which tensors exist.
const CONFIGS = [];
for (const crossAttention of [false, true]) for (const block of [false, true]) for (const bias of [false, true]) for (const given of [false, true]) {
  const config = { text: 'the cat sat', sourceText: 'le chat', crossAttention, block, bias, dModel: 8, heads: 2, batch: 2 };
  const inputs = !given ? {} : crossAttention ? { X_q: new Float32Array(2 * 3 * 8).fill(0.5), X_kv: new Float32Array(2 * 2 * 8).fill(-0.25) } : { X: new Float32Array(2 * 3 * 8).fill(0.5) };
  CONFIGS.push({ config, inputs, label: `cross=${crossAttention} block=${block} bias=${bias} X given=${given}` });
}

test('every tensor of every kind of run is in the schema with the axes the run reports, and sized by them', () => {
  const byName = Object.fromEntries(schema.tensors.map((t) => [t.name, t]));
  for (const { config, inputs, label } of CONFIGS) {
    const trace = lab.run(config, inputs);
    const size = { B: 2, T: 3, S: config.crossAttention ? 2 : 3, d_model: 8, h: 2, h_kv: 2, d_k: 4, d_v: 4, d_ff: 32, 'h·d_k': 8, 'h·d_v': 8, 'h_kv·d_k': 8, 'h_kv·d_v': 8 };
    for (const [name, t] of Object.entries(trace.tensors)) {
      assert.ok(byName[name], `${label}: ${name} is not in the schema`);
      assert.deepEqual([...t.axes], byName[name].axes, `${label}: ${name}'s axes`);
      assert.deepEqual([...t.shape], byName[name].axes.map((a) => size[a]), `${label}: ${name}'s shape`);
    }
  }
});

test('lab.plan says what lab.run does: sizes, tokens, notes, steps and the tensors held', () => {
  for (const { config, inputs, label } of CONFIGS) {
    const trace = lab.run(config, inputs), plan = lab.plan(config, inputs);
    assert.deepEqual(plan.tensors.sort(), Object.keys(trace.tensors).sort(), label);
    assert.deepEqual(plan.steps, trace.steps.map((s) => ({ ...s, shape: [...s.shape], axes: [...s.axes] })), label);
    assert.deepEqual(plan.tokens, trace.tokens, label);
    assert.deepEqual(plan.sourceTokens, trace.sourceTokens, label);
    assert.equal(plan.sizes.T, trace.config.queryLen);
    assert.equal(plan.sizes.S, trace.config.keyLen);
  }
  const kept = lab.plan({ text: 'a b', keep: ['weights', 'Y'] });
  assert.deepEqual(kept.tensors.sort(), ['Y', 'weights']);
  assert.throws(() => lab.plan({ heads: 3 }), (e) => e instanceof RangeError && e.field === 'heads');
  assert.throws(() => lab.plan({}, { W_q: [1, 2] }), (e) => e.field === 'inputs.W_q' && /expected dModel×\(heads·dK\) = 8×8 = 64/.test(e.message));
});

test('lab.plan counts tokens as the engine does, and plans what it would refuse without allocating it', () => {
  const chinese = '注意力'.repeat(1366);  // 4,098 characters: each one token, the last two cut with a note
  const plan = lab.plan({ text: chinese });
  assert.equal(plan.sizes.T, 4096);
  assert.equal(plan.tokens[0].length, 4096);
  assert.match(plan.notes.join(' '), /4098 tokens; only the first 4096 are used/);
  // B·h·T·S·4 bytes for each of scores, scaled, masked and weights at least.
  assert.ok(plan.bytes >= 4 * 4 * 1 * 2 * 4096 * 4096, `${plan.bytes}`);
  // Over the memory limit: plan and run refuse it alike, and planning did not grow the heap.
  const huge = { text: 'a', queryLen: 4096, dModel: 4096, heads: 64, batch: 64 };
  const heap = lab.HEAPU8.buffer.byteLength;
  assert.throws(() => lab.plan(huge), (e) => e.field === 'size');
  assert.throws(() => lab.run(huge), (e) => e.field === 'size');
  assert.equal(lab.HEAPU8.buffer.byteLength, heap);
  // FLOPs: hand-counted for B=1, T=S=2, d_model=4, h=1 (d_k=d_v=4): Q, K, V and the output projection are
  // 2·2·4·4 = 64 each; scores and context 2·2·2·4 = 32 each; scale, mask and softmax 5·4 = 20.
  assert.equal(lab.plan({ text: 'a b', dModel: 4, heads: 1 }).flops, 4 * 64 + 2 * 32 + 20);
});

test('lab.limits() is the schema’s settings, and the engine refuses one past each', () => {
  const limits = lab.limits();
  const max = (name) => schema.settings.find((s) => s.name === name).max;
  assert.deepEqual([limits.maxBatch, limits.maxLen, limits.maxDModel, limits.maxHeads, limits.maxHeadDim, limits.maxDFF], [64, 4096, 4096, 64, 1024, 16384]);
  for (const [name, field] of [['batch', 'batch'], ['heads', 'heads'], ['dModel', 'dModel'], ['queryLen', 'queryLen'], ['dK', 'dK']])
    assert.throws(() => lab.plan({ [name]: max(name) + 1 }), (e) => e.field === field, name);
});

test('a block trace exported as JSON and read back keeps its edited feed-forward weights (W_1[0] = 3.5)', () => {
  const config = { ...lab.defaultConfig(), text: 'I like cats', block: true, bias: true };
  const base = lab.run(config);
  const inputs = {};
  for (const name of ['W_1', 'b_1', 'W_2', 'b_2']) inputs[name] = Array.from(base.tensors[name].data);
  inputs.W_1[0] = 3.5; inputs.b_1[2] = -1.25; inputs.W_2[7] = 0.75; inputs.b_2[1] = 2;
  const edited = lab.run(config, inputs);
  const back = traceFromJson(traceToJson(edited), lab.defaultConfig(), schema);
  assert.equal(back.inputs.W_1[0], 3.5);
  assert.equal(back.inputs.b_1[2], -1.25);
  assert.equal(back.inputs.W_2[7], 0.75);
  assert.equal(back.inputs.b_2[1], 2);
  const again = lab.run({ ...lab.defaultConfig(), ...back.config }, back.inputs);
  assert.deepEqual(Array.from(again.tensors.norm2.data), Array.from(edited.tensors.norm2.data));
});

test('a shared state keeps edits of every tensor a caller may give, the block’s included', () => {
  const defaults = { config: { ...lab.defaultConfig(), text: 'I like cats' } };
  const config = { ...defaults.config, block: true };
  const seeded = lab.run(config).tensors;
  const W_2 = Array.from(seeded.W_2.data); W_2[3] = 1.5;
  const state = { config, inputs: { W_2 }, presetId: '', head: 0, item: 0 };
  const code = encodeState(state, { defaults, presets: [], schema, baseOf: (name) => seeded[name]?.data ?? null });
  const decoded = decodeState(code, { defaults, presets: [], schema });
  const inputs = resolveInputs(decoded.inputs, { presetId: '', presets: [], base: (name) => seeded[name].data });
  assert.equal(inputs.W_2[3], 1.5);
  assert.equal(decoded.config.block, true);
});

test('each tensor name, setting and limit is defined once in the page’s source: the copies are gone', () => {
  const grep = (pattern) => {
    try { return execFileSync('git', ['grep', '-n', '-E', pattern, '--', 'web/src', 'web/index.html'], { encoding: 'utf8' }).trim().split('\n'); } catch { return []; }
  };
  assert.deepEqual(grep(String.raw`W_\[qkvo\]|W_\[12\]`), [], 'regular expressions of editable names');
  assert.deepEqual(grep(String.raw`\['X', 'W_q', 'W_k'`), [], 'lists of inputs');
  assert.deepEqual(grep(String.raw`id="(batch|d-model|heads|d-k|d-v|d-ff)"[^>]* max=`), [], 'limits written into index.html');
});

test('a mask is named in page code only where an example sets its own mask: the page decides by the schema’s properties', () => {
  // Every mask the engine lists (so a new one is counted too), written as a string on a line about masks, in the
  // page's code (web/src but the language files, and index.html).
  const names = lab.schema().masks.map((m) => m.name.replace(/[+]/g, '\\+')).join('|');
  let lines = [];
  try {
    lines = execFileSync('git', ['grep', '-n', '-i', '-E', `mask.*['"\`](${names})['"\`]|['"\`](${names})['"\`].*mask`, '--',
      'web/src', 'web/index.html', ':!web/src/i18n/[a-z][a-z].js'], { encoding: 'utf8' }).trim().split('\n');
  } catch { /* git grep exits 1 when nothing matches */ }
  const outside = lines.filter((l) => !l.startsWith('web/src/state/presets.js:') && !l.startsWith('web/src/engine/mask-kind.js:'));
  assert.deepEqual(outside, [], 'mask names spelled out beside the examples and mask-kind.js');
  assert.ok(lines.length <= 5, `${lines.length} spelled-out mask names:\n${lines.join('\n')}`);
});

test('a softmax cell is explained with the engine’s own numbers: its row max, its Σe^(x − m) and its weight', async () => {
  const { explainCell } = await import('../../web/src/stage/explain.js');
  const { full } = await import('../../web/src/i18n/format.js');
  const trace = lab.run({ ...lab.defaultConfig(), text: 'I like cats very much', mask: 'causal' });
  const [, , T] = trace.tensors.weights.shape;
  const r = 3, c = 1;
  const masked = Array.from(trace.tensors.masked.data.subarray(r * T, (r + 1) * T));
  const { lines } = explainCell(trace, 'weights', { b: 0, h: 0, lab }, r, c);
  const engine = trace.tensors.weights.data[r * T + c];
  assert.ok(lines[3].endsWith(`= ${full(engine)}`), lines[3]);
  // Independently, in float64: the row max, the sum and the weight agree with what is said.
  const visible = masked.filter(Number.isFinite), max = Math.max(...visible);
  const sum = visible.reduce((a, x) => a + Math.exp(x - max), 0);
  assert.match(lines[1], new RegExp(`max m = ${full(max, 3).replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}$`));
  assert.match(lines[2], new RegExp(`sum = ${full(sum, 4).replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}$`));
  assert.ok(Math.abs(engine - Math.exp(masked[c] - max) / sum) < 1e-6);
});
