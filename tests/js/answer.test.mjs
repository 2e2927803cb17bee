// The boundary (cpp/bindings/answer.hpp): the engine's functions answer with a result or a refusal object,
// never a sentinel number; no call leaves state a later call depends on ("the last run"); a layout id always
// names the same layout.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './load-module.mjs';

const lab = await loadLab();

test('answer: each engine function refuses with {refused: {field, message, key}}, never 0 or an empty text', () => {
  const bad = { heads: 3, dModel: 10 };
  const answers = {
    runTrace: lab.runTrace(bad, null),
    planJson: lab.planJson(bad, null),
    decodeSteps: lab.decodeSteps(bad, null, 0),
    stepSpecsJson: lab.stepSpecsJson(bad, null),
    callStep: lab.callStep('softmax', [{ name: 'masked', shape: [1, 1, 1, 2], data: new Float32Array([NaN, 1]) }], null),
  };
  for (const [name, answer] of Object.entries(answers)) {
    assert.equal(typeof answer, 'object', `${name} answered ${answer}`);
    assert.ok(answer.refused, `${name}: no refusal`);
    assert.ok(answer.refused.field && answer.refused.message && answer.refused.key, `${name}: ${JSON.stringify(answer.refused)}`);
  }
  assert.equal(answers.runTrace.refused.field, 'heads');
  assert.equal(answers.callStep.refused.field, 'masked');
});

test('answer: a trace stays whole after later runs, refusals and steps (nothing is "the last run")', () => {
  const first = lab.run({ text: 'a b c', heads: 2 });
  const weights = Array.from(first.tensors.weights.data);
  const plain = JSON.stringify(first.config);
  lab.run({ text: 'one two three four five six seven', heads: 4, dModel: 16 });
  assert.throws(() => lab.run({ heads: 0 }), RangeError);
  lab.step('softmax', { masked: [[0.9, 1.1]] });
  lab.decode({ text: 'x y' });
  assert.deepEqual(Array.from(first.tensors.weights.data), weights);
  assert.equal(JSON.stringify(first.config), plain);
  // the same configuration again gives the same numbers: the first run's are still its own, not overwritten
  const again = lab.run({ text: 'a b c', heads: 2 });
  assert.deepEqual(Array.from(again.tensors.weights.data), weights);
});

test('answer: a step given data that does not fill its shape is refused by the engine, not read past its end', () => {
  const answer = lab.callStep('softmax', [{ name: 'masked', shape: [1, 1, 2, 2], data: new Float32Array([1, 2]) }], null);
  assert.equal(answer.refused.key, 'args.flatData');
  assert.equal(answer.refused.message, 'masked.data holds 2 numbers in 1 axes; shape 1×1×2×2 needs 4 in a flat list');
});

test('answer: a layout id names one layout; runs of two shapes in turn each get their own steps and tensors', () => {
  const small = { text: 'a b', heads: 1, dModel: 4 }, large = { text: 'a b c d', heads: 2, dModel: 8, block: true, dFF: 8 };
  for (let i = 0; i < 3; i++) {
    const a = lab.run(small), b = lab.run(large);
    assert.deepEqual(a.tensors.Y.shape, [1, 2, 4]);
    assert.deepEqual(b.tensors.Y.shape, [1, 4, 8]);
    assert.ok(!a.steps.some((s) => s.id === 'norm2'));
    assert.ok(b.steps.some((s) => s.id === 'norm2'));
  }
  assert.equal(lab.layoutText(987654321), '', 'an id the engine never made names no layout');
});

test('answer: a large run (over the packing limit) crosses tensor by tensor with the same numbers as lab.step', () => {
  const config = { text: Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '), dModel: 64, heads: 4 };
  const run = lab.run(config);
  assert.ok(Object.values(run.tensors).reduce((n, t) => n + t.data.length, 0) > 16384);
  const step = lab.step('softmax', { masked: run.tensors.masked }).output;
  assert.deepEqual(Array.from(step.data), Array.from(run.tensors.weights.data));
});

test('answer: runs that differ in one setting, in turn, each answer their own config and tokens (kept texts are never another run\'s)', () => {
  const base = { text: 'a b c', mask: 'custom', customMask: [1, 0, 0, 1, 1, 0, 1, 1, 1] };
  const variants = [
    { seed: 7 }, { ropeBase: 500.5 }, { text: 'x y z' }, { window: 2 }, { customMask: [1, -0, 0, 1, 1, 0, 1, 1, 1] },
  ];
  for (let round = 0; round < 3; round++) {
    const first = lab.run(base);
    assert.deepEqual(first.tokens, [['a', 'b', 'c']]);
    assert.equal(first.config.seed, 42);
    assert.ok(Object.is(first.config.customMask[1], 0));
    for (const change of variants) {
      const run = lab.run({ ...base, ...change });
      for (const [name, value] of Object.entries(change)) {
        if (Array.isArray(value)) value.forEach((x, i) => assert.ok(Object.is(run.config[name][i], x), `${name}[${i}]`));
        else assert.equal(run.config[name], value, name);
      }
      assert.deepEqual(run.tokens, [change.text ? change.text.split(' ') : ['a', 'b', 'c']]);
    }
  }
});
