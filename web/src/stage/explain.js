// How a cell came to be, with the engine's own numbers: returns the arithmetic as plain sentences
// and which rows/columns of which tensors it was made from (for highlighting). The words are the
// `steps.explain.*` messages; formulas, tensor names and numbers are put into them as they are.
import { full, term } from '../i18n/format.js';
import { t, listSeparator } from '../i18n/i18n.js';
import { matrixOf, kvHeadOf, alibiSlope } from '../engine/tensor.js';
import { maskKind, masksNothing } from '../engine/mask-kind.js';
import { shownIndex } from '../i18n/head-names.js';

const MAX_TERMS = 8;

// Σ a_i·b_i written out term by term (long sums keep their first and last terms).
function dotText(a, b) {
  const parts = a.map((x, i) => `${term(x)}×${term(b[i])}`);
  const shown = parts.length > MAX_TERMS ? [...parts.slice(0, 5), t('steps.explain.more', { n: parts.length - 7 }), ...parts.slice(-2)] : parts;
  return shown.join(' + ');
}

const rowOf = (m, r) => Array.from({ length: m.cols }, (_, c) => m.get(r, c));
const colOf = (m, c) => Array.from({ length: m.rows }, (_, r) => m.get(r, c));


// Long by design: one case per tensor, read as a table of "how this cell was made"; each case is a few lines.
// `lab` computes what the explanation states beyond the trace: a LayerNorm row's mean and variance (lab.step).
export function explainCell(trace, name, { b, h, tile = 0, lab }, r, c) {
  const m = (tensor, opts) => matrixOf(trace, tensor, { b, h, tile, ...opts });
  const self = m(name);
  if (!self) return null;
  const value = self.get(r, c);
  const cfg = trace.config;
  const rowToken = self.rowLabels[r];
  const at = `${name}[${self.rowAxis ? `${r}, ` : ''}${c}] = ${full(value)}`;
  const suffix = name.endsWith('_kv') ? '_kv' : name.endsWith('_q') ? '_q' : '';

  // `sum` is what the dot product adds up to: the cell's value, unless something follows it (ReLU).
  const product = (A, B, bias, note, sum = value) => {
    const a = m(A), w = m(B);
    const x = rowOf(a, r), y = colOf(w, c);
    const biasM = bias && m(bias);
    const plus = biasM ? ` + ${bias}[${c}] ${term(biasM.get(0, c))}` : '';
    return {
      lines: [at, `${note}${t('steps.explain.product', { r, A, token: a.rowLabels[r], c, B })}`, `${dotText(x, y)}${plus} = ${full(sum)}`],
      sources: [{ name: A, rows: [r] }, { name: B, cols: [c] }, ...(biasM ? [{ name: bias, cols: [c] }] : [])],
    };
  };

  // Every weight and bias (W_q … W_2, b_q … b_2) is a parameter; the suffix rule below caught only W_q and b_q.
  switch (/^[Wb]_/.test(name) ? name[0] : name.replace(/_(q|kv|heads)$/, '')) {
    case 'E':
      return { lines: [at, t('steps.explain.embedding', { r, token: rowToken })], sources: [] };
    case 'P': {
      // The angle as the engine computed it (P_angle: a run's trace, or the position step's extra in a large run's
      // first picture); a trace kept without it (keep) shows the formula alone.
      const i = Math.floor(c / 2), d = cfg.dModel, fn = c % 2 ? 'cos' : 'sin';
      const angles = m(`P_angle${suffix}`), angle = angles ? ` = ${fn}(${full(angles.get(r, c))})` : '';
      return {
        lines: [at, t('steps.explain.position', { r, c, formula: `${fn}(${r} / 10000^(${2 * i}/${d}))${angle} = ${full(value)}` })],
        sources: [],
      };
    }
    case 'X': {
      const E = m(`E${suffix}`), P = m(`P${suffix}`);
      if (!E || !P) return { lines: [at, t('steps.explain.given')], sources: [] };
      return {
        lines: [at, `E + P: ${term(E.get(r, c))} + ${term(P.get(r, c))} = ${full(value)}`],
        sources: [{ name: `E${suffix}`, cells: [[r, c]] }, { name: `P${suffix}`, cells: [[r, c]] }],
      };
    }
    case 'W': case 'b':
      return { lines: [at, t('steps.explain.parameter')], sources: [] };
    case 'Q': case 'K': case 'V': {
      if (name.endsWith('_heads')) {
        const base = name[0], d = base === 'V' ? cfg.dV : cfg.dK;
        const p = base === 'Q' ? h : kvHeadOf(cfg, h); // K and V have the key/value heads (GQA)
        const values = { base, r, col: p * d + c, p: shownIndex(p), from: p * d, to: (p + 1) * d - 1, h: shownIndex(h) };
        return {
          lines: [at, t(p !== h ? 'steps.explain.headSliceKv' : 'steps.explain.headSlice', values)],
          sources: [{ name: base, cells: [[r, p * d + c]] }],
        };
      }
      const X = name === 'Q' ? (cfg.crossAttention ? 'X_q' : 'X') : cfg.crossAttention ? 'X_kv' : 'X';
      return product(X, `W_${name.toLowerCase()}`, cfg.bias ? `b_${name.toLowerCase()}` : null, '');
    }
    case 'scores': {
      // With RoPE the scores read the rotated queries and keys.
      const [qn, kn] = trace.tensors.Q_rope ? ['Q_rope', 'K_rope'] : ['Q_heads', 'K_heads'];
      const q = m(qn), k = m(kn);
      return {
        lines: [at, t(k.kvHead !== h ? 'steps.explain.scoresKv' : 'steps.explain.scores', { query: q.rowLabels[r], key: k.rowLabels[c], h: shownIndex(h), kv: shownIndex(k.kvHead) }), `${dotText(rowOf(q, r), rowOf(k, c))} = ${full(value)}`],
        sources: [{ name: qn, rows: [r] }, { name: kn, rows: [c] }],
      };
    }
    case 'Q_rope': case 'K_rope':
      return ropeText(trace, name, m, at, r, c, value);
    case 'alibi': {
      const slope = alibiSlope(trace, h);
      return {
        lines: [at, t('steps.explain.alibi', { h: shownIndex(h), slope: slope === null ? '?' : full(slope, 6), formula: `−${slope === null ? 'm' : full(slope, 6)}·(${r} − ${c}) = ${full(value)}` }),
          t('steps.explain.alibiNote')],
        sources: [],
      };
    }
    case 'flash_m': case 'flash_l':
      return flashText(trace, name, m, at, r, c, value);
    case 'flash_O':
      return flashOutputText(trace, m, at, self.tile, r, c, value);
    case 'scaled': {
      const s = m('scores').get(r, c), root = trace.tensors.sqrt_d_k.data[0];  // the engine's √d_k
      return { lines: [at, `${term(s)} / √${cfg.dK} = ${term(s)} / ${full(root, 3)} = ${full(value)}`], sources: [{ name: 'scores', cells: [[r, c]] }] };
    }
    case 'M':
      return { lines: [at, maskRule(trace, b, r, c, value, lab)], sources: [] };
    case 'masked': {
      const s = m('scaled').get(r, c), k = m('M').get(r, c);
      if (trace.tensors.alibi) {
        const a = m('alibi').get(r, c);
        return {
          lines: [at, `scaled + alibi + M: ${term(s)} + ${term(a)} + ${full(k)} = ${full(value)}`],
          sources: [{ name: 'scaled', cells: [[r, c]] }, { name: 'alibi', cells: [[r, c]] }, { name: 'M', cells: [[r, c]] }],
        };
      }
      return {
        lines: [at, `${term(s)} + ${full(k)} = ${full(value)}`, t(k === -Infinity ? 'steps.explain.maskedBlocked' : 'steps.explain.maskedAllowed')],
        sources: [{ name: 'scaled', cells: [[r, c]] }, { name: 'M', cells: [[r, c]] }],
      };
    }
    case 'weights':
      return { lines: [at, ...softmaxText(trace, b, h, m('masked'), self, r, c)], sources: [{ name: 'masked', rows: [r] }] };
    case 'Z': {
      const w = m('weights'), v = m('V_heads');
      if (!w) return { lines: [at], sources: [] };  // FlashAttention never made the weights (its steps explain its tiles)
      return {
        lines: [at, t('steps.explain.context', { query: w.rowLabels[r], c }), `${dotText(rowOf(w, r), colOf(v, c))} = ${full(value)}`],
        sources: [{ name: 'weights', rows: [r] }, { name: 'V_heads', cols: [c] }],
      };
    }
    case 'concat': {
      const head = Math.floor(c / cfg.dV), j = c % cfg.dV;
      return { lines: [at, t('steps.explain.concat', { head: shownIndex(head), r, j, from: head * cfg.dV, to: (head + 1) * cfg.dV - 1 })], sources: [{ name: 'Z', cells: [[r, j]], head }] };
    }
    case 'Y':
      return product('concat', 'W_o', cfg.bias ? 'b_o' : null, '');
    // The rest of the block: residuals, LayerNorm (the engine's row mean and variance), the feed-forward layers.
    case 'residual1': case 'residual2': {
      const [x, y] = trace.steps.find((st) => st.output === name).inputs;
      return {
        lines: [at, `${x} + ${name === 'residual1' ? 'Y' : y}: ${term(m(x).get(r, c))} + ${term(m(y).get(r, c))} = ${full(value)}`],
        sources: [{ name: x, cells: [[r, c]] }, { name: y, cells: [[r, c]] }],
      };
    }
    case 'norm1': case 'norm2': {
      const input = name === 'norm1' ? 'residual1' : 'residual2';
      const row = rowOf(m(input), r);
      const step = lab.step(name, { [input]: [row] });
      const mean = step.mean.data[0], variance = step.variance.data[0];
      return {
        lines: [at, t('steps.explain.normRow', { r, input, mean: full(mean), variance: full(variance), n: row.length }),
          `(${term(row[c])} − ${term(mean)}) / √(${full(variance)} + 0.00001) = ${full(value)}`,
          t('steps.explain.normNote')],
        sources: [{ name: input, rows: [r] }],
      };
    }
    case 'hidden': {
      // The sum before ReLU as the engine computed it (the trace's hidden_pre).
      const pre = m('hidden_pre').get(r, c);
      const base = product('norm1', 'W_1', 'b_1', '', pre);
      base.lines.push(`ReLU: max(0, ${full(pre)}) = ${full(value)}`);
      return base;
    }
    case 'ffn':
      return product('hidden', 'W_2', 'b_2', '');
    default:
      return { lines: [at], sources: [] };
  }
}

// The rule the run's mask applied at (query t0, key s), chosen by what the mask does (its entry in
// lab.schema().masks), not by its name. A sliding window is causal too, so it is asked about first; a mask
// the schema does not list says "no mask", as an unknown name always did.
function maskRule(trace, b, t0, s, value, lab) {
  const cfg = trace.config;
  const kind = maskKind(lab.schema().masks, cfg.mask);
  const valid = cfg.validLengths[b];
  const values = { b, s, t: t0, valid, w: cfg.window, cmp: s <= t0 ? '≤' : '>', verdict: t(value === 0 ? 'steps.explain.mask.may' : 'steps.explain.mask.mayNot') };
  const real = s < valid ? 'Real' : 'Padding';
  if (!kind || masksNothing(kind)) return t('steps.explain.mask.none');
  if (kind.custom) return t('steps.explain.mask.custom', { ...values, mark: value === 0 ? 1 : 0 });
  if (kind.sliding) {
    const inside = t0 - cfg.window < s && s <= t0;
    const pad = kind.padding ? t(`steps.explain.mask.slidingPad${real}`, values) : '';
    return t(inside ? 'steps.explain.mask.slidingInside' : 'steps.explain.mask.slidingOutside', { ...values, pad });
  }
  if (kind.causal && kind.padding) return t(`steps.explain.mask.causalPadding${real}`, values);
  if (kind.causal) return t('steps.explain.mask.causal', values);
  return t(`steps.explain.mask.padding${real}`, values);
}

// The engine's own numbers: the row max and Σe^(x − m) of the run's softmax (the trace's row_max and row_sum),
// and its weights; each e^(x − m) listed is its weight times that sum (weight = e^(x − m) / Σ, read backwards).
function softmaxText(trace, b, h, masked, weights, r, c) {
  const max = matrixOf(trace, 'row_max', { b }).get(h, r), sum = matrixOf(trace, 'row_sum', { b }).get(h, r);
  if (sum === 0) return [t('steps.explain.softmaxAllMasked')]; // every key masked: the engine's 0 and 0
  const row = rowOf(masked, r), out = rowOf(weights, r);
  const exps = out.map((w) => w * sum);
  const list = (xs) => `[${(xs.length > MAX_TERMS ? [...xs.slice(0, 6), '…'] : xs).join(listSeparator())}]`;
  return [
    t('steps.explain.softmaxRow', { r, list: list(row.map((x) => full(x, 3))), max: full(max, 3) }),
    t('steps.explain.softmaxExp', { list: list(exps.map((x) => full(x, 3))), sum: full(sum, 4) }),
    `e^(${full(row[c], 3)} − ${term(max, 3)}) / ${full(sum, 4)} = ${full(exps[c], 4)} / ${full(sum, 4)} = ${full(out[c])}`,
    t('steps.explain.softmaxSum', { sum: full(out.reduce((a, x) => a + x, 0), 4) }),
  ];
}

// RoPE's cell: the rotated pair (x_i, x_{i+d/2}) at position t, with the angle t·θ_i written out.
function ropeText(trace, name, m, at, r, c, value) {
  const input = name === 'Q_rope' ? 'Q_heads' : 'K_heads';
  const x = m(input), d = x.cols, half = d / 2;
  const i = c % half, first = c < half;
  const a = x.get(r, i), b = x.get(r, i + half);
  const angle = m(name === 'Q_rope' ? 'rope_angle_q' : 'rope_angle_k').get(r, i); // the engine's t·θ_i
  const formula = first ? `${term(a)}·cos(${full(angle)}) − ${term(b)}·sin(${full(angle)})` : `${term(b)}·cos(${full(angle)}) + ${term(a)}·sin(${full(angle)})`;
  return {
    lines: [at, t('steps.explain.rope', { i, j: i + half, a: full(a), b: full(b), input, r, base: String(trace.config.ropeBase), twoI: 2 * i, d, angle: full(angle) }),
      `${formula} = ${full(value)}`],
    sources: [{ name: input, cells: [[r, i], [r, i + half]] }],
  };
}

// Flash state after key tile j for query t (the tensor is tile_k × T, drawn as T × tiles: r is the tile).
function flashText(trace, name, m, at, j, q, value) {
  const mm = m('flash_m'), ll = m('flash_l');
  const newMax = mm.get(j, q), newSum = ll.get(j, q);
  if (j === 0) {
    return {
      lines: [at, name === 'flash_m' ? t('steps.explain.flashMFirst', { t: q, max: full(newMax) }) : t('steps.explain.flashLFirst', { t: q, sum: full(newSum) })],
      sources: [],
    };
  }
  const oldMax = mm.get(j - 1, q), oldSum = ll.get(j - 1, q);
  const factor = m('flash_rescale').get(j, q); // the engine's e^(m_old − m_new)
  const lines = name === 'flash_m'
    ? [at, t(newMax > oldMax ? 'steps.explain.flashMGrew' : 'steps.explain.flashMSame', { t: q, j, old: full(oldMax), max: full(newMax) })]
    : [at, t('steps.explain.flashL', { t: q, j }),
      t('steps.explain.flashLSum', { oldMax: full(oldMax), newMax: full(newMax), old: full(oldSum), kept: full(factor * oldSum), added: full(newSum - factor * oldSum), sum: full(newSum) })];
  return { lines, sources: [{ name, cells: [[j - 1, q]] }] };
}

// O after key tile j, row t, column c: the old O rescaled by e^(m_old − m_new), plus this tile's Σ e^(x − m)·v.
function flashOutputText(trace, m, at, j, q, c, value) {
  const mm = m('flash_m');
  if (j === 0) return { lines: [at, t('steps.explain.flashOFirst', { t: q, c })], sources: [] };
  const old = m('flash_O', { tile: j - 1 }).get(q, c);
  const oldMax = mm.get(j - 1, q), newMax = mm.get(j, q);
  const factor = m('flash_rescale').get(j, q); // the engine's e^(m_old − m_new)
  return {
    lines: [at, t('steps.explain.flashO', { t: q, j, c }),
      t('steps.explain.flashOSum', { oldMax: full(oldMax), newMax: full(newMax), old: term(old), kept: full(factor * old), added: full(value - factor * old), value: full(value) })],
    sources: [{ name: 'flash_m', cells: [[j - 1, q], [j, q]] }],
  };
}
