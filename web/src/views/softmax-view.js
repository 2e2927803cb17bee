// weights = softmax of each row of masked, one row at a time: row max m, e^(x − m), row sum, divide.
// A side table keeps every finished row's numbers, ending in its sum: 1. The max and sum are the engine's
// (the trace's row_max and row_sum, from the softmax the run computed).
import { drawMatrix, equation, dim, el } from './kit.js';
import { full } from '../i18n/format.js';
import { matrixOf } from '../engine/tensor.js';
import { t } from '../i18n/i18n.js';

export function softmaxView(ctx) {
  const M = drawMatrix(ctx, 'masked'), W = drawMatrix(ctx, 'weights');
  const { rows, cols } = W.matrix;
  const flagged = new Set(ctx.trace.fullyMaskedRows.filter(([b]) => b === ctx.b).map(([, t]) => t));
  const stats = rows <= 32 ? rowStats(ctx.trace, ctx.b, ctx.h, W.matrix, flagged) : []; // only the side table reads them

  // The side table: one line per row (only for matrices drawn cell by cell).
  const table = el('table', 'row-stats');
  const lines = [];
  if (rows <= 32) {
    const head = table.createTHead().insertRow();
    for (const key of ['row', 'max', 'sum', 'weights']) head.append(el('th', '', t(`steps.softmax.stats.${key}`)));
    const body = table.createTBody();
    stats.forEach((s, r) => {
      const line = body.insertRow();
      line.append(el('th', '', W.matrix.rowLabels[r]));
      line.append(el('td', '', full(s.max, 3)), el('td', '', full(s.sum, 3)));
      line.append(el('td', 'sum', flagged.has(r) ? t('steps.softmax.allMasked') : full(s.total, 4)));
      lines.push(line);
    });
  }
  return {
    el: equation(M, t('steps.softmax.op'), withStats(W.el, table)),
    algebra: [dim(t(cols === 1 ? 'steps.softmax.algebraOne' : 'steps.softmax.algebra', { rows, cols, n: cols }))],
    update(p) {
      const done = p >= 1 ? rows : Math.floor(p * rows);
      W.reveal(p >= 1 ? undefined : done * cols + (done < rows ? 0 : 0));
      lines.forEach((line, r) => { line.dataset.reveal = r < done ? 'shown' : r === done ? 'active' : 'hidden'; });
      M.highlight('anim', p >= 1 ? {} : { rows: [done] });
      W.highlight('anim', p >= 1 ? {} : { rows: [done] });
    },
  };
}

function withStats(figure, table) {
  const box = el('div', 'with-stats');
  box.append(figure, table);
  return box;
}

// Row r's max and Σe^(x − m) as the engine computed them, and the sum of its weights (the check: 1). A fully
// masked row has no max (the engine stores 0 there): its keys are all −∞, so that is what it shows.
function rowStats(trace, b, h, weights, flagged) {
  const max = matrixOf(trace, 'row_max', { b }), sum = matrixOf(trace, 'row_sum', { b }); // (h, T) of item b
  return Array.from({ length: weights.rows }, (_, r) => {
    let total = 0;
    for (let c = 0; c < weights.cols; c++) total += weights.get(r, c);
    return { max: flagged.has(r) ? -Infinity : max.get(h, r), sum: sum.get(h, r), total };
  });
}
