// What kind of mistake a wrong answer looks like (issue 38): the mistaken computations are done again with the
// engine (lab.step: the scores left unscaled, the mask left out, d_k not doubled, √ forgotten) or read from the
// engine's matrix (a neighbouring or transposed cell: a row counted from 1, rows and columns swapped); an answer
// that matches one of them is named after it. Nothing here says the right number.
import { matrixOf } from '../engine/tensor.js';

const cellOf = (tensor, b, h, r, c) => {
  const [, H, R, C] = tensor.shape;
  return tensor.data[((b * H + h) * R + r) * C + c];
};

/** The mistaken values of value:<name>:b:h:r:c, → [{key, value}], most telling first. */
export function valueMistakes(trace, lab, name, { b, h, r, c }) {
  const out = [];
  const T = trace.tensors;
  const step = (id, tensors, options) => { try { return lab?.step(id, tensors, options).output ?? null; } catch { return null; } };
  if (['scaled', 'masked', 'weights'].includes(name) && T.scores && T.M) {
    // √d_k forgotten: the scores go on unscaled.
    const masked = name === 'scaled' ? null : step('masked', { scaled: T.scores, M: T.M });
    const value = name === 'scaled' ? T.scores : name === 'masked' ? masked : masked && step('softmax', { masked });
    if (value) out.push({ key: 'noScale', value: cellOf(value, b, h, r, c) });
  }
  if (['masked', 'weights'].includes(name) && T.scaled) {
    // The mask ignored: the scaled scores are the masked ones.
    const value = name === 'masked' ? T.scaled : step('softmax', { masked: T.scaled });
    if (value) out.push({ key: 'noMask', value: cellOf(value, b, h, r, c) });
  }
  const m = matrixOf(trace, name, { b, h });
  if (c < m.rows && r < m.cols && r !== c) out.push({ key: 'transposed', value: m.get(c, r) });
  for (const [dr, dc] of [[-1, 0], [0, -1], [-1, -1]])
    if (r + dr >= 0 && c + dc >= 0) out.push({ key: 'fromOne', value: m.get(r + dr, c + dc) });
  return out.filter((x) => Number.isFinite(x.value) || x.value === -Infinity);
}

/** The mistaken values of dk2: d_k not doubled, or divided by 2·d_k (the square root forgotten). */
export function doubledMistakes(trace, lab, { b, h, r, c }) {
  const dK = trace.config.dK, out = [{ key: 'notDoubled', value: cellOf(trace.tensors.scaled, b, h, r, c) }];
  try { out.push({ key: 'noSqrt', value: cellOf(lab.step('scale', { scores: trace.tensors.scores }, { dK: 4 * dK * dK }).output, b, h, r, c) }); } catch { /* d_k too large to square */ }
  return out;
}

/**
 * The mistaken shapes: the last two axes swapped, or all reversed; for a B×… tensor without a head axis (M, X, Y,
 * …), a head axis put in after B (of 1 or of h heads): M is added to every head's scores but stored once.
 */
export function shapeMistakes(shape, { name = '', axes = [], heads = 1 } = {}) {
  const swapped = [...shape.slice(0, -2), ...shape.slice(-2).reverse()];
  const headless = axes[0] === 'B' && !axes.some((a) => a === 'h' || a === 'h_kv');
  const withHead = headless ? [...new Set([1, heads])].map((n) => ({ key: name === 'M' ? 'maskHeadAxis' : 'headAxis', shape: [shape[0], n, ...shape.slice(1)] })) : [];
  return [{ key: 'transposed', shape: swapped }, { key: 'transposed', shape: [...shape].reverse() }, ...withHead]
    .filter((x) => x.shape.join('×') !== shape.join('×'));
}
