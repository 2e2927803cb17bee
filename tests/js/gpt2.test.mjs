// lab.loadModel on GPT-2 files made by tests/js/gpt2-file.mjs (the numbers are checked against a float64
// model natively, in tests/cpp/gpt2_test.cpp); here: the surface, the refusals, and the module staying usable.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadLab, freshLab } from './load-module.mjs';
import { gpt2File } from './gpt2-file.mjs';

const lab = await loadLab();

test('gpt2: a GPT-2-shaped file opens with its sizes read from the shapes and traces like a trained model', () => {
  for (const [prefix, half] of [['', false], ['transformer.', true]]) {
    const model = lab.loadModel(gpt2File({ vocab: 50, context: 16, d: 12, layers: 3, prefix, half }), { heads: 3 });
    const c = model.config;
    assert.deepEqual([c.task, c.vocab, c.seqLen, c.dModel, c.layers, c.heads, c.dFF, c.mlp, c.tied], ['pretrained', 50, 16, 12, 3, 3, 48, true, true]);
    const trace = model.trace([1, 2, 3, 4, 5]);
    assert.equal(trace.layers.length, 3);
    assert.deepEqual(trace.layers[2].tensors.weights.shape, [1, 3, 5, 5]);
    assert.deepEqual(trace.logits.shape, [5, 50]);
    for (let q = 0; q < 5; q++) {  // causal rows summing to 1
      const row = trace.layers[0].tensors.weights.data.subarray(q * 5, q * 5 + 5);
      assert.ok(Math.abs(row.reduce((a, b) => a + b, 0) - 1) < 1e-5);
      for (let k = q + 1; k < 5; k++) assert.equal(row[k], 0);
    }
    // Greedy: each token the largest of a whole trace's last-row logits (generate unembeds only that row).
    const greedy = [1, 2, 3];
    for (let i = 0; i < 4; i++) {
      const { logits } = model.trace(greedy), last = logits.data.subarray((greedy.length - 1) * 50);
      greedy.push(last.indexOf(Math.max(...last)));
    }
    assert.deepEqual(model.generate([1, 2, 3], 4).tokens, greedy.slice(3));
    // Head 1 of layer 0 knocked out: the trace says so, its Z block and concat columns are zeros, Y changes.
    const knocked = model.trace([1, 2, 3, 4, 5], { ablate: [[0, 1]] });
    assert.deepEqual(knocked.layers.map((l) => l.ablated), [[1], [], []]);
    const { Z, concat, Y } = knocked.layers[0].tensors;
    assert.ok(Z.data.subarray(5 * 4, 10 * 4).every((x) => x === 0) && Z.data.subarray(0, 5 * 4).some((x) => x !== 0));
    for (let t = 0; t < 5; t++) assert.ok(concat.data.subarray(t * 12 + 4, t * 12 + 8).every((x) => x === 0));
    assert.notDeepEqual(Y.data, trace.layers[0].tensors.Y.data);
    assert.throws(() => model.step(1), /traced here, not trained/);
    model.free();
  }
});

test('gpt2: broken files are refused with what is wrong, and the module keeps working', () => {
  const good = gpt2File({ vocab: 20, context: 8, d: 12, layers: 1 });
  const refused = (bytes, options, pattern) => assert.throws(() => lab.loadModel(bytes, options), (e) => e instanceof RangeError && pattern.test(e.message));
  refused(good.subarray(0, good.length - 10), { heads: 3 }, /truncated/);
  refused(good, {}, /give its number of heads/);
  refused(good, { heads: 5 }, /divide evenly/);
  refused(new TextEncoder().encode('PK this is a zip file, not safetensors'), {}, /not a usable safetensors file/);
  const lying = good.slice();
  new DataView(lying.buffer).setBigUint64(0, 1n << 40n, true);
  refused(lying, { heads: 3 }, /announce a header/);
  refused(gpt2File({ vocab: 20, context: 8, d: 12, layers: 1, buffers: false }).subarray(0, 100), { heads: 3 }, /./);
  assert.throws(() => lab.loadModel([1, 2, 3]), /Uint8Array/);
  assert.equal(lab.loadModel(good, { heads: 3 }).trace([0, 1]).layers.length, 1);
  assert.equal(lab.run({ text: 'still works' }).tokens[0].length, 2);
});

test('gpt2: a file is read a piece at a time, so the engine never holds the file beside the model', async () => {
  // A fresh module (its own memory): F32, an embedding table of 32,768 × 256 (32 MB) and two layers. Reading the
  // file whole would add the file (≈ 39 MB) to the weights (≈ 39 MB); in pieces of 8 MB it adds one piece.
  const fresh = await freshLab();
  const bytes = gpt2File({ vocab: 32768, context: 64, d: 256, layers: 2, buffers: true });
  const before = fresh.HEAPU8.length;
  const model = fresh.loadModel(bytes, { heads: 4 });
  const grown = fresh.HEAPU8.length - before;
  assert.ok(grown < 1.4 * bytes.length, `the heap grew ${(grown / 2 ** 20).toFixed(1)} MB for a ${(bytes.length / 2 ** 20).toFixed(1)} MB file`);
  // The weights are the file's: the same logits as the module that read it (the shared one, also in pieces,
  // checked against the float64 reference in the first test).
  const ids = [5, 17, 3000, 42, 31999];
  const a = model.trace(ids).logits.data, b = lab.loadModel(bytes, { heads: 4 }).trace(ids).logits.data;
  assert.deepEqual(Array.from(a), Array.from(b));
  model.free();
});

test('gpt2: a model whose whole-context trace would not fit still opens; a trace too long for memory is refused with how many tokens fit', () => {
  // 16 heads over 1,024 tokens keep 12 × (16 × 1024 × 1024) weights, and GPT-2's 50,257 logits per token: far
  // past 2 GB at full context, while the weights are small (10 MB). Before, opening checked a whole-context trace
  // with fewer tensors kept than a trace keeps (GPT-2 small was refused at 2,349 MB) and a trace was not checked.
  const model = lab.loadModel(gpt2File({ vocab: 50257, context: 1024, d: 96, layers: 12, half: true, buffers: false }), { heads: 16 });
  try {
    const ids = Array.from({ length: 64 }, (_, i) => (i * 7919) % 50257);
    assert.deepEqual(model.trace(ids).layers[11].tensors.weights.shape, [1, 16, 64, 64]);
    const long = Array.from({ length: 1024 }, (_, i) => (i * 7919) % 50257);
    let refusal;
    assert.throws(() => model.trace(long), (e) => (refusal = e) instanceof RangeError && e.field === 'tokens');
    const fit = Number(refusal.values.fit);
    assert.match(refusal.message, /^Tracing 1024 tokens through this model needs about \d+ MB, more than the 2048 MB the engine can give; at most \d+ tokens fit$/);
    assert.ok(fit >= 64 && fit < 1024, `at most ${fit} tokens`);
    assert.equal(model.trace(ids).logits.shape[0], 64, 'the model keeps working after the refusal');
  } finally { model.free(); }
});
