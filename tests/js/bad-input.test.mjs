// Every class of bad input is rejected with a RangeError naming the field, and the module keeps working.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './load-module.mjs';

const lab = await loadLab();

const cases = [
  // [what, config, inputs, field, message pattern]
  ['heads that do not divide dModel', { dModel: 10, heads: 3 }, undefined, 'heads', /dModel \(10\) must be divisible by heads \(3\)/],
  ['zero heads', { heads: 0 }, undefined, 'heads', /between 1 and 64/],
  ['a head range past any head count', { heads: 2, headRange: [0, 1e9], keep: ['Y'] }, undefined, 'headRange', /headRange \(1000000000\) is far too large/],
  ['a head range backwards', { heads: 2, headRange: [2, 1], keep: ['Y'] }, undefined, 'headRange', /must have 0 ≤ from < to ≤ heads \(2\)/],
  ['a negative batch', { batch: -1 }, undefined, 'batch', /between 1 and 64/],
  ['a fractional dModel', { dModel: 8.5 }, undefined, 'dModel', /whole number/],
  ['a number given as text', { heads: '2' }, undefined, 'heads', /whole number; got the text "2"/],
  ['NaN as a size', { dModel: NaN }, undefined, 'dModel', /whole number/],
  ['an absurd size', { queryLen: 1e12 }, undefined, 'queryLen', /far too large/],
  ['a length beyond the limit', { queryLen: 5000 }, undefined, 'queryLen', /between 0 and 4096/],
  ['a configuration too big for a tab', { queryLen: 4096, dModel: 1024, heads: 16, batch: 8 }, undefined, 'size', /MB; the limit is/],
  ['an unknown mask', { mask: 'diagonal' }, undefined, 'mask', /none, causal, padding, causal\+padding, custom/],
  ['a boolean given as a number', { bias: 1 }, undefined, 'bias', /true or false/],
  ['an unknown setting', { dmodel: 8 }, undefined, 'config.dmodel', /not a setting/],
  ['a config that is not an object', 42, undefined, 'config', /must be an object/],
  ['empty text', { text: '   ' }, undefined, 'text', /no words/],
  ['empty source text', { crossAttention: true, sourceText: '' }, undefined, 'sourceText', /no words/],
  ['keyLen different from queryLen in self-attention', { keyLen: 3 }, undefined, 'keyLen', /must equal queryLen/],
  ['validLengths with the wrong count', { mask: 'padding', validLengths: [1, 2] }, undefined, 'validLengths', /one per batch item/],
  ['validLengths out of range', { mask: 'padding', validLengths: [9] }, undefined, 'validLengths', /between 0 and/],
  ['a custom mask of the wrong size', { mask: 'custom', customMask: [1, 0] }, undefined, 'customMask', /expected T×S = 6×6 = 36/],
  ['a custom mask with values other than 0 and 1', { mask: 'custom', customMask: Array(36).fill(0.5) }, undefined, 'customMask', /use 1 where/],
  ['keep with an unknown name', { keep: ['attention'] }, undefined, 'keep', /not a tensor/],
  ['W_q of the wrong size', {}, { W_q: new Array(12).fill(0) }, 'inputs.W_q', /W_q has 12 values; expected dModel×\(heads·dK\) = 8×8 = 64/],
  ['X of the wrong size', {}, { X: [1, 2, 3] }, 'inputs.X', /X has 3 values/],
  ['NaN inside a weight', {}, { W_k: Array.from({ length: 64 }, (_, i) => (i === 5 ? NaN : 0)) }, 'inputs.W_k', /W_k\[5\] is NaN/],
  ['Infinity inside an input', { queryLen: 1 }, { X: [0, 0, 0, Infinity, 0, 0, 0, 0] }, 'inputs.X', /X\[3\] is Infinity/],
  ['a value beyond ±1e6', {}, { W_v: new Array(64).fill(1e30) }, 'inputs.W_v', /between -1e6 and 1e6/],
  ['text inside a matrix', {}, { W_o: new Array(64).fill('x') }, 'inputs.W_o', /W_o\[0\] is the text "x", not a number/],
  ['an unknown input', {}, { W_z: [1] }, 'inputs.W_z', /not an input the engine takes/],
  ['X in cross-attention', { crossAttention: true }, { X: new Array(48).fill(0) }, 'inputs.X', /give X_q and X_kv/],
  ['a bias with bias off', {}, { b_q: new Array(8).fill(0) }, 'inputs.b_q', /bias is off/],
  ['a matrix given as an object', {}, { W_q: { 0: 1 } }, 'inputs.W_q', /array of numbers/],
];

for (const [what, config, inputs, field, pattern] of cases) {
  test(`bad input: ${what} is rejected, then a good call works`, () => {
    assert.throws(() => lab.run(config, inputs), (error) => {
      assert.ok(error instanceof RangeError, `not a RangeError: ${error}`);
      assert.equal(error.field, field);
      assert.match(error.message, pattern);
      return true;
    });
    assert.equal(lab.run({ text: 'still here' }).tensors.Y.shape[1], 2);
  });
}

test('bad input: "__proto__" and "constructor" keys do nothing harmful', () => {
  const config = JSON.parse('{"__proto__": {"heads": 3}, "text": "a b"}');
  assert.throws(() => lab.run(config), (e) => e instanceof RangeError && e.field === 'config.__proto__');
  assert.equal({}.heads, undefined);
  assert.throws(() => lab.run({}, JSON.parse('{"constructor": [1]}')), (e) => e.field === 'inputs.constructor');
});

test('bad input: a thousand bad calls in a row leave the module answering', () => {
  for (let i = 0; i < 1000; i++) assert.throws(() => lab.run({ heads: 3 }), RangeError);
  assert.equal(lab.run({}).steps.length, 17);
});
