// The training worker's methods (train-worker-methods.js) in Node, over the built module: a model is created
// with its first snapshot, a chunk trains SNAPSHOT_EVERY (20) steps, the prediction is the engine's softmax of
// the last position's logits, knocked-out heads are measured, a layer comes as the lab's inputs, training runs
// in chunks until paused, and refusals reject (the worker's own as a catalog key, no sentence).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './load-module.mjs';
import { createTrainWorker } from '../../web/src/train/train-worker-methods.js';
import { waiter } from './waiter.mjs';
import { gpt2File } from './gpt2-file.mjs';

const lab = await loadLab();
const settings = { task: 'reverse', layers: 1, seqLen: 9, vocab: 8, dModel: 16, heads: 2, batch: 4, seed: 7 };
function worker() {
  const events = [], { changed, until } = waiter();
  const methods = createTrainWorker(lab, { emit: (event, value) => { events.push({ event, ...value.value }); changed(); } });
  return { methods, events, until };
}
const value = (answer) => answer?.value ?? answer;

test('train worker: a model comes with its first snapshot; a chunk trains 20 steps', () => {
  const { methods } = worker();
  const created = value(methods.create({ run: 3, settings, probe: null }));
  assert.equal(created.run, 3);
  assert.equal(created.config.task, 'reverse');
  assert.equal(created.probe.length, 9);
  const T = created.probe.length;
  assert.equal(created.snapshot.step, 0);
  assert.deepEqual(created.snapshot.weights.map((w) => w.length), [2 * T * T], 'one layer of (h, T, T) weights');
  const snap = value(methods.step());
  assert.equal(snap.step, 20);
  assert.ok(Number.isFinite(snap.loss) && Number.isFinite(snap.evalLoss));
});

test('train worker: the prediction is the softmax of the last position’s logits, likeliest first', () => {
  const { methods } = worker();
  const { probe } = value(methods.create({ run: 1, settings, probe: null }));
  const { top, context } = value(methods.predict(probe.slice(0, 5)));
  assert.equal(context, 5);
  assert.equal(top.length, 8, 'the vocabulary has 8 tokens: all of them');
  const sum = top.reduce((s, x) => s + Math.exp(x.logit), 0);
  for (const x of top) assert.ok(Math.abs(x.p - Math.exp(x.logit) / sum) < 1e-5, `p(${x.id})`);
  for (let i = 1; i < top.length; i++) assert.ok(top[i - 1].p >= top[i].p);
});

test('train worker: a knocked-out head is measured, and a layer comes as inputs the lab takes', () => {
  const { methods } = worker();
  value(methods.create({ run: 1, settings, probe: null }));
  const snap = value(methods.ablate([[0, 1]]));
  assert.deepEqual(snap.ablate, [[0, 1]]);
  assert.ok(Number.isFinite(snap.ablatedLoss));
  const layer = value(methods.layer(0));
  const trace = lab.run(layer.config, layer.inputs);  // the lab takes them back
  assert.equal(trace.tokens[0].length, 9);
});

test('train worker: training runs chunk after chunk as snapshot events until paused', async () => {
  const { methods, events, until } = worker();
  value(methods.create({ run: 5, settings, probe: null }));
  methods.train();
  await until(() => events.filter((e) => e.event === 'snapshot').length >= 2);
  const paused = value(methods.pause());
  const steps = events.filter((e) => e.event === 'snapshot').map((e) => e.step);
  assert.deepEqual(steps.slice(0, 2), [20, 40]);
  assert.equal(paused.step, steps[steps.length - 1]);
  assert.ok(events.every((e) => e.run === 5));
});

test('train worker: without a model a call is refused with the page’s key; a bad setting with the engine’s error', () => {
  const { methods } = worker();
  assert.throws(() => methods.probe([1, 2]), (error) => error.own === 'train.worker.noModel' && error.message === 'train.worker.noModel');
  assert.throws(() => methods.create({ run: 1, settings: { ...settings, heads: 3 }, probe: null }), (error) => error instanceof RangeError && error.field === 'heads');
});

test('train worker: a GPT-2-shaped file’s changed sentence is traced once for its heads and its next-token prediction, its loss after', async () => {
  const counts = {}, events = [], { changed, until } = waiter();
  const methods = createTrainWorker(lab, { emit: (event, value) => { events.push({ event, ...value.value }); changed(); }, count: (name) => { counts[name] = (counts[name] ?? 0) + 1; } });
  const bytes = gpt2File({ vocab: 64, context: 40, d: 16, layers: 2, half: true });
  value(methods.create({ run: 1, model: bytes, heads: 2, probe: null }));
  const ids = [5, 9, 3, 5, 9, 3, 7];
  const snap = value(methods.probe(ids));
  assert.equal(snap.weights.length, 2, 'both layers traced');
  const { top } = value(methods.predict(ids));
  assert.equal(top.length, 8);
  assert.equal(counts.traces, 1, 'the prediction reads the snapshot’s trace');
  // Before the first sentence's picture, one as long as the page allows (the context, 40 here) was traced once.
  assert.equal(counts.warmUps, 1, 'the first sentence is preceded by one of the longest length');
  // Held to the engine: the same file and ids traced directly, its last position's probabilities.
  const model = lab.loadModel(bytes, { heads: 2 }), direct = model.trace(ids, { probs: 'last' });
  for (const { id, p } of top) assert.equal(p, direct.probs.data[id]);
  // The picture carries no loss; the sentence's comes after it as an event naming the picture, the engine's own.
  assert.equal(snap.sentence, null);
  await until(() => events.some((e) => e.event === 'sentence'));
  const measured = events.find((e) => e.event === 'sentence');
  assert.deepEqual([measured.measure, measured.sentence], [snap.measure, direct.sentence]);
  assert.ok(snap.measure > 0 && Number.isFinite(direct.sentence.loss));
  // A newer picture before the loss is measured: only the newer one's comes.
  value(methods.probe([1, 2, 3])), value(methods.probe([4, 5, 6]));
  assert.equal(counts.warmUps, 1, 'only the first sentence after opening');
  await until(() => events.filter((e) => e.event === 'sentence').length >= 2);  // the older one's turn came first
  assert.deepEqual(events.filter((e) => e.event === 'sentence').slice(1).map((e) => e.sentence), [model.trace([4, 5, 6]).sentence]);
  // A long sentence's 39 waiting rows are measured in pieces (a task each), to the same loss, also with a head out.
  const long = Array.from({ length: 40 }, (_, i) => (i * 7 + 3) % 64);
  value(methods.probe(long));
  await until(() => events.filter((e) => e.event === 'sentence').length >= 3);
  assert.deepEqual(events.filter((e) => e.event === 'sentence')[2].sentence, model.trace(long).sentence);
  value(methods.ablate([[1, 0]]));
  await until(() => events.filter((e) => e.event === 'sentence').length >= 4);
  const knocked = events.filter((e) => e.event === 'sentence')[3], without = model.trace(long, { ablate: [[1, 0]] }).sentence;
  assert.deepEqual([knocked.sentence, knocked.ablatedLoss, knocked.ablatedAccuracy], [model.trace(long).sentence, without.loss, without.accuracy]);
  model.free();
});

test('train worker: a refused first sentence of a model file is refused in the engine’s words; the next one still warms up', () => {
  const counts = {};
  const methods = createTrainWorker(lab, { emit() {}, count: (name) => { counts[name] = (counts[name] ?? 0) + 1; } });
  value(methods.create({ run: 1, model: gpt2File({ vocab: 64, context: 40, d: 16, layers: 2, half: true }), heads: 2, probe: null }));
  // Token 1 is outside the vocabulary: the warm-up's trace (the sentence repeated) names it as the sentence's own would.
  assert.throws(() => methods.probe([3, 99]), (error) => error.field === 'tokens' && /token 1 \(99\)/.test(error.message));
  assert.throws(() => methods.probe([]), (error) => error.field === 'tokens' && /got 0/.test(error.message));
  assert.equal(counts.warmUps, 1);
  const snap = value(methods.probe([3, 5, 7]));
  assert.equal(counts.warmUps, 2, 'the first sentence traced warms up');
  assert.equal(snap.weights.length, 2);
  value(methods.probe([3, 5, 7, 9]));
  assert.equal(counts.warmUps, 2, 'once');
});
