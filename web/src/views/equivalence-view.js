// Multi-head equivalence with numbers: head p of the one split projection next to X·W_q^p computed
// on its own, and Y = concat·W_O next to Σ_p Z_p·W_O^p. The differences are the engine's float32
// rounding against float64 sums.
import { el, equation } from './kit.js';
import { drawPlain } from './lesson-matrix.js';
import { plain } from '../lessons/equivalence.js';

const sci = (v) => (v === 0 ? '0' : v.toExponential(1).replace('-', '\u2212'));

export function equivalenceView(trace, eq, { item = 0, head = 0 }) {
  const { heads: h, dK, dV, dModel: D, queryLen: T, crossAttention } = trace.config;
  const p = Math.min(head, h - 1);
  const tokens = trace.tokens[item];
  const X = trace.tensors[crossAttention ? 'X_q' : 'X'];
  const wrap = el('div', 'equivalence');

  wrap.append(el('h3', '', `1. Head ${p}: one projection then split, or a projection of its own`));
  const Xv = drawPlain(plain(T, D, Float64Array.from(X.data.subarray(item * T * D, (item + 1) * T * D))), { name: crossAttention ? 'X_q' : 'X', rowLabels: tokens });
  const W = drawPlain(plain(D, h * dK, Float64Array.from(trace.tensors.W_q.data)), { name: 'W_q', rowAxis: 'd_model', colAxis: 'h·d_k' });
  W.highlight('anim', { cols: Array.from({ length: dK }, (_, j) => p * dK + j) });
  const part = eq.heads[p];
  const Wp = drawPlain(part.W, { name: 'W_q_p', label: `W_q^${p} = columns ${p * dK}…${(p + 1) * dK - 1}`, rowAxis: 'd_model', colAxis: 'd_k' });
  const sep = drawPlain(part.separate, { name: 'XW_q_p', label: `X·W_q^${p} (its own)`, colAxis: 'd_k', rowLabels: tokens });
  const split = drawPlain(part.split, { name: 'Q_heads_p', label: `Q_heads, head ${p} (split)`, colAxis: 'd_k', rowLabels: tokens });
  wrap.append(equation(Xv, '·', W, '→ take head columns →', Wp), equation(sep, 'vs', split));
  const table = el('table', 'row-stats equivalence-table');
  const headRow = table.createTHead().insertRow();
  for (const text of ['head', 'W_q columns', 'max |X·W_q^p − Q_heads[p]|']) headRow.append(el('th', '', text));
  const body = table.createTBody();
  for (const x of eq.heads) {
    const line = body.insertRow();
    line.append(el('th', '', String(x.p)), el('td', '', `${x.p * dK}…${(x.p + 1) * dK - 1}`), el('td', 'sum', sci(x.maxDiff)));
  }
  wrap.append(table);

  wrap.append(el('h3', '', `2. concat·W_O = Σ over heads of Z_p·W_O^p (rows p·d_v…(p+1)·d_v of W_O)`));
  const parts = [];
  eq.contributions.slice(0, 4).forEach((c, q) => {
    if (q > 0) parts.push('+');
    parts.push(drawPlain(c, { name: 'ZW_o_p', label: `Z_${q}·W_O^${q} (rows ${q * dV}…${(q + 1) * dV - 1})`, rowLabels: tokens }));
  });
  if (h > 4) parts.push(`+ … ${h - 4} more`);
  if (trace.tensors.b_o) parts.push('+ b_o');
  parts.push('=', drawPlain(eq.sum, { name: 'sum_heads', label: 'Σ_p Z_p·W_O^p', rowLabels: tokens }));
  wrap.append(equation(...parts));
  const Y = drawPlain(eq.Y, { name: 'Y', label: 'Y = concat·W_O (engine)', rowLabels: tokens });
  const note = el('p', 'decode-summary', `Largest difference: projections ${sci(eq.maxProjection)}, output ${sci(eq.maxOutput)}; float32 rounding, nothing more.`);
  note.dataset.maxProjection = String(eq.maxProjection);
  note.dataset.maxOutput = String(eq.maxOutput);
  wrap.append(equation(Y), note);
  return { el: wrap };
}
