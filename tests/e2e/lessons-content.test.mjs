// Lessons in Node, against the engine: every chapter's configuration has the shapes it claims and its
// sentences are made of real numbers; exercises' answers are the engine's; token-by-token decoding
// equals the full run; the multi-head equivalence holds to float precision; deep links parse strictly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './helpers/lab.mjs';
import { presets } from '../../web/src/state/presets.js';
import { chapters, chapterFromLocation } from '../../web/src/lessons/tour.js';
import { parseExerciseList, generateSpecs, exerciseFromSpec, checkAnswer } from '../../web/src/lessons/exercises.js';
import { decodeComparison } from '../../web/src/lessons/decode.js';
import { multiHeadEquivalence } from '../../web/src/lessons/equivalence.js';
import { matrixOf } from '../../web/src/engine/tensor.js';
import { referenceForward, referenceShapes, referenceAt } from './helpers/reference.mjs';
import { withTrainedPresets } from './helpers/trained.mjs';

const lab = await loadLab();
withTrainedPresets(presets, lab);
export const chapterTrace = (ch) => {
  const preset = presets.find((p) => p.id === ch.preset);
  return lab.run({ ...lab.defaultConfig(), ...(preset?.config ?? {}), ...(ch.config ?? {}) }, ch.inputs ?? preset?.inputs ?? {});
};

for (const [i, ch] of chapters.entries()) {
  test(`tour chapter ${i + 1} (${ch.id}): its shapes match lab.run, its step exists, its text has real numbers`, () => {
    const trace = chapterTrace(ch);
    for (const [name, shape] of ch.claims) assert.deepEqual(trace.tensors[name].shape, shape, name);
    assert.ok(trace.steps.some((s) => s.id === ch.step), ch.step);
    const text = ch.text(trace, lab, { presets }).join(' ');
    assert.ok(text.length > 100);
    assert.doesNotMatch(text, /NaN|undefined|\[object/);
  });
}

test('tour: the N = 6, d = 512 chapter says W_q is 512×512 and Z is 6×512', () => {
  const text = chapters[0].text(chapterTrace(chapters[0])).join(' ');
  assert.match(text, /512×512/);
  assert.match(text, /6×512/);
});

test('tour: the causal-mask chapter quotes row 2 of the weights with exact zeros for future keys', () => {
  const trace = chapterTrace(chapters[2]);
  const w = matrixOf(trace, 'weights').get(2, 3);
  assert.equal(w, 0);
  assert.match(chapters[2].text(trace).join(' '), /0, 0, 0\]/);
});

test('deep links: ?chapter=N and #chapter-N within range; anything else is ignored', () => {
  assert.equal(chapterFromLocation('?chapter=4', ''), 4);
  assert.equal(chapterFromLocation('', '#chapter-2'), 2);
  for (const bad of ['?chapter=0', '?chapter=99', '?chapter=4abc', '?chapter=<b>', '?chapter=-1', '?chapter=1e1']) assert.equal(chapterFromLocation(bad, ''), null, bad);
  assert.equal(chapterFromLocation('', '#chapter-<img>'), null);
  assert.deepEqual(parseExerciseList('shape:weights,value:weights:0:1:2:3,<script>,value:x:1:2:3:4:5'), ['shape:weights', 'value:weights:0:1:2:3']);
});

test('exercises: generated answers are the shapes of docs/ARCHITECTURE.md’s table and the values of a float64 forward pass, and the checker accepts them', () => {
  const STEP_OUTPUT = { split_q: 'Q_heads', scores: 'scores', scale: 'scaled', softmax: 'weights', context: 'Z', concat: 'concat', output: 'Y' };
  for (const config of [{ text: 'I like cats' }, { text: 'a b c d e', heads: 4, dModel: 8, block: true }, { crossAttention: true, mask: 'padding', heads: 3, dModel: 9 }]) {
    const trace = lab.run(config);
    const shapes = referenceShapes(trace.config), ref = referenceForward(trace);
    for (const seed of [1, 2, 3]) {
      for (const spec of generateSpecs(trace, seed, { lab, presets })) {
        const ex = exerciseFromSpec(trace, spec, { lab, presets });
        assert.ok(ex, spec);
        const [kind, ...rest] = spec.split(':');
        if (ex.type === 'shape') {
          const want = shapes[kind === 'step' ? STEP_OUTPUT[rest[0]] : rest[0]];
          assert.deepEqual(ex.answer, want, spec);
          assert.ok(checkAnswer(ex, want.join('x')).correct, spec);
          assert.ok(!checkAnswer(ex, '99x99').correct);
        } else if (ex.type === 'number') {
          const [b, h, r, c] = (kind === 'value' ? rest.slice(1) : rest).map(Number); // value:tensor:b:h:row:col, dk2:b:h:row:col
          const want = kind === 'value' ? referenceAt(ref[rest[0]], { b, h }, r, c) : referenceAt(ref.scores, { b, h }, r, c) / Math.sqrt(2 * trace.config.dK);
          if (want === -Infinity) assert.equal(ex.answer, -Infinity, spec);
          else assert.ok(Math.abs(ex.answer - want) <= 1e-6 * (1 + Math.abs(want)), `${spec}: ${ex.answer}, float64 ${want}`);
          // What a learner who worked it out types: the value to 3 decimals (−∞ as -inf) is right, 0.02 off is not.
          assert.ok(checkAnswer(ex, want === -Infinity ? '-inf' : want.toFixed(3)).correct, spec);
          assert.ok(!checkAnswer(ex, want === -Infinity ? '0' : (want + 0.02).toFixed(3)).correct, spec);
          assert.ok(ex.explanation.length >= 1);
        } else {
          assert.ok(ex.choices.some((c) => c.value === ex.answer), spec);
          assert.ok(checkAnswer(ex, ex.answer).correct, spec);
        }
      }
    }
  }
});

// Issue 38: a hint (or what a question gives) never holds its own answer or another question's, as a learner
// would type it; checked here with this test's own reading of the text, over many generated sets.
test('exercises: no generated question, given or hint holds an answer of its set (to 2 or 3 decimals)', () => {
  const givesAway = (text, ex) => {
    if (ex.type === 'shape') return text.includes(ex.answer.join('×'));
    if (ex.type === 'choice') return false;
    if (ex.answer === -Infinity) return /−∞|-inf/i.test(text);
    const numbers = (text.match(/[−-]?\d+[.,]\d+/g) ?? []).map((s) => Number(s.replace('−', '-').replace(',', '.')));
    return numbers.some((x) => Math.abs(x - ex.answer) <= 0.005) || [2, 3].some((p) => text.includes(Math.abs(ex.answer).toFixed(p)));
  };
  for (const config of [{}, { text: 'I like cats' }, { text: 'a b c d e f g h', heads: 4, dModel: 16 }, { mask: 'padding', batch: 2, text: 'a b c\nd e f g h' }]) {
    for (let seed = 1; seed <= 12; seed++) {
      const trace = lab.run({ ...config, seed });
      const set = generateSpecs(trace, seed, { lab }).map((spec) => exerciseFromSpec(trace, spec, { lab }));
      assert.ok(set.length >= 6, `seed ${seed}: ${set.length} questions`);
      for (const ex of set) {
        const shown = [ex.prompt, ...(ex.given ?? []), ex.hint].join('\n');
        for (const other of set) assert.ok(!givesAway(shown, other), `${ex.spec} shows ${other.spec}'s answer: ${shown}`);
      }
    }
  }
});

test('exercises: T=5, S=7, h=3 cross-attention: the weights are 1×3×5×7', () => {
  const trace = lab.run({ crossAttention: true, text: 'a b c d e', sourceText: 'p q r s t u v', heads: 3, dModel: 9 });
  const ex = exerciseFromSpec(trace, 'shape:weights', lab);
  assert.ok(checkAnswer(ex, '[1, 3, 5, 7]').correct);
  assert.match(checkAnswer(ex, '5×7').message, /one slice/);
  assert.doesNotMatch(checkAnswer(ex, '5×7').message, /1×3×5×7/, 'a wrong shape does not give the right one');
  assert.equal(exerciseFromSpec(trace, 'value:weights:0:3:0:0', lab), null, 'head 3 does not exist');
});

test('decode: token-by-token generation equals the full causal run (max difference ≤ 1e-6)', () => {
  for (const config of [{ text: 'the cat sat on the mat' }, { text: 'a b c d e f g h i j', heads: 4, dModel: 16, bias: true }]) {
    const cmp = decodeComparison(lab, { ...lab.defaultConfig(), ...config });
    assert.equal(cmp.steps, cmp.trace.config.queryLen);
    assert.ok(cmp.maxDiff <= 1e-6, String(cmp.maxDiff));
  }
});

test('multi-head equivalence: split projection = per-head projections, concat·W_O = Σ heads (≤ 1e-5)', () => {
  for (const config of [{}, { heads: 4, dModel: 16, bias: true }, { crossAttention: true, heads: 3, dModel: 12 }, { heads: 2, dModel: 8, dK: 3, dV: 5 }]) {
    const eq = multiHeadEquivalence(lab.run(config), 0);
    assert.ok(eq.maxProjection < 1e-5 && eq.maxOutput < 1e-5, JSON.stringify([eq.maxProjection, eq.maxOutput]));
  }
});
