// weights = softmax of each row of masked, one row at a time: row max m, e^(x − m), row sum, divide.
// A side table keeps every finished row's numbers, ending in its sum: 1.
import { drawMatrix, equation, dim, el } from './kit.js';
import { full, count } from '../format.js';
import { matrixOf } from '../tensor.js';

export function softmaxView(ctx) {
  const M = drawMatrix(ctx, 'masked'), W = drawMatrix(ctx, 'weights');
  const { rows, cols } = W.matrix;
  const masked = matrixOf(ctx.trace, 'masked', { b: ctx.b, h: ctx.h });
  const stats = rows <= 32 ? rowStats(masked, W.matrix) : []; // only the side table reads them
  const flagged = new Set(ctx.trace.fullyMaskedRows.filter(([b]) => b === ctx.b).map(([, t]) => t));

  // The side table: one line per row (only for matrices drawn cell by cell).
  const table = el('table', 'row-stats');
  const lines = [];
  if (rows <= 32) {
    const head = table.createTHead().insertRow();
    for (const text of ['row', 'max m', 'Σ e^(x−m)', 'Σ weights']) head.append(el('th', '', text));
    const body = table.createTBody();
    stats.forEach((s, r) => {
      const line = body.insertRow();
      line.append(el('th', '', W.matrix.rowLabels[r]));
      line.append(el('td', '', full(s.max, 3)), el('td', '', full(s.sum, 3)));
      line.append(el('td', 'sum', flagged.has(r) ? '0 (all masked)' : full(s.total, 4)));
      lines.push(line);
    });
  }
  return {
    el: equation(M, '→ softmax each row →', withStats(W.el, table)),
    algebra: [dim(`(T×S) → (T×S)   (${rows}×${cols}); each row is a probability distribution over ${cols === 1 ? 'the one key' : `the ${count(cols, 'key')}`}`)],
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

function rowStats(masked, weights) {
  return Array.from({ length: masked.rows }, (_, r) => {
    let max = -Infinity;
    for (let c = 0; c < masked.cols; c++) max = Math.max(max, masked.get(r, c));
    let sum = 0, total = 0;
    for (let c = 0; c < masked.cols; c++) {
      if (max !== -Infinity) sum += Math.exp(masked.get(r, c) - max);
      total += weights.get(r, c);
    }
    return { max, sum, total };
  });
}
