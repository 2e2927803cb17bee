// Multi-head equivalence with numbers: head p of the one split projection next to X·W_q^p computed
// on its own, and Y = concat·W_O next to Σ_p Z_p·W_O^p. The differences are the engine's float32
// rounding against float64 sums.
import { el, equation } from '../views/kit.js';
import { drawPlain } from '../views/lesson-matrix.js';
import { plain } from './equivalence.js';
import { t } from '../i18n/i18n.js';
import { sci } from '../i18n/format.js';
import { shownIndex } from '../i18n/head-names.js';


export function equivalenceView(trace, eq, { item = 0, head = 0 }) {
  const { heads: h, dK, dV, dModel: D, queryLen: T, crossAttention } = trace.config;
  const p = Math.min(head, h - 1);
  const tokens = trace.tokens[item];
  const X = trace.tensors[crossAttention ? 'X_q' : 'X'];
  const wrap = el('div', 'equivalence');

  wrap.append(el('h3', '', t('steps.equivalence.first', { p: shownIndex(p) })));
  const Xv = drawPlain(plain(T, D, Float64Array.from(X.data.subarray(item * T * D, (item + 1) * T * D))), { name: crossAttention ? 'X_q' : 'X', rowLabels: tokens });
  const W = drawPlain(plain(D, h * dK, Float64Array.from(trace.tensors.W_q.data)), { name: 'W_q', rowAxis: 'd_model', colAxis: 'h·d_k' });
  W.highlight('anim', { cols: Array.from({ length: dK }, (_, j) => p * dK + j) });
  const part = eq.heads[p];
  const Wp = drawPlain(part.W, { name: 'W_q_p', label: t('steps.equivalence.columns', { p: shownIndex(p), from: p * dK, to: (p + 1) * dK - 1 }), rowAxis: 'd_model', colAxis: 'd_k' });
  const sep = drawPlain(part.separate, { name: 'XW_q_p', label: t('steps.equivalence.own', { p: shownIndex(p) }), colAxis: 'd_k', rowLabels: tokens });
  const split = drawPlain(part.split, { name: 'Q_heads_p', label: t('steps.equivalence.split', { p: shownIndex(p) }), colAxis: 'd_k', rowLabels: tokens });
  wrap.append(equation(Xv, '·', W, t('steps.equivalence.take'), Wp), equation(sep, t('steps.equivalence.versus'), split));
  const table = el('table', 'row-stats equivalence-table');
  const headRow = table.createTHead().insertRow();
  for (const key of ['head', 'columns', 'diff']) headRow.append(el('th', '', t(`steps.equivalence.stats.${key}`)));
  const body = table.createTBody();
  for (const x of eq.heads) {
    const line = body.insertRow();
    line.append(el('th', '', String(x.p)), el('td', '', `${x.p * dK}…${(x.p + 1) * dK - 1}`), el('td', 'sum', sci(x.maxDiff)));
  }
  wrap.append(table);

  wrap.append(el('h3', '', t('steps.equivalence.second')));
  const parts = [];
  eq.contributions.slice(0, 4).forEach((c, q) => {
    if (q > 0) parts.push('+');
    parts.push(drawPlain(c, { name: 'ZW_o_p', label: t('steps.equivalence.part', { q, from: q * dV, to: (q + 1) * dV - 1 }), rowLabels: tokens }));
  });
  if (h > 4) parts.push(t('steps.equivalence.more', { n: h - 4 }));
  if (trace.tensors.b_o) parts.push('+ b_o');
  parts.push('=', drawPlain(eq.sum, { name: 'sum_heads', label: 'Σ_p Z_p·W_O^p', rowLabels: tokens }));
  wrap.append(equation(...parts));
  const Y = drawPlain(eq.Y, { name: 'Y', label: t('steps.equivalence.engineY'), rowLabels: tokens });
  const note = el('p', 'decode-summary', t('steps.equivalence.note', { projection: sci(eq.maxProjection), output: sci(eq.maxOutput) }));
  note.dataset.maxProjection = String(eq.maxProjection);
  note.dataset.maxOutput = String(eq.maxOutput);
  wrap.append(equation(Y), note);
  return { el: wrap };
}
