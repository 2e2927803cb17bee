// ALiBi: a bias matrix per head, −m_p·(t − s), added to the scaled scores before the mask. The slope
// m_p of every head is read off the engine's own bias (−alibi[p, 1, 0]), so the list under the matrix
// states the numbers the run used.
import { drawMatrix, equation, dim, el, fillCount } from './kit.js';
import { alibiSlope } from '../tensor.js';
import { full, count } from '../format.js';

export function alibiView(ctx) {
  const A = drawMatrix(ctx, 'alibi', { label: `alibi · head ${ctx.h}` });
  const heads = ctx.trace.config.heads;
  const list = el('ul', 'alibi-slopes');
  list.setAttribute('aria-label', 'The slope of each head');
  for (let p = 0; p < heads; p++) {
    const m = alibiSlope(ctx.trace, p);
    const item = el('li', p === ctx.h ? 'is-current' : '', `head ${p}: m = ${m === null ? 'one position only' : full(m, 6)}`);
    list.append(item);
  }
  const note = el('p', 'alibi-note', `Each cell is −m·(t − s): 0 on the diagonal, more negative the further back the key. A steep head (large m) looks near; a shallow one looks far. No positions are added to X.`);
  const wrap = el('div', 'stack');
  wrap.append(equation(A), note, list);
  const { rows, cols } = A.matrix;
  return {
    el: wrap,
    algebra: [dim(`alibi: (h×T×S) = (${heads}×${rows}×${cols}): ${count(heads, 'slope')}, no batch axis (the same for every item)`)],
    update: (p) => A.reveal(fillCount(p, rows * cols)),
  };
}
