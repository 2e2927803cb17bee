// The trainer, model files and ablation never lie or corrupt (issue 34, items 1–8): each case is a RangeError
// naming what is wrong (or the right result), the module bit-identical afterwards, and no memory kept by a
// failed load. Expected values are made here (a file's bytes, a text's characters), never by the engine.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadLab, freshLab } from './load-module.mjs';
import { gpt2File } from './gpt2-file.mjs';

const lab = await loadLab();

// The bytes of a fixed run: equal before and after means the module was left bit-identical.
const fingerprint = (module) => {
  const t = module.run({ text: 'the cat sat on the mat', heads: 2, seed: 7 }).tensors;
  return Buffer.concat([t.Y.data, t.weights.data, t.Q.data].map((x) => Buffer.from(x.buffer, x.byteOffset, x.byteLength)));
};

function refused(call, field, key) {
  assert.throws(call, (e) => {
    assert.ok(e instanceof RangeError, `not a RangeError: ${e && e.constructor && e.constructor.name}: ${e && e.message}`);
    assert.equal(e.field, field, e.message);
    if (key) assert.equal(e.key, key, e.message);
    return true;
  });
}

const small = () => lab.train({ layers: 2, heads: 4, dModel: 16, batch: 4 });

// [layer, head] whose layer reads once and then throws: a second read is what leaked the stack for good.
function readOnce(layer, head) {
  let reads = 0;
  const pair = [undefined, head];
  Object.defineProperty(pair, 0, { get() { if (++reads > 1) throw new Error('read twice'); return layer; } });
  return pair;
}

test('item 1: an ablate pair is read once, so a getter that throws on its second read changes nothing, 2,000 times', () => {
  const before = fingerprint(lab), t = small();
  const want = t.evaluate({ ablate: [[1, 0]] });
  for (let i = 0; i < 2000; i++) assert.deepEqual(t.evaluate({ ablate: [readOnce(1, 0)] }), want);
  assert.deepEqual(t.headScores({ ablate: [readOnce(1, 0)] }), t.headScores({ ablate: [[1, 0]] }));
  refused(() => t.evaluate({ ablate: [{ length: 2, get 0() { throw new Error('boom'); } }] }), 'ablate');
  refused(() => t.trace([1, 2], { get ablate() { throw new Error('boom'); } }), 'ablate');
  t.free();
  assert.deepEqual(fingerprint(lab), before);
});

test('item 2: a head or layer the model lacks is refused by name, never silently skipped', () => {
  const before = fingerprint(lab), t = small();  // 2 layers of 4 heads
  for (const pair of [[1, 4], [0, -1], [5, 0], [1, 1e300], [0.5, 0], [NaN, 0], [2, 0]]) {
    refused(() => t.evaluate({ ablate: [pair] }), 'ablate', 'train.ablateRange');
    refused(() => t.headScores({ ablate: [[0, 0], pair] }), 'ablate', 'train.ablateRange');
    refused(() => t.trace([1, 2, 3], { ablate: [pair] }), 'ablate', 'train.ablateRange');
  }
  refused(() => t.evaluate({ ablate: [['1', 0]] }), 'ablate', 'trainApi.ablate');
  // A pair whose head reads 0 and then 1: what is knocked out is what is reported (head 0 of layer 1).
  let reads = 0;
  const changing = [1, undefined];
  Object.defineProperty(changing, 1, { get: () => (reads++ === 0 ? 0 : 1) });
  const trace = t.trace([1, 2, 3, 4], { ablate: [changing] });
  assert.deepEqual(trace.layers.map((l) => l.ablated), [[], [0]]);
  const Z = trace.layers[1].tensors.Z.data, block = 4 * 4;  // (1, h, T, d_v): head p is block p
  assert.ok(Z.subarray(0, block).every((x) => x === 0) && Z.subarray(block, 2 * block).some((x) => x !== 0));
  t.free();
  assert.deepEqual(fingerprint(lab), before);
});

test('item 3: a GPT-2 file with a layer it lacks or a gap in its layers is refused, F32 and F16', () => {
  const before = fingerprint(lab);
  const base = { vocab: 20, context: 8, d: 12, layers: 1 };
  for (const half of [false, true]) {
    const extra = gpt2File({ ...base, half, extra: [{ name: 'h.1.attn.c_attn.weight', shape: [12, 36] }] });
    refused(() => lab.loadModel(extra, { heads: 3 }), 'file', 'gpt2.strayLayer');
    const gap = gpt2File({ ...base, layers: 2, layerIds: [0, 2], half });
    refused(() => lab.loadModel(gap, { heads: 3 }), 'file', 'gpt2.strayLayer');
  }
  assert.deepEqual(fingerprint(lab), before);
});

test('item 3: 20 failed loads of a 10 MB file keep no memory', async () => {
  const fresh = await freshLab();
  const bytes = gpt2File({ vocab: 16384, context: 16, d: 128, layers: 2, layerIds: [0, 2], buffers: false });
  const before = fingerprint(fresh);
  refused(() => fresh.loadModel(bytes, { heads: 4 }), 'file', 'gpt2.strayLayer');
  const afterOne = fresh.HEAPU8.length;
  for (let i = 0; i < 19; i++) refused(() => fresh.loadModel(bytes, { heads: 4 }), 'file', 'gpt2.strayLayer');
  assert.ok(fresh.HEAPU8.length - afterOne < bytes.length / 10,
    `the heap grew ${(fresh.HEAPU8.length - afterOne) / 2 ** 20} MB over 19 more failed loads of a ${bytes.length / 2 ** 20} MB file`);
  assert.deepEqual(fingerprint(fresh), before);
});

test('item 4: a typed array whose length lies is read by its real length', () => {
  const before = fingerprint(lab);
  const X = [[1, 2, 3, 4]], W_q = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]];
  class Liar extends Float32Array { get length() { return 64; } }
  const defined = new Float32Array([1, 2, 3, 4]);
  Object.defineProperty(defined, 'length', { get: () => 2 });
  for (const b_q of [new Liar([1, 2, 3, 4]), defined]) {
    const out = lab.step('project_q', { X, W_q, b_q }).output;  // X·I + b = 2X
    assert.deepEqual(out.shape, [1, 1, 4]);
    assert.deepEqual(Array.from(out.data), [2, 4, 6, 8]);
  }
  assert.deepEqual(fingerprint(lab), before);
});

// A checkpoint's bytes with the first value of `name` set to `value` (F32), found by the file's own header.
function poisoned(bytes, name, value) {
  const out = bytes.slice(), view = new DataView(out.buffer);
  const headerLength = Number(view.getBigUint64(0, true));
  const header = JSON.parse(new TextDecoder().decode(out.subarray(8, 8 + headerLength)));
  view.setFloat32(8 + headerLength + header[name].data_offsets[0], value, true);
  return out;
}

test('item 5: a checkpoint or GPT-2 file holding a NaN or 1e30 weight is refused by name', () => {
  const before = fingerprint(lab), t = small(), bytes = t.save();
  t.free();
  for (const value of [NaN, 1e30, -Infinity]) {
    refused(() => lab.loadModel(poisoned(bytes, 'h.1.attn.W_v', value)), 'file', 'file.weight');
  }
  for (const half of [false, true])
    for (const name of ['wte.weight', 'h.0.mlp.c_fc.weight', 'ln_f.bias']) {
      const file = gpt2File({ vocab: 20, context: 8, d: 12, layers: 1, half, poison: { name, value: NaN } });
      refused(() => lab.loadModel(file, { heads: 3 }), 'file', 'file.weight');
    }
  assert.deepEqual(fingerprint(lab), before);
});

test('item 5: settings the engine cannot train are refused before anything is allocated', async () => {
  const before = fingerprint(lab);
  refused(() => lab.train({ seqLen: 1024, batch: 64 }), 'seqLen', 'train.memory');
  // 286 million parameters, every setting within its bounds: AdamW would need 4.6 GB.
  refused(() => lab.train({ layers: 12, dModel: 1024, heads: 16, vocab: 65536, mlp: true }), 'dModel', 'train.memory');
  assert.deepEqual(fingerprint(lab), before);
});

test('item 5: trainers left open are refused once they fill the memory, never an abort; freeing them makes room', async () => {
  const fresh = await freshLab(), before = fingerprint(fresh);
  const settings = { layers: 1, dModel: 512, heads: 8, vocab: 8192, batch: 1 };  // ≈ 5.3 M parameters: 84 MB with AdamW
  const open = [];
  let refusal = null;
  for (let i = 0; i < 100 && !refusal; i++) {
    try {
      open.push(fresh.train(settings));
    } catch (e) {
      refusal = e;
    }
  }
  assert.ok(refusal instanceof RangeError && refusal.field === 'trainer' && refusal.key === 'train.memoryHeld', String(refusal));
  assert.ok(open.length >= 10, `${open.length} trainers fit`);
  open.forEach((t) => t.free());
  const again = fresh.train(settings);
  assert.equal(again.step(1).step, 1);
  again.free();
  assert.deepEqual(fingerprint(fresh), before);
});

test('item 6: the text task reads characters, not bytes: accents and emoji are one token each', () => {
  const before = fingerprint(lab);
  for (const text of ['café au lait… crème brûlée, déjà vu. '.repeat(4), '🐈 and 🐕 chase 🐁 around 🏠 '.repeat(4)]) {
    const letters = [...new Set([...text])].sort((a, b) => a.codePointAt(0) - b.codePointAt(0));
    const t = lab.train({ task: 'text', text, seqLen: 8, dModel: 16, heads: 2, batch: 4 });
    assert.equal(t.config.vocab, letters.length);
    assert.deepEqual([...t.config.alphabet], letters);
    const word = [...text].slice(0, 6).join('');
    const trace = t.trace(word);
    assert.deepEqual(trace.layers[0].tokens[0], [...word]);
    assert.deepEqual(trace.tokens, [...word].map((ch) => letters.indexOf(ch)));
    const generated = t.generate(word, 3).text;
    assert.equal([...generated].length, 3);
    assert.ok([...generated].every((ch) => letters.includes(ch)), generated);
    // A checkpoint keeps the same alphabet.
    assert.deepEqual([...lab.loadModel(t.save()).config.alphabet], letters);
    t.free();
  }
  assert.deepEqual(fingerprint(lab), before);
});

test('item 7: one enormous word over a batch of 64 is refused by plan and run, naming text, without the heap filling', async () => {
  const fresh = await freshLab(), before = fingerprint(fresh);
  for (const mb of [10, 30]) {
    const text = 'x'.repeat(mb * 2 ** 20);
    refused(() => fresh.plan({ text, batch: 64 }), 'text', 'config.tokensTooLarge');
    refused(() => fresh.run({ text, batch: 64, keep: ['Y'] }), 'text', 'config.tokensTooLarge');
    refused(() => fresh.plan({ crossAttention: true, mask: 'none', sourceText: text, batch: 64 }), 'sourceText', 'config.tokensTooLarge');
  }
  assert.ok(fresh.HEAPU8.length < 512 * 2 ** 20, `the heap is ${fresh.HEAPU8.length / 2 ** 20} MB`);
  assert.equal(fresh.plan({ text: 'x'.repeat(2 ** 20), batch: 8 }).tokens.length, 8);  // 8 MB of tokens fit
  assert.deepEqual(fingerprint(fresh), before);
});

test('item 8: null options are {} in evaluate, headScores, trace, save and loadModel', () => {
  const t = small();
  assert.deepEqual(t.evaluate(null), t.evaluate());
  assert.deepEqual(t.headScores(null), t.headScores({}));
  assert.deepEqual(t.trace([1, 2, 3], null).logits, t.trace([1, 2, 3]).logits);
  assert.deepEqual(t.save(null), t.save());
  const file = gpt2File({ vocab: 20, context: 8, d: 16, layers: 1 });
  assert.equal(lab.loadModel(t.save(), null).config.layers, 2);
  refused(() => lab.loadModel(file, null), 'heads', 'gpt2.width');  // null is {}: the width then needs heads
  refused(() => t.evaluate(5), 'options', 'trainApi.options');
  t.free();
});

test('item 8: GPT-2 medium, large and XL shapes are refused saying what fits', () => {
  refused(() => lab.loadModel(gpt2File({ vocab: 20, context: 8, d: 8, layers: 13, buffers: false }), { heads: 2 }), 'file', 'gpt2.tooLarge');
  const wide = gpt2File({ vocab: 4, context: 4, d: 1280, dFF: 8, layers: 1, half: true, buffers: false });
  assert.throws(() => lab.loadModel(wide), (e) => e.key === 'gpt2.tooLarge' && /at most 12 layers and width 1024/.test(e.message));
});
