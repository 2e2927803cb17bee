// concat = the heads' Z side by side: Z.transpose(1, 2).reshape(B, T, h·d_v).
import { drawMatrix, el, equation, fillCount, dim, batchStack } from './kit.js';
import { t } from '../i18n/i18n.js';
import { shownIndex } from '../i18n/head-names.js';

export function concatView(ctx) {
  const { heads, dV } = ctx.trace.config;
  const parts = el('div', 'heads-row');
  const zs = [];
  // Long sequences show fewer heads: each is a large heatmap, and building many at once would hold
  // the main thread past 50 ms.
  const shown = ctx.trace.config.queryLen > 256 ? 4 : 8;
  for (let p = 0; p < heads && p < shown; p++) {
    const Z = drawMatrix(ctx, 'Z', { head: p, label: t('steps.concat.label', { p: shownIndex(p) }), register: p === ctx.h });
    zs.push(Z);
    parts.append(Z.el);
  }
  if (heads > shown) parts.append(el('span', 'op', t('steps.concat.more', { n: heads - shown })));
  const C = batchStack(ctx, drawMatrix(ctx, 'concat'));
  const { rows, cols } = C.matrix;
  return {
    el: equation(parts, '→', C),
    algebra: [dim(`h × (T×d_v) → (T×h·d_v)   ${heads} × (${rows}×${dV}) → (${rows}×${cols})`)],
    update(p) {
      // Row by row, each cell copied from the head that owns its column.
      const count = fillCount(p, rows * cols);
      C.reveal(count);
      const k = count === undefined ? -1 : Math.max(0, count - 1);
      const r = Math.floor(k / cols), head = Math.floor((k % cols) / dV), j = (k % cols) % dV;
      zs.forEach((Z, q) => Z.highlight('anim', k >= 0 && q === head ? { cells: [[r, j]] } : {}));
    },
  };
}
