// A hostile caller cannot break the engine (issue 12, items 1–4): every argument is read into plain values
// before anything enters wasm, so a throwing getter, a Proxy, a detached or BigInt array, a cyclic or
// 20k-deep array, a throwing valueOf, or a value that is not a number is a RangeError naming the field,
// never a coercion and never a leak. 20,000 such calls interleaved with good ones leave the results
// bit-identical and the wasm heap its size.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './load-module.mjs';

const lab = await loadLab();
const W = () => Array.from({ length: 64 }, (_, i) => ((i * 37) % 17) / 17 - 0.5);  // a valid 8×8 W_q

function refused(call, field, pattern) {
  assert.throws(call, (e) => {
    assert.ok(e instanceof RangeError, `not a RangeError: ${e && e.constructor && e.constructor.name}: ${e && e.message}`);
    assert.equal(e.field, field, e.message);
    if (pattern) assert.match(e.message, pattern);
    return true;
  });
}

const detached = () => { const a = new Float32Array(64); structuredClone(a.buffer, { transfer: [a.buffer] }); return a; };
const cyclic = () => { const a = [1, 2]; a[1] = a; return a; };
const deep = () => { let a = [1]; for (let i = 0; i < 20000; i++) a = [a]; return a; };
const throwingValueOf = () => [...W().slice(0, 63), { valueOf() { throw new Error('valueOf'); } }];

// [what, call, field, message pattern]
const HOSTILE = [
  ['a config getter that throws', () => lab.run({ get heads() { throw new Error('boom'); } }), 'heads', /could not be read: boom/],
  ['a config Proxy whose ownKeys trap throws', () => lab.run(new Proxy({}, { ownKeys() { throw new Error('trap'); } })), 'config', /trap/],
  ['an inputs getter that throws', () => lab.run({}, { get W_q() { throw new Error('boom'); } }), 'inputs.W_q', /could not be read/],
  ['an inputs Proxy', () => lab.run({}, new Proxy({}, { ownKeys() { throw new Error('trap'); } })), 'inputs', /trap/],
  ['a detached typed array', () => lab.run({}, { W_q: detached() }), 'inputs.W_q'],
  ['a BigInt64Array', () => lab.run({}, { W_q: new BigInt64Array(64) }), 'inputs.W_q', /array of numbers/],
  ['a cyclic array', () => lab.run({}, { W_q: cyclic() }), 'inputs.W_q'],
  ['a 20,000-deep array', () => lab.run({}, { W_q: deep() }), 'inputs.W_q', /nested more than 4 deep/],
  ['an element whose valueOf throws', () => lab.run({}, { W_q: throwingValueOf() }), 'inputs.W_q', /W_q\[63\] is an object, not a number/],
  ['a BigInt element', () => lab.run({}, { W_q: [...W().slice(0, 63), 1n] }), 'inputs.W_q', /W_q\[63\] is a bigint/],
  ['a Symbol element', () => lab.run({}, { W_q: [...W().slice(0, 63), Symbol('x')] }), 'inputs.W_q', /is a symbol/],
  ['null inside an input', () => lab.run({}, { W_q: [null, ...W().slice(1)] }), 'inputs.W_q', /W_q\[0\] is null, not a number/],
  ['"" inside an input', () => lab.run({}, { W_q: ['', ...W().slice(1)] }), 'inputs.W_q', /is the text ""/],
  ['true inside an input', () => lab.run({}, { W_q: [true, ...W().slice(1)] }), 'inputs.W_q', /is a boolean/],
  ['"0.5" inside an input', () => lab.run({}, { W_q: ['0.5', ...W().slice(1)] }), 'inputs.W_q', /the text "0.5"/],
  ['a hole in a sparse array', () => { const w = W(); delete w[5]; return lab.run({}, { W_q: w }); }, 'inputs.W_q', /W_q\[5\] is missing/],
  ['ragged rows', () => lab.run({}, { W_q: [[1, 2, 3, 4, 5, 6, 7, 8], [1, 2]] }), 'inputs.W_q', /same length/],
  ['validLengths: [null]', () => lab.run({ mask: 'padding', validLengths: [null] }), 'validLengths', /whole numbers/],
  ['customMask holding true', () => lab.run({ mask: 'custom', text: 'a b', customMask: [true, 1, 1, 1] }), 'customMask', /0 and 1 only/],
  ['customMask holding "1"', () => lab.run({ mask: 'custom', text: 'a b', customMask: ['1', 1, 1, 1] }), 'customMask', /0 and 1 only/],
  ['customMask holding 0.99999999', () => lab.run({ mask: 'custom', text: 'a b', customMask: [0.99999999, 1, 1, 1] }), 'customMask', /customMask\[0\] is 0\.99999999/],
  ['a setting that is an object with valueOf', () => lab.run({ heads: { valueOf: () => 2 } }), 'heads', /number, text or true\/false/],
  ['a negative seed', () => lab.run({ seed: -1 }), 'seed', /0 to 4294967295/],
  ['a decode item beyond 2^32', () => lab.decode({}, {}, 2 ** 32 + 1), 'item'],
  ['a negative decode item', () => lab.decode({}, {}, -1), 'item'],
  ['a step tensor with a throwing getter', () => lab.step('scores', { get Q_heads() { throw new Error('x'); } }), 'Q_heads', /could not be read/],
];

for (const [what, call, field, pattern] of HOSTILE) {
  test(`hostile: ${what} is a RangeError naming ${field}`, () => refused(call, field, pattern));
}

test('hostile: a typed array whose length is faked is read at its real length', () => {
  const small = new Float32Array(W());
  Object.defineProperty(small, 'length', { value: 2 ** 28 });
  const trace = lab.run({}, { W_q: small });
  assert.deepEqual(Array.from(trace.tensors.W_q.data), Array.from(new Float32Array(W())));
});

test('hostile: a huge text is cut while tokenizing, with a note; in a batch of 64 it is refused by size, not aborted', () => {
  const text = 'a '.repeat(6e6);
  const trace = lab.run({ text, batch: 2, keep: ['Y'] });
  assert.equal(trace.config.queryLen, 4096);
  assert.match(trace.notes.join(' '), /has 6000000 tokens; only the first 4096 are used/);
  refused(() => lab.run({ text, batch: 64, keep: ['Y'] }), 'size', /MB; the limit is 1074 MB/);
  assert.equal(lab.run({}).tensors.Y.shape[1], 6);  // and the module goes on
});

test('hostile: seeds round-trip, lone surrogates keep the next character, unused lines and tokens get notes', () => {
  const trace = lab.run({ seed: 4294967295 });
  assert.equal(trace.config.seed, 4294967295);
  assert.deepEqual(Array.from(lab.run(trace.config).tensors.Y.data), Array.from(trace.tensors.Y.data));
  const split = lab.run({ text: 'a\uD800\nb c', batch: 2 });
  assert.deepEqual(split.tokens, [['a\uFFFD', '<pad>'], ['b', 'c']]);
  assert.match(lab.run({ text: 'one\ntwo\nthree', batch: 2 }).notes.join(' '), /3 lines; batch is 2, so only the first 2 are used/);
  assert.match(lab.run({ text: 'the cat sat on the mat', queryLen: 4 }).notes.join(' '), /has 6 tokens; the length is 4, so the last 2 are not used/);
});

test('hostile: 20,000 hostile calls interleaved with good ones leave results bit-identical and the heap its size', () => {
  const good = () => lab.run({ text: 'the cat sat', heads: 2, bias: true }, { W_q: W() });
  const bits = (t) => Buffer.from(t.tensors.Y.data.buffer, t.tensors.Y.data.byteOffset, t.tensors.Y.data.byteLength).toString('hex');
  const expected = bits(good());
  for (let i = 0; i < 200; i++) good();  // the heap reaches its working size first
  const heap = lab.HEAP8.length;
  let calls = 0;
  while (calls < 20000) {
    for (const [, call] of HOSTILE) {
      try { call(); } catch { /* refused, as the tests above check */ }
      calls++;
    }
    assert.equal(bits(good()), expected);
  }
  assert.equal(lab.HEAP8.length, heap, 'the wasm heap did not grow');
});

test('hostile: a seeded fuzz of the JS boundary (random values of every type in every setting and input) only ever gets RangeErrors with a field', () => {
  let state = 12345;
  const rand = () => ((state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const values = () => [null, undefined, '', '2', 'causal', true, false, 0, -1, 1.5, 2, 8, NaN, Infinity, 2 ** 53, 1n, Symbol('s'),
    {}, [], [1, 2], [null], [[1], [2, 3]], new Float32Array(3), new BigInt64Array(1), { valueOf() { throw new Error('v'); } },
    new Proxy({}, { get() { throw new Error('p'); } }), cyclic()];
  const settings = ['batch', 'queryLen', 'keyLen', 'dModel', 'heads', 'dK', 'dV', 'mask', 'validLengths', 'customMask',
    'crossAttention', 'bias', 'seed', 'text', 'sourceText', 'keep', 'block', 'dFF', 'nonsense'];
  const inputs = ['X', 'X_q', 'X_kv', 'W_q', 'W_k', 'W_v', 'W_o', 'b_q', 'W_1', 'zzz'];
  const good = () => Array.from(lab.run({ text: 'I like cats' }).tensors.Y.data);
  const expected = good();
  const heap = lab.HEAP8.length;
  let refusedCount = 0;
  for (let i = 0; i < 5000; i++) {
    const config = {}, given = {};
    for (let k = 0; k < 3; k++) config[pick(settings)] = pick(values());
    if (rand() < 0.5) given[pick(inputs)] = pick(values());
    const call = pick([() => lab.run(config, given), () => lab.decode(config, given, pick([0, 1, -1, 0.5, 2 ** 40])),
      () => lab.step(pick(['scores', 'softmax', 'mask', 'nope']), given, config)]);
    try { call(); } catch (e) {
      assert.ok(e instanceof RangeError && typeof e.field === 'string' && e.field, `call ${i}: ${e && e.constructor.name}: ${e && e.message}`);
      refusedCount++;
    }
  }
  assert.ok(refusedCount > 3000, `${refusedCount} of 5000 refused`);
  assert.deepEqual(good(), expected);
  assert.equal(lab.HEAP8.length, heap);
});

test('lab.limits(): the limits the engine reports are the ones it enforces', () => {
  const L = lab.limits();
  assert.ok(Object.isFrozen(L));
  const W = new Array(64).fill(0);
  W[0] = L.maxAbsValue;
  lab.run({}, { W_q: W });
  W[0] = L.maxAbsValue * (1 + 1e-6);
  refused(() => lab.run({}, { W_q: W }), 'inputs.W_q', /between -1e6 and 1e6/);
  lab.run({ heads: L.maxHeads, dModel: L.maxHeads });
  refused(() => lab.run({ heads: L.maxHeads + 1, dModel: L.maxHeads + 1 }), 'heads');
  refused(() => lab.run({ batch: L.maxBatch + 1 }), 'batch');
  assert.equal(L.maxLen, 4096);  // the README's table
});
