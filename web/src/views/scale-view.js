// scaled = scores / √d_k: the same matrix, every cell divided by one number.
import { drawMatrix, equation, fillCount, dim, el } from './kit.js';
import { full } from '../i18n/format.js';
import { t } from '../i18n/i18n.js';

export function scaleView(ctx) {
  const dK = ctx.trace.config.dK, root = ctx.trace.tensors.sqrt_d_k.data[0];  // the engine's √d_k
  const S = drawMatrix(ctx, 'scores'), Sc = drawMatrix(ctx, 'scaled');
  const divisor = el('span', 'op scalar', `÷ √${dK} = ÷ ${full(root, 3)}`);
  const n = Sc.matrix.rows * Sc.matrix.cols;
  return {
    el: equation(S, divisor, '=', Sc),
    algebra: [dim(t('steps.scale.algebra', { rows: Sc.matrix.rows, cols: Sc.matrix.cols }))],
    update(p) {
      const count = fillCount(p, n);
      Sc.reveal(count);
      const k = count === undefined ? -1 : Math.max(0, count - 1);
      S.highlight('anim', { cells: k < 0 ? [] : [[Math.floor(k / Sc.matrix.cols), k % Sc.matrix.cols]] });
    },
  };
}
