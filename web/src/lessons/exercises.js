// Exercises generated from the current configuration: "predict the shape" of a tensor and "predict
// the value" of one cell, checked against the engine's trace; the feedback is the cell's own
// explanation (explain.js). A set is a list of specs a teacher can put into a link:
//   ?exercises=shape:weights,value:weights:0:1:2:3   (value: tensor:b:h:row:col for B×h×T×S tensors,
//   tensor:b:row:col for B×T×d tensors)
import { explainCell } from '../stage/explain.js';
import { full, dims, numberList } from '../i18n/format.js';
import { t, has, decimalMark } from '../i18n/i18n.js';
import { matrixOf } from '../engine/tensor.js';
import { maskKey } from '../engine/mask-kind.js';
import { stepTitle } from '../stage/step-titles.js';

export const SHAPE_TENSORS = ['X', 'W_q', 'Q', 'Q_heads', 'K_heads', 'scores', 'M', 'weights', 'Z', 'concat', 'W_o', 'Y', 'W_1', 'hidden', 'norm1'];
export const VALUE_TENSORS = ['scores', 'scaled', 'masked', 'weights', 'concat'];
const MAX_SPECS = 12;
const SPEC = /^(shape|value):([A-Za-z][A-Za-z0-9_]{0,15})((?::\d{1,4}){0,4})$/;

/** Strictly parses a comma-separated list of specs; anything malformed is dropped. */
export function parseExerciseList(param) {
  if (typeof param !== 'string' || param.length > 400) return [];
  return param.split(',').map((s) => s.trim()).filter((s) => SPEC.test(s)).slice(0, MAX_SPECS);
}

const sizes = (c) => `T=${c.queryLen}, S=${c.keyLen}, h=${c.heads}, d_model=${c.dModel}, B=${c.batch}${c.dK !== c.dModel / c.heads ? `, d_k=${c.dK}` : ''}${c.block ? `, d_ff=${c.dFF}` : ''}`;

/** The exercise a spec names for this trace, or null if the trace does not have it. */
export function exerciseFromSpec(trace, spec, lab) {
  const match = SPEC.exec(spec);
  if (!match) return null;
  const [, kind, name, rest] = match;
  const tensor = trace.tensors[name];
  if (!tensor) return null;
  const c = trace.config;
  if (kind === 'shape') {
    if (!SHAPE_TENSORS.includes(name) || rest) return null;
    const step = trace.steps.find((s) => s.output === name);
    return {
      spec, kind, name,
      prompt: t('lessons.exercises.shapePrompt', { sizes: sizes(c), name }),
      hint: t('lessons.exercises.shapeHint'),
      answer: tensor.shape,
      explanation: [
        t('lessons.exercises.shapeIs', { name, axes: tensor.axes.join('×'), shape: dims(tensor.shape) }),
        ...(step ? [t('lessons.exercises.madeBy', { step: stepTitle(step, c) })] : []),
      ],
    };
  }
  if (!VALUE_TENSORS.includes(name)) return null;
  const idx = rest.split(':').filter(Boolean).map(Number);
  const four = tensor.shape.length === 4;
  if (idx.length !== (four ? 4 : 3)) return null;
  const [b, h, r, col] = four ? idx : [idx[0], 0, idx[1], idx[2]];
  if (b >= c.batch || h >= (four ? c.heads : 1)) return null;
  const m = matrixOf(trace, name, { b, h });
  if (r >= m.rows || col >= m.cols) return null;
  const value = m.get(r, col);
  const where = t(four ? 'lessons.exercises.cellWithHead' : 'lessons.exercises.cell', { name, b, h, r, c: col, rowLabel: m.rowLabels[r], colLabel: m.colLabels[col] });
  return {
    spec, kind, name, cell: { b, h, r, c: col },
    prompt: t('lessons.exercises.valuePrompt', { sizes: sizes(c), cell: where }),
    hint: t(name === 'masked' ? 'lessons.exercises.maskedHint' : 'lessons.exercises.valueHint'),
    given: givenFor(trace, name, b, h, r, col),
    answer: value,
    explanation: explainCell(trace, name, { b, h, lab }, r, col)?.lines ?? [`${where} = ${full(value)}`],
  };
}

// What the learner needs to work the value out: the inputs of the cell, with the engine's numbers.
function givenFor(trace, name, b, h, r, c) {
  const m = (n) => matrixOf(trace, n, { b, h });
  const row = (n) => { const x = m(n); return Array.from({ length: x.cols }, (_, j) => x.get(r, j)); };
  const dk = trace.config.dK;
  switch (name) {
    case 'weights': return t('lessons.exercises.givenWeights', { r, values: numberList(row('masked'), 3) });
    case 'masked': return t('lessons.exercises.givenMasked', { r, c, value: full(m('scaled').get(r, c), 3), mask: maskName(trace.config.mask) });
    case 'scaled': return t('lessons.exercises.givenScaled', { r, c, value: full(m('scores').get(r, c), 3), dK: dk });
    case 'scores': {
      if (dk > 8) return t('lessons.exercises.givenScoresLong', { r, c, dK: dk });
      const K = m('K_heads');
      return t('lessons.exercises.givenScores', { r, c, q: numberList(row('Q_heads'), 3), k: numberList(Array.from({ length: K.cols }, (_, j) => K.get(c, j)), 3) });
    }
    case 'concat': return t('lessons.exercises.givenConcat', { dV: trace.config.dV, c, head: Math.floor(c / trace.config.dV) });
    default: return '';
  }
}

// The mask's name in the page's language (lessons.exercises.mask.<maskKey>).
function maskName(mask) {
  const key = `lessons.exercises.mask.${maskKey(String(mask))}`;
  return /^[a-z+]+$/.test(String(mask)) && has(key) ? t(key) : String(mask);
}

// xorshift32: the same set for the same seed.
function random(seed) {
  let x = (seed >>> 0) || 0x9e3779b9;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 4294967296; };
}

/** A fresh set of specs for this trace: four shapes and three values. */
export function generateSpecs(trace, seed = 1) {
  const rand = random(seed);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const c = trace.config;
  const shapes = SHAPE_TENSORS.filter((n) => trace.tensors[n]);
  const chosen = new Set(['weights']);
  while (chosen.size < Math.min(4, shapes.length)) chosen.add(pick(shapes));
  const specs = [...chosen].map((n) => `shape:${n}`);
  const b = Math.floor(rand() * c.batch), h = Math.floor(rand() * c.heads);
  const T = c.queryLen, S = c.keyLen;
  // A weight the mask lets through (when there is one), a masked cell, and a scaled score.
  const M = matrixOf(trace, 'M', { b });
  const open = [], shut = [];
  for (let r = 0; r < T; r++) for (let s = 0; s < S; s++) (M.get(r, s) === 0 ? open : shut).push([r, s]);
  const [r1, c1] = open.length ? pick(open.filter(([r]) => r > 0).length ? open.filter(([r]) => r > 0) : open) : [0, 0];
  specs.push(`value:weights:${b}:${h}:${r1}:${c1}`);
  const [r2, c2] = shut.length && rand() < 0.6 ? pick(shut) : [Math.floor(rand() * T), Math.floor(rand() * S)];
  specs.push(`value:masked:${b}:${h}:${r2}:${c2}`);
  specs.push(`value:scaled:${b}:${h}:${Math.floor(rand() * T)}:${Math.floor(rand() * S)}`);
  return specs;
}

const parseShape = (text) => (String(text).match(/\d+/g) ?? []).map(Number);
// "0,25" is read as 0.25 where the page's language writes a decimal comma.
function parseNumber(text) {
  let s = String(text).trim().toLowerCase().replace(/\u2212/g, '-').replace(/\s+/g, '');
  if (decimalMark() === ',') s = s.replace(',', '.');
  if (/^-(inf|infinity|∞)$/.test(s)) return -Infinity;
  if (s === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/.test(s)) return NaN;
  return Number(s);
}

/** → {correct, message}: the learner's answer against the engine's. */
export function checkAnswer(exercise, text) {
  if (exercise.kind === 'shape') {
    const got = parseShape(text), want = exercise.answer;
    if (!got.length) return { correct: false, message: t('lessons.exercises.typeSizes') };
    if (got.join('×') === want.join('×')) return { correct: true, message: t('lessons.exercises.rightShape', { shape: dims(want) }) };
    if (got.length < want.length && got.join('×') === want.slice(-got.length).join('×'))
      return { correct: false, message: t('lessons.exercises.rightSlice', { n: want.length, shape: dims(want) }) };
    return { correct: false, message: t('lessons.exercises.wrongShape', { name: exercise.name, shape: dims(want) }) };
  }
  const got = parseNumber(text), want = exercise.answer;
  if (Number.isNaN(got)) return { correct: false, message: t('lessons.exercises.typeNumber') };
  if (want === -Infinity || got === -Infinity)
    return got === want ? { correct: true, message: t('lessons.exercises.rightMasked') } : { correct: false, message: t('lessons.exercises.wrongValue', { value: full(want) }) };
  if (Math.abs(got - want) <= 0.0051) return { correct: true, message: t('lessons.exercises.rightValue', { value: full(want) }) };
  return { correct: false, message: t('lessons.exercises.wrongValue', { value: full(want) }) };
}
