// ALiBi: a bias matrix per head, −m_p·(t − s), added to the scaled scores before the mask. The slope
// m_p of every head is read off the engine's own bias (−alibi[p, 1, 0]), so the list under the matrix
// states the numbers the run used.
import { drawMatrix, equation, dim, el, fillCount } from './kit.js';
import { alibiSlope } from '../engine/tensor.js';
import { full } from '../i18n/format.js';
import { t } from '../i18n/i18n.js';
import { shownIndex } from '../i18n/head-names.js';

export function alibiView(ctx) {
  const A = drawMatrix(ctx, 'alibi', { label: t('steps.alibi.label', { h: shownIndex(ctx.h) }) });
  const heads = ctx.trace.config.heads;
  const list = el('ul', 'alibi-slopes');
  list.setAttribute('aria-label', t('steps.alibi.slopes'));
  for (let p = 0; p < heads; p++) {
    const m = alibiSlope(ctx.trace, p);
    const item = el('li', p === ctx.h ? 'is-current' : '', t('steps.alibi.slope', { p: shownIndex(p), m: m === null ? t('steps.alibi.onePosition') : full(m, 6) }));
    list.append(item);
  }
  const note = el('p', 'alibi-note', t('steps.alibi.note'));
  const wrap = el('div', 'stack');
  wrap.append(equation(A), note, list);
  const { rows, cols } = A.matrix;
  return {
    el: wrap,
    algebra: [dim(t('steps.alibi.algebra', { n: heads, rows, cols }))],
    update: (p) => A.reveal(fillCount(p, rows * cols)),
  };
}
