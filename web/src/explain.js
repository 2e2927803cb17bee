// How a cell came to be, with the engine's own numbers: returns the arithmetic as plain sentences
// and which rows/columns of which tensors it was made from (for highlighting).
import { full, term } from './format.js';
import { matrixOf, kvHeadOf, alibiSlope } from './tensor.js';

const MAX_TERMS = 8;

// Σ a_i·b_i written out term by term (long sums keep their first and last terms).
function dotText(a, b) {
  const parts = a.map((x, i) => `${term(x)}×${term(b[i])}`);
  const shown = parts.length > MAX_TERMS ? [...parts.slice(0, 5), `… (${parts.length - 7} more) …`, ...parts.slice(-2)] : parts;
  return shown.join(' + ');
}

const rowOf = (m, r) => Array.from({ length: m.cols }, (_, c) => m.get(r, c));
const colOf = (m, c) => Array.from({ length: m.rows }, (_, r) => m.get(r, c));

// `lab` computes what the explanation states beyond the trace: a softmax row's max and sum (lab.step).
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
      lines: [at, `${note}row ${r} of ${A} (“${a.rowLabels[r]}”) · column ${c} of ${B}:`, `${dotText(x, y)}${plus} = ${full(sum)}`],
      sources: [{ name: A, rows: [r] }, { name: B, cols: [c] }, ...(biasM ? [{ name: bias, cols: [c] }] : [])],
    };
  };

  switch (name.replace(/_(q|kv|heads)$/, '')) {
    case 'E':
      return { lines: [at, `Row ${r} is the embedding of “${rowToken}”: a row of a seeded random lookup table, one per token.`], sources: [] };
    case 'P': {
      const i = Math.floor(c / 2), d = cfg.dModel;
      const angle = r / Math.pow(10000, (2 * i) / d);
      return {
        lines: [at, `position ${r}, feature ${c}: ${c % 2 ? 'cos' : 'sin'}(${r} / 10000^(${2 * i}/${d})) = ${c % 2 ? 'cos' : 'sin'}(${full(angle)}) = ${full(value)}`],
        sources: [],
      };
    }
    case 'X': {
      const E = m(`E${suffix}`), P = m(`P${suffix}`);
      if (!E || !P) return { lines: [at, 'Given directly (edited or supplied input).'], sources: [] };
      return {
        lines: [at, `E + P: ${term(E.get(r, c))} + ${term(P.get(r, c))} = ${full(value)}`],
        sources: [{ name: `E${suffix}`, cells: [[r, c]] }, { name: `P${suffix}`, cells: [[r, c]] }],
      };
    }
    case 'W': case 'b':
      return { lines: [at, 'A learned parameter (here: seeded random). Double-click or press Enter to change it; everything downstream recomputes.'], sources: [] };
    case 'Q': case 'K': case 'V': {
      if (name.endsWith('_heads')) {
        const base = name[0], d = base === 'V' ? cfg.dV : cfg.dK;
        const p = base === 'Q' ? h : kvHeadOf(cfg, h); // K and V have the key/value heads (GQA)
        const reads = p !== h ? ` (query head ${h} reads kv head ${p})` : '';
        return {
          lines: [at, `the same number as ${base}[${r}, ${p * d + c}]: head ${p} owns columns ${p * d}…${(p + 1) * d - 1} of ${base}${reads}.`],
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
        lines: [at, `query “${q.rowLabels[r]}” · key “${k.rowLabels[c]}” (head ${h}${k.kvHead !== h ? `, kv head ${k.kvHead}` : ''}):`, `${dotText(rowOf(q, r), rowOf(k, c))} = ${full(value)}`],
        sources: [{ name: qn, rows: [r] }, { name: kn, rows: [c] }],
      };
    }
    case 'Q_rope': case 'K_rope':
      return ropeText(trace, name, m, at, r, c, value);
    case 'alibi': {
      const slope = alibiSlope(trace, h);
      return {
        lines: [at, `−m·(t − s) with head ${h}'s slope m = ${slope === null ? '?' : full(slope, 6)}: −${slope === null ? 'm' : full(slope, 6)}·(${r} − ${c}) = ${full(value)}`,
          'The further back the key, the lower its score: nearby keys win unless their scores say otherwise.'],
        sources: [],
      };
    }
    case 'flash_m': case 'flash_l':
      return flashText(trace, name, m, at, r, c, value);
    case 'flash_O':
      return flashOutputText(trace, m, at, self.tile, r, c, value);
    case 'scaled': {
      const s = m('scores').get(r, c);
      return { lines: [at, `${term(s)} / √${cfg.dK} = ${term(s)} / ${full(Math.sqrt(cfg.dK), 3)} = ${full(value)}`], sources: [{ name: 'scores', cells: [[r, c]] }] };
    }
    case 'M':
      return { lines: [at, maskRule(trace, b, r, c, value)], sources: [] };
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
        lines: [at, `${term(s)} + ${full(k)} = ${full(value)}`, k === -Infinity ? 'Adding −∞ makes e^x = 0: this key gets no attention.' : 'M is 0 here: the score passes unchanged.'],
        sources: [{ name: 'scaled', cells: [[r, c]] }, { name: 'M', cells: [[r, c]] }],
      };
    }
    case 'weights':
      return { lines: [at, ...softmaxText(lab, m('masked'), m('weights'), r, c)], sources: [{ name: 'masked', rows: [r] }] };
    case 'Z': {
      const w = m('weights'), v = m('V_heads');
      return {
        lines: [at, `weights of query “${w.rowLabels[r]}” × column ${c} of V_h (one value per key):`, `${dotText(rowOf(w, r), colOf(v, c))} = ${full(value)}`],
        sources: [{ name: 'weights', rows: [r] }, { name: 'V_heads', cols: [c] }],
      };
    }
    case 'concat': {
      const head = Math.floor(c / cfg.dV), j = c % cfg.dV;
      return { lines: [at, `the same number as Z[head ${head}][${r}, ${j}]: head ${head} fills columns ${head * cfg.dV}…${(head + 1) * cfg.dV - 1}.`], sources: [{ name: 'Z', cells: [[r, j]], head }] };
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
        lines: [at, `row ${r} of ${input}: mean μ = ${full(mean)}, variance σ² = ${full(variance)} (over its ${row.length} numbers)`,
          `(${term(row[c])} − ${term(mean)}) / √(${full(variance)} + 0.00001) = ${full(value)}`,
          'Each row ends with mean 0 and variance 1. PyTorch\u2019s nn.LayerNorm would then scale by γ and shift by β (learned, starting at 1 and 0); here they stay 1 and 0.'],
        sources: [{ name: input, rows: [r] }],
      };
    }
    case 'hidden': {
      // The trace keeps only ReLU's output; the sum before it is worked out here, as the terms shown.
      const pre = rowOf(m('norm1'), r).reduce((sum, x, i) => sum + x * m('W_1').get(i, c), m('b_1').get(0, c));
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

function maskRule(trace, b, t, s, value) {
  const cfg = trace.config;
  const valid = cfg.validLengths[b];
  const verdict = value === 0 ? 'may attend → 0' : 'may not attend → −∞';
  switch (cfg.mask) {
    case 'causal': return `causal: key ${s} ${s <= t ? '≤' : '>'} query ${t}, so it ${verdict}.`;
    case 'padding': return `padding: item ${b} has ${valid} real keys; key ${s} is ${s < valid ? 'real' : 'padding'}, so it ${verdict}.`;
    case 'causal+padding': return `causal+padding: key ${s} ${s <= t ? '≤' : '>'} query ${t} and is ${s < valid ? 'real' : 'padding'} (valid length ${valid}), so it ${verdict}.`;
    case 'sliding': case 'sliding+padding': {
      const w = cfg.window, inside = t - w < s && s <= t;
      const pad = cfg.mask === 'sliding+padding' ? ` and is ${s < valid ? 'real' : 'padding'} (valid length ${valid})` : '';
      return `sliding window ${w}: key ${s} is ${inside ? 'inside' : 'outside'} ${t} − ${w} < s ≤ ${t}${pad}, so it ${verdict}.`;
    }
    case 'custom': return `custom: your mask has ${value === 0 ? 1 : 0} at (${t}, ${s}), so it ${verdict}. Click a cell to flip it.`;
    default: return 'no mask: every query may attend every key → 0.';
  }
}

// The engine's own numbers: its row max and Σe^(x − m) (lab.step('softmax')), and the weights of the trace.
// Only the e^(x − m) terms listed are worked out here, to three digits, for reading.
function softmaxText(lab, masked, weights, r, c) {
  const row = rowOf(masked, r);
  const step = lab.step('softmax', { masked: [row] });
  const max = step.row_max.data[0], sum = step.row_sum.data[0];
  if (max === -Infinity) return ['Every key of this row is masked: the engine returns zeros and flags the row (it would be 0/0).'];
  const exps = row.map((x) => Math.exp(x - max));
  const out = rowOf(weights, r);
  const list = (xs) => (xs.length > MAX_TERMS ? [...xs.slice(0, 6), '…'] : xs).join(', ');
  return [
    `row ${r} of masked: [${list(row.map((x) => full(x, 3)))}], max m = ${full(max, 3)}`,
    `e^(x − m): [${list(exps.map((x) => full(x, 3)))}], sum = ${full(sum, 4)}`,
    `e^(${full(row[c], 3)} − ${term(max, 3)}) / ${full(sum, 4)} = ${full(exps[c], 4)} / ${full(sum, 4)} = ${full(out[c])}`,
    `The row's weights sum to ${full(out.reduce((a, x) => a + x, 0), 4)}.`,
  ];
}

// RoPE's cell: the rotated pair (x_i, x_{i+d/2}) at position t, with the angle t·θ_i written out.
function ropeText(trace, name, m, at, r, c, value) {
  const input = name === 'Q_rope' ? 'Q_heads' : 'K_heads';
  const x = m(input), d = x.cols, half = d / 2;
  const i = c % half, first = c < half;
  const a = x.get(r, i), b = x.get(r, i + half);
  const theta = Math.pow(trace.config.ropeBase, (-2 * i) / d), angle = r * theta;
  const formula = first ? `${term(a)}·cos(${full(angle)}) − ${term(b)}·sin(${full(angle)})` : `${term(b)}·cos(${full(angle)}) + ${term(a)}·sin(${full(angle)})`;
  return {
    lines: [at, `pair ${i} = (x${i}, x${i + half}) = (${full(a)}, ${full(b)}) of ${input} at position ${r}, turned by ${r}·θ_${i} = ${r}·${trace.config.ropeBase}^(−${2 * i}/${d}) = ${full(angle)} rad:`,
      `${formula} = ${full(value)}`],
    sources: [{ name: input, cells: [[r, i], [r, i + half]] }],
  };
}

// Flash state after key tile j for query t (the tensor is tile_k × T, drawn as T × tiles: r is the tile).
function flashText(trace, name, m, at, j, t, value) {
  const mm = m('flash_m'), ll = m('flash_l');
  const newMax = mm.get(j, t), newSum = ll.get(j, t);
  if (j === 0) {
    return {
      lines: [at, name === 'flash_m' ? `query ${t}, first key tile: m starts as the tile's row max = ${full(newMax)}` : `query ${t}, first key tile: l = Σ e^(x − m) over the tile's keys = ${full(newSum)}`],
      sources: [],
    };
  }
  const oldMax = mm.get(j - 1, t), oldSum = ll.get(j - 1, t);
  const factor = oldMax === -Infinity ? 0 : Math.exp(oldMax - newMax);
  const lines = name === 'flash_m'
    ? [at, `query ${t}, key tile ${j}: m = max(m before ${full(oldMax)}, this tile's row max) = ${full(newMax)}${newMax > oldMax ? ' (it grew: the old l and O are rescaled)' : ' (unchanged)'}`]
    : [at, `query ${t}, key tile ${j}: l = e^(m_old − m_new)·l_old + Σ_tile e^(x − m_new)`,
      `= e^(${full(oldMax)} − ${full(newMax)})·${full(oldSum)} + (this tile's sum) = ${full(factor * oldSum)} + ${full(newSum - factor * oldSum)} = ${full(newSum)}`];
  return { lines, sources: [{ name, cells: [[j - 1, t]] }] };
}

// O after key tile j, row t, column c: the old O rescaled by e^(m_old − m_new), plus this tile's Σ e^(x − m)·v.
function flashOutputText(trace, m, at, j, t, c, value) {
  const mm = m('flash_m');
  if (j === 0) return { lines: [at, `query ${t}, first key tile: O = Σ over the tile's keys of e^(x − m)·v[${c}], not yet divided by l`], sources: [] };
  const old = m('flash_O', { tile: j - 1 }).get(t, c);
  const oldMax = mm.get(j - 1, t), newMax = mm.get(j, t);
  const factor = oldMax === -Infinity ? 0 : Math.exp(oldMax - newMax);
  return {
    lines: [at, `query ${t}, key tile ${j}: O = e^(m_old − m_new)·O_old + Σ_tile e^(x − m_new)·v[${c}]`,
      `= e^(${full(oldMax)} − ${full(newMax)})·${term(old)} + (this tile's sum) = ${full(factor * old)} + ${full(value - factor * old)} = ${full(value)}`],
    sources: [{ name: 'flash_m', cells: [[j - 1, t], [j, t]] }],
  };
}
