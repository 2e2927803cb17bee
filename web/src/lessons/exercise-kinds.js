// The kinds of question beyond "shape of a tensor" and "value of a cell" (issue 38): the shape a step gives,
// which mask produced a matrix, which head is the induction head (the shipped trained model), and what a cell of
// scaled becomes if d_k doubles. A question's variant (the mask, the sequence, the heads offered) comes from
// the trace's seed and the spec, so each student's seed gives its own; every answer is computed by the engine.
import { sizes, maskName } from './exercise-text.js';
import { doubledMistakes } from './exercise-mistakes.js';
import { hash32 } from './codes.js';
import { stepTitle } from '../stage/step-titles.js';
import { matrixOf } from '../engine/tensor.js';
import { singleMasks } from '../engine/mask-kind.js';
import { full, dims } from '../i18n/format.js';
import { t } from '../i18n/i18n.js';
import { shownIndex } from '../i18n/head-names.js';

// xorshift32: the same variant for the same seed.
export function random(seed) {
  let x = (seed >>> 0) || 0x9e3779b9;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 4294967296; };
}
const variant = (trace, spec) => random(hash32(`${trace.config.seed}:${spec}`));

/** step:<id>: the shape of what a step gives. */
export function stepExercise(trace, spec, id) {
  const step = trace.steps.find((s) => s.id === id);
  if (!step?.shape || id === 'mask') return null;  // the mask step's title names the mask
  return { spec, kind: 'step', type: 'shape', name: step.output, answer: step.shape,
    prompt: t('lessons.exercises.stepPrompt', { sizes: sizes(trace.config), step: stepTitle(step, trace.config) }),
    hint: t('lessons.exercises.hint.step'),
    explanation: [t('lessons.exercises.shapeIs', { name: step.output, axes: step.axes.join('×'), shape: dims(step.shape) })] };
}

/** mask: which of the masks that do one thing made this pattern of zero weights (the pattern is drawn, not its numbers). */
export function maskExercise(trace, spec, lab) {
  const c = trace.config;
  if (!lab || c.crossAttention || c.queryLen < 4 || c.positional === 'alibi') return null;
  const choices = singleMasks(lab.schema().masks).map((m) => m.name);
  const mask = choices[Math.floor(variant(trace, spec)() * choices.length)];
  const run = lab.run({ ...c, mask, window: 2, validLengths: Array(c.batch).fill(c.queryLen - 2), keep: ['weights'] });
  const w = matrixOf(run, 'weights', { b: 0, h: 0 });
  const rows = Array.from({ length: w.rows }, (_, r) => Array.from({ length: w.cols }, (_, s) => (w.get(r, s) === 0 ? '0' : '+')));
  return { spec, kind: 'mask', type: 'choice', answer: mask,
    choices: choices.map((value) => ({ value, label: maskName(value) })),
    prompt: t('lessons.exercises.maskPrompt', { sizes: sizes(c) }), hint: t('lessons.exercises.hint.mask'),
    table: { rows, caption: t('lessons.exercises.maskTable') },
    explanation: [t('lessons.exercises.maskIs', { mask: maskName(mask) })] };
}

// The induction question's data for a seed, kept: two layers traced on a repeated random sequence.
const inductionData = new Map();
function inductionFor(trace, spec, lab, presets) {
  const key = `${trace.config.seed}:${spec}`;
  if (inductionData.has(key)) return inductionData.get(key);
  const layers = (presets ?? []).filter((p) => p.trained?.model === 'induction' && !p.knockedOut?.length && !/knockout/.test(p.id));
  const [first, second] = [0, 1].map((layer) => layers.find((p) => p.trained.layer === layer));
  if (!lab || !first || !second) return null;
  const rand = variant(trace, spec);
  const pool = [...new Set(first.opened.ids)];
  const half = Math.min(12, Math.floor(first.opened.context / 2), pool.length);
  const segment = [];
  while (segment.length < half) { const id = pool[Math.floor(rand() * pool.length)]; if (!segment.includes(id)) segment.push(id); }
  const ids = [...segment, ...segment];
  const opened = [first, second].map((p) => p.open(ids));
  const runs = opened.map((o) => lab.run(o.config, o.inputs));
  // An induction head looks from each token of the repeat to the token after its earlier copy (key t − half + 1).
  const score = (layer, head) => {
    const w = matrixOf(runs[layer], 'weights', { h: head });
    let sum = 0;
    for (let q = half; q < ids.length; q++) sum += w.get(q, q - half + 1);
    return sum / half;
  };
  const heads = runs[0].config.heads, pick = () => Math.floor(rand() * heads);
  const candidates = [[1, pick()]];
  while (candidates.length < Math.min(4, heads + 1)) { const h = pick(); if (!candidates.some(([l, x]) => l === 0 && x === h)) candidates.push([0, h]); }
  candidates.sort(() => rand() - 0.5);
  const scored = candidates.map(([layer, head]) => ({ layer, head, score: score(layer, head) }));
  const data = { opened, scored, best: scored.reduce((a, b) => (b.score > a.score ? b : a)), labels: opened[0].labels };
  inductionData.set(key, data);
  return data;
}

/** induction: which of these heads of the trained induction model is an induction head? */
export function inductionExercise(trace, spec, lab, presets) {
  const data = inductionFor(trace, spec, lab, presets);
  if (!data) return null;
  const label = ({ layer, head }) => t('lessons.exercises.layerHead', { layer: shownIndex(layer), head: shownIndex(head) });
  return { spec, kind: 'induction', type: 'choice', answer: `${data.best.layer}:${data.best.head}`,
    choices: data.scored.map((x) => ({ value: `${x.layer}:${x.head}`, label: label(x) })),
    prompt: t('lessons.exercises.inductionPrompt', { tokens: data.labels.join(' ') }), hint: t('lessons.exercises.hint.induction'),
    open: data.opened.map((o, layer) => ({ label: t('lessons.exercises.openLayer', { layer: shownIndex(layer) }), config: o.config, inputs: o.inputs })),
    explanation: [t('lessons.exercises.inductionIs', { head: label(data.best), share: full(data.best.score, 2) })] };
}

/** dk2:b:h:r:c: the cell of scaled if d_k were doubled and its score stayed the same. */
export function doubledExercise(trace, spec, lab, [b, h, r, c]) {
  const cfg = trace.config;
  if (!lab || !trace.tensors.scores || b >= cfg.batch || h >= cfg.heads || r >= cfg.queryLen || c >= cfg.keyLen) return null;
  const scores = matrixOf(trace, 'scores', { b, h }), dK = 2 * cfg.dK;
  const doubled = lab.step('scale', { scores: trace.tensors.scores }, { dK }).output;  // (B, h, T, S)
  const answer = doubled.data[((b * cfg.heads + h) * cfg.queryLen + r) * cfg.keyLen + c];
  const cell = { b, h, r, c };
  return { spec, kind: 'dk2', type: 'number', name: 'scaled', cell, answer,
    prompt: t('lessons.exercises.doubledPrompt', { sizes: sizes(cfg), b, h: shownIndex(h), r, c, score: full(scores.get(r, c), 3), dK: cfg.dK, dK2: dK }),
    hint: t('lessons.exercises.hint.doubled'),
    mistakes: () => doubledMistakes(trace, lab, cell),
    explanation: [`scaled = ${full(scores.get(r, c), 4)} / √${dK} = ${full(answer)}`] };
}
