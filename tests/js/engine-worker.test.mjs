// The engine worker's methods (engine-worker-methods.js) in Node, over the built module: the first picture
// of a configuration needs no forward pass, the run is then made once while idle and every later view is
// answered from it with the full run's numbers, the exact colour limits and the views asked for ahead arrive as
// events, head groups add up to the whole Y, and a refused configuration throws the engine's error. The
// expected numbers come from lab.run itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadLab, maxRelativeError } from './load-module.mjs';
import { createEngineWorker } from '../../web/src/engine/engine-worker-methods.js';
import { waiter } from './waiter.mjs';

const lab = await loadLab();
const config = { ...lab.defaultConfig(), text: Array.from({ length: 64 }, (_, i) => `w${i % 9}`).join(' '), dModel: 32, heads: 4, mask: 'causal' };
const full = lab.run(config).tensors;  // every tensor, run in one piece

// A worker whose events and counts the test reads; until(check) resolves when an event or a count makes
// check() true (the worker's idle work sends them), not on a timer.
function worker() {
  const events = [], counts = {}, { changed, until } = waiter();
  const methods = createEngineWorker(lab, {
    emit: (event, value) => { events.push({ event, ...(value.value ?? value) }); changed(); },
    count: (name) => { counts[name] = (counts[name] ?? 0) + 1; changed(); },
  });
  return { methods, events, counts, until };
}
const view = (keep, head, extra = {}) => ({ key: 'k', config, inputs: {}, keep, item: 0, head, ...extra });
// Head h's T×S slice of a (1, h, T, S) tensor of the full run.
const slice = (name, h) => { const [, , T, S] = full[name].shape; return full[name].data.subarray(h * T * S, (h + 1) * T * S); };

test('engine worker: the embedding is answered before any forward pass; the run is made once, and later steps and heads come from it', async () => {
  const { methods, counts, until } = worker();
  const first = (await methods.view(view(['E', 'P', 'X'], 0))).value;
  assert.equal(counts.forwardPasses, undefined, 'no forward pass for the first picture');
  assert.deepEqual(Array.from(first.trace.tensors.X.data), Array.from(full.X.data));
  await until(() => counts.forwardPasses === 1);
  for (const head of [2, 3, 0]) {
    const { trace } = (await methods.view(view(['weights', 'masked'], head))).value;
    const T = config.text.split(' ').length;
    assert.equal(trace.tensors.weights.start, head * T * T);
    assert.equal(maxRelativeError(trace.tensors.weights.data, slice('weights', head)), 0, `head ${head}: the run’s weights`);
    assert.equal(maxRelativeError(trace.tensors.masked.data, slice('masked', head)), 0);
  }
  assert.equal(counts.forwardPasses, 1, 'no new forward pass for a step or head change');
});

test('engine worker: while idle it sends the exact colour limits and the views the page may ask for next', async () => {
  const { methods, events, until } = worker();
  const next = { keep: ['weights'], item: 0, head: 1 };
  await methods.view(view(['Q', 'K'], 0));
  await methods.view(view(['scores'], 0, { ahead: [next] }));
  await until(() => events.some((e) => e.event === 'ahead'));
  const limits = events.find((e) => e.event === 'limits');
  const largest = (data) => data.reduce((m, v) => (Number.isFinite(v) ? Math.max(m, Math.abs(v)) : m), 0);
  assert.equal(limits.key, 'k');
  assert.equal(limits.limits.weights, largest(full.weights.data));
  assert.equal(limits.limits.scores, largest(full.scores.data));
  const ahead = events.find((e) => e.event === 'ahead');
  assert.deepEqual(ahead.ahead, next);
  assert.equal(maxRelativeError(ahead.trace.tensors.weights.data, slice('weights', 1)), 0);
});

test('engine worker: two head groups’ Y add up to the whole Y, and a refused configuration throws the engine’s error', () => {
  const { methods, counts } = worker();
  const [a, b] = [methods.part(config, {}, [0, 2]).value, methods.part(config, {}, [2, 4]).value];
  const sum = a.data.map((v, i) => v + b.data[i]);
  assert.ok(maxRelativeError(sum, full.Y.data) < 1e-5);
  assert.equal(counts.forwardPasses, 2);
  assert.throws(() => methods.part({ ...config, heads: 3 }, {}, [0, 1]), (error) => error instanceof RangeError && error.field === 'heads');
});

test('engine worker: openLayer traces a trained model\'s layer on its 1,024-token probe and answers the layer\'s inputs, its stripe head and the next-token probabilities', async () => {
  const { readFileSync } = await import('node:fs');
  const bytes = new Uint8Array(readFileSync(new URL('../../web/models/induction-long.safetensors', import.meta.url)));
  const { methods, counts } = worker();
  // Expected: the engine's own trace of the same probe, and each head's previous-token weight summed here.
  const trainer = lab.loadModel(bytes), ids = trainer.probe(1024), traced = trainer.trace(ids, { probs: 'all' });
  const layer = traced.layers[0], T = ids.length, H = layer.config.heads, w = layer.tensors.weights.data;
  const previous = Array.from({ length: H }, (_, h) => { let sum = 0; for (let q = 1; q < T; q++) sum += w[(h * T + q) * T + q - 1]; return sum; });
  const moved = methods.openLayer({ model: 'induction-long', bytes, layer: 0, length: 1024 });
  const opened = moved.value;
  assert.equal(counts.forwardPasses, 1);
  assert.deepEqual(opened.ids, ids);
  assert.equal(opened.config.queryLen, 1024);
  assert.deepEqual(Object.keys(opened.inputs).sort(), ['W_k', 'W_o', 'W_q', 'W_v', 'X', 'b_k', 'b_o', 'b_q', 'b_v']);
  assert.equal(maxRelativeError(opened.inputs.X, layer.tensors.X.data), 0, 'X is the layer\'s input on the probe');
  assert.equal(maxRelativeError(opened.inputs.W_q, layer.tensors.W_q.data), 0);
  assert.equal(opened.head, previous.indexOf(Math.max(...previous)), `the best previous-token head of ${previous}`);
  assert.equal(maxRelativeError(opened.probs.data, traced.probs.data), 0);
  assert.equal(opened.modelConfig.context, trainer.config.context);
  // What moves to the page is its own buffers (nothing else of the worker's memory goes with them).
  for (const data of [...Object.values(opened.inputs), opened.logits.data, opened.probs.data]) assert.equal(data.byteLength, data.buffer.byteLength);
  assert.equal(moved.buffers.length, Object.keys(opened.inputs).length + 2);
  trainer.free?.();
});
