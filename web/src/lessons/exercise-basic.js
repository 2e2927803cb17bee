// The two first kinds of question: the shape of a tensor, and the value of one cell. What a value question gives
// (the cell's inputs, with the engine's numbers) is one step back from the answer, never the answer itself, and its
// hint says the method without a number (issue 38).
import { sizes, hiddenKeysText } from './exercise-text.js';
import { valueMistakes, shapeMistakes } from './exercise-mistakes.js';
import { explainCell } from '../stage/explain.js';
import { stepTitle } from '../stage/step-titles.js';
import { full, dims, numberList } from '../i18n/format.js';
import { t } from '../i18n/i18n.js';
import { matrixOf } from '../engine/tensor.js';
import { shownIndex } from '../i18n/head-names.js';

export const SHAPE_TENSORS = ['X', 'W_q', 'Q', 'Q_heads', 'K_heads', 'scores', 'M', 'weights', 'Z', 'concat', 'W_o', 'Y', 'W_1', 'hidden', 'norm1'];
export const VALUE_TENSORS = ['scores', 'scaled', 'masked', 'weights', 'concat'];

/** shape:<tensor> */
export function shapeExercise(trace, spec, name) {
  const tensor = trace.tensors[name];
  if (!tensor || !SHAPE_TENSORS.includes(name)) return null;
  const c = trace.config, step = trace.steps.find((s) => s.output === name);
  return {
    spec, kind: 'shape', type: 'shape', name, answer: tensor.shape,
    prompt: t('lessons.exercises.shapePrompt', { sizes: sizes(c), name }),
    hint: t('lessons.exercises.hint.shape'),
    mistakes: () => shapeMistakes(tensor.shape, { name, axes: tensor.axes, heads: c.heads }),
    explanation: [
      t('lessons.exercises.shapeIs', { name, axes: tensor.axes.join('×'), shape: dims(tensor.shape) }),
      ...(step ? [t('lessons.exercises.madeBy', { step: stepTitle(step, c) })] : []),
    ],
  };
}

/** value:<tensor>:b:h:r:c (value:<tensor>:b:r:c for B×T×d tensors) */
export function valueExercise(trace, spec, name, idx, lab) {
  const tensor = trace.tensors[name];
  if (!tensor || !VALUE_TENSORS.includes(name)) return null;
  const c = trace.config, four = tensor.shape.length === 4;
  if (idx.length !== (four ? 4 : 3)) return null;
  const [b, h, r, col] = four ? idx : [idx[0], 0, idx[1], idx[2]];
  if (b >= c.batch || h >= (four ? c.heads : 1)) return null;
  const m = matrixOf(trace, name, { b, h });
  if (r >= m.rows || col >= m.cols) return null;
  const where = t(four ? 'lessons.exercises.cellWithHead' : 'lessons.exercises.cell', { name, b, h: shownIndex(h), r, c: col, rowLabel: m.rowLabels[r], colLabel: m.colLabels[col] });
  const cell = { b, h, r, c: col };
  return {
    spec, kind: 'value', type: 'number', name, cell, answer: m.get(r, col),
    prompt: t('lessons.exercises.valuePrompt', { sizes: sizes(c), cell: where }),
    given: givenFor(trace, name, cell),
    hint: t(`lessons.exercises.hint.${name}`),
    mistakes: () => valueMistakes(trace, lab, name, cell),
    explanation: explainCell(trace, name, { b, h, lab }, r, col)?.lines ?? [`${where} = ${full(m.get(r, col))}`],
  };
}

// What the learner needs to work the value out: the inputs one step back, with the engine's numbers.
function givenFor(trace, name, { b, h, r, c }) {
  const m = (n) => matrixOf(trace, n, { b, h });
  const row = (n) => { const x = m(n); return Array.from({ length: x.cols }, (_, j) => x.get(r, j)); };
  const dK = trace.config.dK;
  switch (name) {
    case 'weights': return [t('lessons.exercises.givenRow', { r, values: numberList(row('scaled'), 3) }), hiddenKeysText(trace, b, r)];
    case 'masked': return [t('lessons.exercises.givenScaled', { r, c, value: full(m('scores').get(r, c), 3), dK }), hiddenKeysText(trace, b, r)];
    case 'scaled': return [t('lessons.exercises.givenScaled', { r, c, value: full(m('scores').get(r, c), 3), dK })];
    case 'scores': {
      if (dK > 8) return [t('lessons.exercises.givenScoresLong', { r, c, dK })];
      const K = m('K_heads');
      return [t('lessons.exercises.givenScores', { r, c, q: numberList(row('Q_heads'), 3), k: numberList(Array.from({ length: K.cols }, (_, j) => K.get(c, j)), 3) })];
    }
    case 'concat': return [t('lessons.exercises.givenConcat', { dV: trace.config.dV, c, head: shownIndex(Math.floor(c / trace.config.dV)) })];
    default: return [];
  }
}
