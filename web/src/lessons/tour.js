// The guided tour: one chapter per question the learners asked in the seed documents. A chapter is a
// configured state of the lab (a preset and/or config, the step to open, the head, cells to mark, an
// optional lesson view) and a few sentences written from the engine's real numbers: text(trace, lab).
// `claims` are the shapes the chapter states; tests hold them to lab.run. text(trace, lab, {presets}) may
// run another preset to compare with.
import { matrixOf } from '../engine/tensor.js';
import { full, dims, numberList, sci, percent } from '../i18n/format.js';
import { bytesText } from '../i18n/bytes-text.js';
import { t, language } from '../i18n/i18n.js';
import { shownIndex } from '../i18n/head-names.js';
import { multiHeadEquivalence } from './equivalence.js';
import { decodeComparison } from './decode.js';
import { headPatterns } from './heads.js';
import { modelChapters } from './model-chapters.js';
import { blockWhyChapter } from './block-chapter.js';
import { cacheRows, REAL_SHAPE } from './kv-cache.js';

const x = '\u00d7';
const shape = (trace, name) => dims(trace.tensors[name].shape);
const rowOf = (trace, name, r, { b = 0, h = 0 } = {}) => {
  const m = matrixOf(trace, name, { b, h });
  return Array.from({ length: m.cols }, (_, c) => m.get(r, c));
};
// 2.4e−7 (2,4e−7 where the decimal mark is a comma).
// "2 and 4", "2 y 4", "2 和 4": the language's own list of a few numbers.
const and = (ns) => new Intl.ListFormat(language(), { type: 'conjunction' }).format(ns.map(String));

export const chapters = [
  {
    id: 'sizes',
    get title() { return t('tour.sizes.title'); },
    get question() { return t('tour.sizes.question'); },
    preset: 'shape-guide-n6', step: 'context',
    claims: [['X', [1, 6, 512]], ['W_q', [512, 512]], ['Q', [1, 6, 512]], ['weights', [1, 1, 6, 6]], ['Z', [1, 1, 6, 512]]],
    text(trace) {
      const w = rowOf(trace, 'weights', 5), w0 = rowOf(trace, 'weights', 0);
      return [
        t('tour.sizes.projection', { wq: shape(trace, 'W_q') }),
        t('tour.sizes.context', { z: shape(trace, 'Z') }),
        t('tour.sizes.rows', { first: numberList(w0, 2), last: numberList(w, 3) }),
      ];
    },
  },
  {
    id: 'split',
    get title() { return t('tour.split.title'); },
    get question() { return t('tour.split.question'); },
    preset: 'gpt-b4-t12-c6', step: 'split_q',
    claims: [['X', [4, 12, 6]], ['Q', [4, 12, 6]], ['Q_heads', [4, 3, 12, 2]]],
    text(trace) {
      const eq = multiHeadEquivalence(trace, 0);
      return [
        t('tour.split.reshape', { q: trace.tensors.Q.shape.join(', '), heads: trace.tensors.Q_heads.shape.join(', ') }),
        t('tour.split.why', { diff: sci(eq.maxProjection) }),
        t('tour.split.play'),
      ];
    },
  },
  {
    id: 'causal-mask',
    get title() { return t('tour.causalMask.title'); },
    get question() { return t('tour.causalMask.question'); },
    preset: 'default', step: 'softmax', highlight: { tensor: 'weights', rows: [2] },
    claims: [['M', [1, 6, 6]], ['masked', [1, 2, 6, 6]], ['weights', [1, 2, 6, 6]]],
    text(trace) {
      const m = rowOf(trace, 'masked', 2), w = rowOf(trace, 'weights', 2);
      return [
        t('tour.causalMask.mask', { masked: numberList(m, 3) }),
        t('tour.causalMask.softmax', { weights: numberList(w, 4), sum: full(w.reduce((a, v) => a + v, 0), 4) }),
        t('tour.causalMask.builtFrom'),
      ];
    },
  },
  {
    id: 'a-b-transpose',
    get title() { return t('tour.aBTranspose.title'); },
    get question() { return t('tour.aBTranspose.question'); },
    preset: 'i-like-cats-cross', step: 'scores', highlight: { tensor: 'scores', cells: [[0, 2]] },
    claims: [['Q_heads', [1, 1, 2, 4]], ['K_heads', [1, 1, 3, 4]], ['scores', [1, 1, 2, 3]]],
    text(trace) {
      const q = rowOf(trace, 'Q_heads', 0), k = rowOf(trace, 'K_heads', 2);
      const s = matrixOf(trace, 'scores').get(0, 2);
      return [
        t('tour.aBTranspose.shapes'),
        t('tour.aBTranspose.cell', { products: q.map((v, i) => `${full(v, 2)}${x}${full(k[i], 2)}`).join(' + '), score: full(s, 4) }),
        t('tour.aBTranspose.transpose'),
      ];
    },
  },
  {
    id: 'self-vs-cross',
    get title() { return t('tour.selfVsCross.title'); },
    get question() { return t('tour.selfVsCross.question'); },
    preset: 'i-like-cats-cross', step: 'softmax',
    claims: [['scores', [1, 1, 2, 3]], ['weights', [1, 1, 2, 3]], ['Z', [1, 1, 2, 4]]],
    text(trace) {
      const w = rowOf(trace, 'weights', 1);
      return [
        t('tour.selfVsCross.shapes', { weights: shape(trace, 'weights') }),
        t('tour.selfVsCross.rows', { row: numberList(w, 4) }),
        t('tour.selfVsCross.masks'),
      ];
    },
  },
  {
    id: 'heads-and-masks',
    get title() { return t('tour.headsAndMasks.title'); },
    get question() { return t('tour.headsAndMasks.question'); },
    preset: 'me-gustan-decoder', step: 'masked', head: 'all',
    claims: [['M', [1, 2, 2]], ['masked', [1, 2, 2, 2]], ['weights', [1, 2, 2, 2]]],
    text(trace) {
      const m0 = rowOf(trace, 'masked', 0, { h: 0 }), m1 = rowOf(trace, 'masked', 0, { h: 1 });
      const w0 = rowOf(trace, 'weights', 1, { h: 0 }), w1 = rowOf(trace, 'weights', 1, { h: 1 });
      return [
        t('tour.headsAndMasks.multiHead', { heads: trace.config.heads, dK: trace.config.dK }),
        t('tour.headsAndMasks.mask', { tt: shape(trace, 'M').split(x).slice(1).join(x), head0: numberList(m0, 2), head1: numberList(m1, 2) }),
        t('tour.headsAndMasks.softmax', { head0: numberList(w0, 4), head1: numberList(w1, 4), tutorial: numberList([0.4, 0.6]), exact: numberList([0.4502, 0.5498]) }),
      ];
    },
  },
  {
    id: 'one-word-at-a-time',
    get title() { return t('tour.oneWordAtATime.title'); },
    get question() { return t('tour.oneWordAtATime.question'); },
    config: { text: 'the cat sat on the mat', heads: 2, dModel: 8 }, step: 'output', view: 'decode',
    claims: [['Y', [1, 6, 8]], ['K', [1, 6, 8]]],
    text(trace, lab) {
      const cmp = decodeComparison(lab, trace.config, {}, 0);
      return [
        t('tour.oneWordAtATime.cache'),
        t('tour.oneWordAtATime.query', { dK: trace.config.dK }),
        t('tour.oneWordAtATime.replay', { steps: cmp.steps, diff: sci(cmp.maxDiff) }),
      ];
    },
  },
  {
    id: 'equivalence',
    get title() { return t('tour.equivalence.title'); },
    get question() { return t('tour.equivalence.question'); },
    config: { text: 'the cat sat on the mat', heads: 2, dModel: 8 }, step: 'split_q', view: 'equivalence',
    claims: [['W_q', [8, 8]], ['Q_heads', [1, 2, 6, 4]], ['W_o', [8, 8]]],
    text(trace) {
      const eq = multiHeadEquivalence(trace, 0);
      return [
        t('tour.equivalence.projection', { wq: shape(trace, 'W_q'), diff: sci(eq.maxProjection) }),
        t('tour.equivalence.output', { diff: sci(eq.maxOutput) }),
      ];
    },
  },
  {
    id: 'block',
    get title() { return t('tour.block.title'); },
    get question() { return t('tour.block.question'); },
    config: { text: 'the cat sat on the mat', heads: 2, dModel: 8, block: true, dFF: 32 }, step: 'ffn_hidden',
    claims: [['residual1', [1, 6, 8]], ['norm1', [1, 6, 8]], ['W_1', [8, 32]], ['hidden', [1, 6, 32]], ['W_2', [32, 8]], ['ffn', [1, 6, 8]], ['norm2', [1, 6, 8]]],
    text(trace) {
      // norm1's first row after LayerNorm, as the engine measured it (0 and ≈1)
      const mean = trace.tensors.norm1_out_mean.data[0], variance = trace.tensors.norm1_out_variance.data[0];
      const { dModel: D, dFF } = trace.config;
      return [
        t('tour.block.addNorm', { D, mean: full(mean, 4), variance: full(variance, 4) }),
        t('tour.block.feedForward', { D, dFF }),
        t('tour.block.checkbox'),
      ];
    },
  },
  {
    id: 'heads-learn',
    get title() { return t('tour.headsLearn.title'); },
    get question() { return t('tour.headsLearn.question'); },
    preset: 'trained-induction-layer2', step: 'softmax', head: 2,
    claims: [['X', [1, 24, 64]], ['W_q', [64, 64]], ['Q_heads', [1, 4, 24, 16]], ['weights', [1, 4, 24, 24]]],
    text(trace) {
      const { T, P, induction } = headPatterns(trace), tokens = trace.tokens[0];
      const q = T - 3, key = q - P + 1, h = 2;
      const w = rowOf(trace, 'weights', q, { h });
      return [
        t('tour.headsLearn.trained', { P, tokens: tokens.join(' ') }),
        t('tour.headsLearn.query', { q, token: tokens[q], twin: q - P, key, next: tokens[key], head: shownIndex(h), weight: full(w[key], 3) }),
        t('tour.headsLearn.induction', { induction: numberList(induction, 2) }),
      ];
    },
  },
  {
    id: 'knock-out',
    get title() { return t('tour.knockOut.title'); },
    get question() { return t('tour.knockOut.question'); },
    preset: 'trained-induction-layer2-knockout', step: 'softmax', head: 2,
    claims: [['X', [1, 24, 64]], ['weights', [1, 4, 24, 24]]],
    text(trace, lab, { presets = [] } = {}) {
      const knocked = presets.find((p) => p.id === 'trained-induction-layer2-knockout');
      const intact = presets.find((p) => p.id === 'trained-induction-layer2');
      const before = headPatterns(lab.run(intact.config, intact.inputs)).induction, after = headPatterns(trace).induction;
      const heads = knocked.knockedOut.map(([, h]) => shownIndex(h));
      // Redundancy, measured on the shipped model: both previous-token heads out, then each one alone.
      const accuracy = (ablate) => percent(knocked.heldOut(ablate).accuracy);
      const singles = knocked.knockedOut.map((pair) => t('tour.knockOut.singleItem', { head: shownIndex(pair[1]), accuracy: accuracy([pair]) }));
      return [
        t('tour.knockOut.removed', { heads: and(heads) }),
        t('tour.knockOut.falls', { before: numberList(before, 2), after: numberList(after, 2) }),
        t('tour.knockOut.accuracy', { base: accuracy([]), both: accuracy(knocked.knockedOut) }),
        t('tour.knockOut.spare', { singles: singles.join(t('tour.listSeparator')) }),
        t('tour.knockOut.tryIt', { heads: and(heads) }),
      ];
    },
  },
  // Today's attention (issue 16): each chapter's numbers come from the engine (the trace, or lab.step / lab.run).
  {
    id: 'gqa-cache',
    get title() { return t('tour.gqaCache.title'); },
    get question() { return t('tour.gqaCache.question'); },
    preset: 'llama-gqa-rope', step: 'split_k', view: 'kv-cache',
    claims: [['Q_heads', [1, 4, 6, 4]], ['K_heads', [1, 2, 6, 4]], ['V_heads', [1, 2, 6, 4]], ['W_k', [16, 8]], ['weights', [1, 4, 6, 6]]],
    text(trace) {
      const rows = cacheRows(REAL_SHAPE);
      return [
        t('tour.gqaCache.shared', { wk: shape(trace, 'W_k'), kHeads: shape(trace, 'K_heads'), qHeads: shape(trace, 'Q_heads'), weights: shape(trace, 'weights') }),
        t('tour.gqaCache.size', { sizes: rows.map((r) => t('tour.gqaCache.sizeItem', { name: r.name, size: bytesText(r.bytes) })).join(t('tour.listSeparator')) }),
        t('tour.gqaCache.limits'),
      ];
    },
  },
  {
    id: 'rope-distance',
    get title() { return t('tour.ropeDistance.title'); },
    get question() { return t('tour.ropeDistance.question'); },
    preset: 'llama-gqa-rope', step: 'rope_q',
    claims: [['Q_rope', [1, 4, 6, 4]], ['K_rope', [1, 2, 6, 4]], ['scores', [1, 4, 6, 6]]],
    text(trace, lab) {
      const { pairs, spread } = ropeDistanceDemo(trace, lab);
      return [
        t('tour.ropeDistance.turns'),
        t('tour.ropeDistance.checked', { pairs: pairs.map(([tq, s, v]) => t('tour.ropeDistance.pair', { t: tq, s, score: full(v, 5) })).join(t('tour.listSeparator')), spread: sci(spread) }),
        t('tour.ropeDistance.play'),
      ];
    },
  },
  {
    id: 'sliding-reach',
    get title() { return t('tour.slidingReach.title'); },
    get question() { return t('tour.slidingReach.question'); },
    preset: 'mistral-sliding', step: 'mask',
    claims: [['M', [1, 8, 8]], ['weights', [1, 4, 8, 8]]],
    text(trace) {
      const reach = reachAcrossLayers(trace, 3);
      const w = trace.config.window, last = trace.config.queryLen - 1;
      return [
        t('tour.slidingReach.window', { w, last, first: reach[0][0] }),
        t('tour.slidingReach.layers', { reach: reach.map(([from], l) => t('tour.slidingReach.reachItem', { n: l + 1, from })).join(t('tour.clauseSeparator')), gain: w - 1 }),
        t('tour.slidingReach.mistral'),
      ];
    },
  },
  {
    id: 'flash-same-z',
    get title() { return t('tour.flashSameZ.title'); },
    get question() { return t('tour.flashSameZ.question'); },
    preset: 'flash-tiles', step: 'flash_out',
    claims: [['flash_m', [1, 2, 3, 6]], ['flash_l', [1, 2, 3, 6]], ['flash_O', [1, 2, 3, 6, 4]], ['Z', [1, 2, 6, 4]]],
    text(trace, lab) {
      const plain = lab.run({ ...trace.config, flash: false });
      let diff = 0;
      trace.tensors.Z.data.forEach((v, i) => { diff = Math.max(diff, Math.abs(v - plain.tensors.Z.data[i])); });
      const f = trace.flash;
      return [
        t('tour.flashSameZ.running'),
        t('tour.flashSameZ.tiles', { tiles: f.tilesK, diff: sci(diff), matrixBytes: f.matrixBytes, tileBytes: f.tileBytes }),
        t('tour.flashSameZ.longContexts'),
      ];
    },
  },
  ...modelChapters,
  // Last, so the numbers of the chapters before it (in teachers' links) stay as they were.
  blockWhyChapter,
];

// RoPE's relative-position property, computed by the engine: one query vector q and one key vector k
// put at every position, rotated (lab.step rope_q / rope_k) and scored (lab.step scores).
function ropeDistanceDemo(trace, lab) {
  const T = trace.config.queryLen, q = rowOf(trace, 'Q_heads', 0), k = rowOf(trace, 'K_heads', 0), d = q.length;
  const repeat = (v) => ({ shape: [1, 1, T, d], data: Float32Array.from({ length: T * d }, (_, i) => v[i % d]) });
  const config = { ...trace.config, kvHeads: 0, heads: 1, dModel: d, dK: d, dV: d };
  const Q_rope = lab.step('rope_q', { Q_heads: repeat(q) }, config).output;
  const K_rope = lab.step('rope_k', { K_heads: repeat(k) }, config).output;
  const scores = lab.step('scores', { Q_rope, K_rope }).output.data;
  const at = (t, s) => scores[t * T + s];
  let spread = 0;
  for (let gap = -(T - 1); gap < T; gap++) {
    const diagonal = [];
    for (let t = 0; t < T; t++) if (t - gap >= 0 && t - gap < T) diagonal.push(at(t, t - gap));
    spread = Math.max(spread, Math.max(...diagonal) - Math.min(...diagonal));
  }
  const pairs = [];
  for (let t = 2; t < T && pairs.length < 3; t++) pairs.push([t, t - 2, at(t, t - 2)]);
  return { pairs, spread };
}

// How far back the last query reaches after 1…layers layers of this mask: which keys connect to it
// through allowed cells of the engine's M (0 = allowed), composed layer by layer.
function reachAcrossLayers(trace, layers) {
  const M = matrixOf(trace, 'M', { b: 0 });
  const last = M.rows - 1;
  let reach = new Set([last]);
  const out = [];
  for (let l = 0; l < layers; l++) {
    const next = new Set();
    for (const t of reach) for (let s = 0; s < M.cols; s++) if (M.get(t, s) === 0) next.add(s);
    reach = next;
    out.push([Math.min(...reach)]);
  }
  return out;
}

/** Chapter number (1-based) from `?chapter=4` or `#chapter-4`; null when absent or invalid. */
export function chapterFromLocation(search, hash) {
  let raw = null;
  try { raw = new URLSearchParams(search).get('chapter'); } catch { raw = null; }
  if (raw === null) {
    const m = /^#chapter-(\d{1,2})$/.exec(String(hash ?? ''));
    raw = m ? m[1] : null;
  }
  if (raw === null || !/^\d{1,2}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= chapters.length ? n : null;
}
