// Re-tracing a GPT-2 file's changed sentence (issue 37, item 2) through the module: trainer.trace reuses the rows
// the new sentence shares at its start with the trainer's last trace. Each answer must be, number for number, a
// fresh trainer's trace of the new sentence (the engine computes a row from that row's inputs alone; the C++ side,
// tests/cpp/retrace_test.cpp, checks every activation); `reused` says how many rows were.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './load-module.mjs';
import { gpt2File } from './gpt2-file.mjs';

const lab = await loadLab();
const bytes = gpt2File({ vocab: 61, context: 48, d: 24, layers: 3, half: true, seed: 3 });
const open = () => lab.loadModel(bytes, { heads: 4 });

// Every tensor of every layer, the logits, the probabilities and the sentence's score, as plain values.
const numbers = (trace) => ({
  layers: trace.layers.map((layer) => Object.fromEntries(Object.keys(layer.tensors).filter((n) => !/^[Wb]_/.test(n)).sort()
    .map((n) => [n, { shape: layer.tensors[n].shape, data: Array.from(layer.tensors[n].data) }]))),
  logits: Array.from(trace.logits.data), probs: Array.from(trace.probs.data), sentence: trace.sentence,
});

test('gpt2 re-trace: a sentence sharing its start with the last one gives a fresh trace’s numbers, its start reused', () => {
  const before = Array.from({ length: 29 }, (_, i) => (i * 17 + 5) % 61);
  const changedAt = (i) => before.map((t, j) => (j === i ? (t + 1) % 61 : t));
  const cases = [
    ['words added at the end', [...before, 3, 9, 27], 28],  // at another length, the rows in whole fours (see model.cpp)
    ['a word changed in the middle', changedAt(14), 14],
    ['the same sentence', before, 29],
    ['a shorter sentence', before.slice(0, 12), 12],
    ['the first word changed', changedAt(0), 0],
  ];
  for (const ablate of [[], [[1, 3]]]) {
    for (const [what, tokens, reused] of cases) {
      const model = open(), fresh = open();
      model.trace(before, { ablate });
      const again = model.trace(tokens, { ablate, probs: true });
      assert.equal(again.reused, reused, what);
      assert.deepEqual(numbers(again), numbers(fresh.trace(tokens, { ablate, probs: true })), what);
      model.free(), fresh.free();
    }
  }
});

test('gpt2 re-trace: a trace copies out only the tensors and logit rows asked for', () => {
  const model = open(), tokens = [4, 8, 15, 16, 23, 42];
  const whole = model.trace(tokens, { probs: true });
  const slim = model.trace(tokens, { tensors: ['weights'], logits: 'last', probs: 'last' });
  assert.equal(slim.reused, tokens.length);
  for (const [l, layer] of slim.layers.entries()) {
    assert.deepEqual(Object.keys(layer.tensors).filter((n) => !/^[Wb]_/.test(n)), ['weights']);
    assert.deepEqual(Array.from(layer.tensors.weights.data), Array.from(whole.layers[l].tensors.weights.data));
  }
  const V = 61, last = (t) => Array.from(t.data.subarray((tokens.length - 1) * V));
  assert.deepEqual([slim.logits.shape, slim.logits.first, Array.from(slim.logits.data)], [[1, V], tokens.length - 1, last(whole.logits)]);
  assert.deepEqual(Array.from(slim.probs.data), last(whole.probs));
  assert.equal(model.trace(tokens, { logits: false }).logits, undefined);
  assert.throws(() => model.trace(tokens, { tensors: 'weights' }), (e) => e instanceof RangeError && e.field === 'tensors');
  assert.throws(() => model.trace(tokens, { tensors: [1] }), (e) => e instanceof RangeError && /list of tensor names/.test(e.message));
  model.free();
});

test('gpt2 re-trace: a picture first (sentence: false, the last row unembedded), its loss after, a fresh trace’s numbers', () => {
  const V = 61, before = Array.from({ length: 29 }, (_, i) => (i * 13 + 2) % 61);
  const picture = { sentence: false, logits: 'last', probs: 'last' };
  const lastRows = (t) => ({ logits: Array.from(t.logits.data.subarray(-V)), probs: Array.from(t.probs.data.subarray(-V)) });
  const cases = [
    ['the same sentence', before],
    ['words added at the end', [...before, 3, 9, 27]],
    ['a word changed in the middle', before.map((t, j) => (j === 14 ? (t + 1) % 61 : t))],
    ['the first word changed', before.map((t, j) => (j === 0 ? (t + 1) % 61 : t))],
    ['one word', [7]],
  ];
  for (const ablate of [[], [[2, 1]]]) {
    for (const [what, tokens] of cases) {
      const model = open(), fresh = open();
      const expected = fresh.trace(tokens, { ablate, probs: true });
      model.trace(before, { ablate, ...picture });  // the kept pass waits for its rows' logits too
      const first = model.trace(tokens, { ablate, ...picture });
      assert.deepEqual(first.sentence, tokens.length > 1 ? null : expected.sentence, what);  // one word: its only row is the last
      assert.deepEqual(lastRows(first), lastRows(expected), what);
      assert.deepEqual(numbers({ ...first, logits: expected.logits, probs: expected.probs, sentence: expected.sentence }), numbers(expected), what);
      const then = model.trace(tokens, { ablate, probs: true });  // the same tokens: only the waiting rows computed
      assert.equal(then.reused, tokens.length, what);
      assert.deepEqual(numbers(then), numbers(expected), what);
      // A picture kept, then the whole of the new sentence at once: its rows the picture left waiting computed too.
      const direct = open();
      direct.trace(before, { ablate, ...picture });
      assert.deepEqual(numbers(direct.trace(tokens, { ablate, probs: true })), numbers(expected), what);
      model.free(), fresh.free(), direct.free();
    }
  }
  // A full pass kept, then a picture of a sentence sharing its start, then its loss.
  const model = open(), fresh = open(), longer = [...before, 5, 6, 7, 8];
  model.trace(before);
  model.trace(longer, picture);
  assert.deepEqual(numbers(model.trace(longer, { probs: true })), numbers(fresh.trace(longer, { probs: true })));
  // Asking for every row's logits computes them whatever `sentence` says.
  assert.notEqual(model.trace([1, 2, 3], { sentence: false }).sentence, null);
  assert.throws(() => model.trace(before, { sentence: 'no' }), (e) => e instanceof RangeError && e.field === 'sentence');
  // The waiting rows in pieces: 28 wait after a picture of 29 tokens, so pieces of 10 measure the sentence on the third.
  const pieces = open();
  pieces.trace(before, picture);
  const said = [1, 2, 3].map(() => pieces.trace(before, { sentence: 10, logits: false }).sentence);
  assert.deepEqual(said.slice(0, 2), [null, null]);
  assert.deepEqual(numbers(pieces.trace(before, { probs: true })), numbers(fresh.trace(before, { probs: true })));
  assert.deepEqual(said[2], fresh.trace(before).sentence);
  model.free(), fresh.free(), pieces.free();
});

test('gpt2 re-trace: onLayer hears each layer in order as it is made, the same layers the trace returns', () => {
  const model = open(), tokens = [4, 8, 15, 16, 23, 42], heard = [];
  const traced = model.trace(tokens, { tensors: ['weights'], onLayer: (l, layer) => heard.push([l, Array.from(layer.tensors.weights.data)]) });
  assert.deepEqual(heard, traced.layers.map((layer, l) => [l, Array.from(layer.tensors.weights.data)]));
  const again = [];
  model.trace(tokens, { tensors: ['weights'], onLayer: (l) => again.push(l) });  // reused whole: still every layer
  assert.deepEqual(again, [0, 1, 2]);
  // A listener that throws: the error comes out of trace once the pass is over, and the trainer goes on.
  assert.throws(() => model.trace([1, 2], { onLayer: () => { throw new Error('listener'); } }), /listener/);
  assert.equal(model.trace([1, 2, 3]).layers.length, 3);
  model.free();
});
