// Exercises generated from a configuration and checked against the engine's trace. A set is a list of specs a
// teacher can put into a link:
//   ?exercises=shape:weights,value:weights:0:1:2:3,step:scale,dk2:0:0:2:1,mask,induction
// (value: tensor:b:h:row:col for B×h×T×S tensors, tensor:b:row:col for B×T×d tensors). Each kind is built in
// exercise-basic.js or exercise-kinds.js; this module names them, draws fresh sets and checks answers.
import { shapeExercise, valueExercise, SHAPE_TENSORS, VALUE_TENSORS } from './exercise-basic.js';
import { stepExercise, maskExercise, inductionExercise, doubledExercise, random } from './exercise-kinds.js';
import { leaks } from './exercise-leaks.js';
import { full, dims } from '../i18n/format.js';
import { t, decimalMark } from '../i18n/i18n.js';
import { matrixOf } from '../engine/tensor.js';

export { SHAPE_TENSORS, VALUE_TENSORS };
const MAX_SPECS = 12;
const SPEC = /^(shape|value|step|dk2|mask|induction)(?::([A-Za-z][A-Za-z0-9_]{0,15}))?((?::\d{1,4}){0,4})$/;

/** Strictly parses a comma-separated list of specs; anything malformed is dropped. */
export function parseExerciseList(param) {
  if (typeof param !== 'string' || param.length > 400) return [];
  return param.split(',').map((s) => s.trim()).filter((s) => SPEC.test(s)).slice(0, MAX_SPECS);
}

/**
 * The exercise a spec names for this trace, or null if the trace does not have it. ctx: {lab, presets} (the
 * engine, for the kinds it computes, and the page's examples, for the trained model). → {spec, kind, type
 * ('shape' | 'number' | 'choice'), prompt, given?, hint, answer, choices?, table?, open?, mistakes?(), explanation}.
 */
export function exerciseFromSpec(trace, spec, ctx = {}) {
  const { lab, presets } = ctx.run ? { lab: ctx } : ctx;  // an engine given alone (the old signature)
  const match = SPEC.exec(spec);
  if (!match) return null;
  const [, kind, name, rest] = match;
  const idx = rest.split(':').filter(Boolean).map(Number);
  switch (kind) {
    case 'shape': return rest ? null : shapeExercise(trace, spec, name);
    case 'value': return valueExercise(trace, spec, name, idx, lab);
    case 'step': return rest ? null : stepExercise(trace, spec, name);
    case 'dk2': return !name && idx.length === 4 ? doubledExercise(trace, spec, lab, idx) : null;
    case 'mask': return !name && !rest ? maskExercise(trace, spec, lab) : null;
    default: return !name && !rest ? inductionExercise(trace, spec, lab, presets) : null;
  }
}

const STEP_CHOICES = ['split_q', 'scores', 'scale', 'softmax', 'context', 'concat', 'output'];
// One draw of a set: three shapes, the shape after a step, three cells (a weight the mask lets through, a masked
// cell, a scaled score), and with the engine: d_k doubled, which mask, which head is the induction head.
function draw(trace, rand, { lab, presets }) {
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const c = trace.config, T = c.queryLen, S = c.keyLen;
  const shapes = SHAPE_TENSORS.filter((n) => trace.tensors[n]);
  const chosen = new Set(['weights']);
  while (chosen.size < Math.min(3, shapes.length)) chosen.add(pick(shapes));
  const specs = [...chosen].map((n) => `shape:${n}`);
  const steps = STEP_CHOICES.filter((id) => trace.steps.some((s) => s.id === id && !chosen.has(s.output)));
  if (steps.length) specs.push(`step:${pick(steps)}`);
  if (!trace.tensors.scores || c.positional === 'alibi') return specs;  // scaled alone does not make masked
  const b = Math.floor(rand() * c.batch), h = Math.floor(rand() * c.heads);
  const M = matrixOf(trace, 'M', { b });
  const open = [], shut = [];
  for (let r = 0; r < T; r++) for (let s = 0; s < S; s++) (M.get(r, s) === 0 ? open : shut).push([r, s]);
  const later = open.filter(([r]) => r > 0);
  const [r1, c1] = later.length ? pick(later) : open.length ? pick(open) : [0, 0];
  specs.push(`value:weights:${b}:${h}:${r1}:${c1}`);
  // Another row than the weight's: that question gives its row of scaled.
  const rows = Array.from({ length: T }, (_, r) => r).filter((r) => r !== r1 || T === 1);
  const shutElsewhere = shut.filter(([r]) => r !== r1);
  const [r2, c2] = shutElsewhere.length && rand() < 0.5 ? pick(shutElsewhere) : [pick(rows), Math.floor(rand() * S)];
  specs.push(`value:masked:${b}:${h}:${r2}:${c2}`);
  if (c.dK > 1) specs.push(`value:scaled:${b}:${h}:${pick(rows)}:${Math.floor(rand() * S)}`);
  if (!lab) return specs;
  specs.push(`dk2:${b}:${h}:${Math.floor(rand() * T)}:${Math.floor(rand() * S)}`, 'mask');
  if ((presets ?? []).some((p) => p.trained?.model === 'induction')) specs.push('induction');
  return specs;
}

/**
 * A fresh set of specs for this trace, the same for the same seed; drawn again (up to 40 times) until nothing a
 * question shows holds an answer (exercise-leaks.js). ctx: {lab, presets} adds the kinds the engine computes.
 */
export function generateSpecs(trace, seed = 1, ctx = {}) {
  const rand = random(seed);
  let specs = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    specs = draw(trace, rand, ctx).filter((spec) => exerciseFromSpec(trace, spec, ctx));
    const found = leaks(specs.map((spec) => exerciseFromSpec(trace, spec, ctx)));
    if (!found.length) return specs;
    if (attempt === 39) return specs.filter((_, i) => !found.some(([a, b]) => a === i || b === i));  // never a leaking set
  }
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

/** An answer as typed → the canonical text a receipt keeps ('' when it cannot be read), the same in every language. */
export function canonicalAnswer(exercise, text) {
  if (exercise.type === 'choice') return exercise.choices.some((c) => c.value === text) ? text : '';
  if (exercise.type === 'shape') return parseShape(text).join('x');
  const n = parseNumber(text);
  return Number.isNaN(n) ? '' : n === -Infinity ? '-inf' : String(n);
}

const near = (got, want) => (want === -Infinity || got === -Infinity ? got === want : Math.abs(got - want) <= 0.0051);
/** Is a canonical answer right? (The grader and the checker decide the same way.) */
export function isRight(exercise, canonical) {
  if (exercise.type === 'choice') return canonical === exercise.answer;
  if (exercise.type === 'shape') return canonical === exercise.answer.join('x');
  return canonical !== '' && near(Number(canonical === '-inf' ? -Infinity : canonical), exercise.answer);
}

/** → {correct, message, mistake}: the learner's answer against the engine's. A wrong answer's message names the
 * kind of mistake it looks like and never the right answer. */
export function checkAnswer(exercise, text) {
  const canonical = canonicalAnswer(exercise, text);
  if (!canonical) return { correct: false, message: t(`lessons.exercises.type.${exercise.type}`) };
  if (isRight(exercise, canonical)) return { correct: true, message: revealText(exercise, 'right') };
  const mistake = diagnose(exercise, canonical);
  return { correct: false, mistake, message: t(`lessons.exercises.mistake.${mistake}`, { n: exercise.answer.length, name: exercise.name }) };
}

function diagnose(exercise, canonical) {
  if (exercise.type === 'choice') return 'choice';
  const mistakes = exercise.mistakes?.() ?? [];
  if (exercise.type === 'shape') {
    const got = canonical.split('x').map(Number), want = exercise.answer;
    if (got.length < want.length && got.join('x') === want.slice(-got.length).join('x')) return 'slice';
    return mistakes.find((m) => m.shape.join('x') === canonical)?.key ?? 'shape';
  }
  const got = canonical === '-inf' ? -Infinity : Number(canonical);
  return mistakes.find((m) => near(got, m.value))?.key ?? 'value';
}

/** The answer in words: after a right answer ('right'), or when the working is revealed ('reveal'). */
export function revealText(exercise, how) {
  const a = exercise.answer;
  if (exercise.type === 'shape') return t(`lessons.exercises.${how}.shape`, { shape: dims(a) });
  if (exercise.type === 'choice') return t(`lessons.exercises.${how}.choice`, { choice: exercise.choices.find((c) => c.value === a).label });
  return a === -Infinity ? t(`lessons.exercises.${how}.masked`) : t(`lessons.exercises.${how}.value`, { value: full(a) });
}
