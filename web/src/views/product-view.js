// A matrix product C = A·B (+ bias): one row of A meets one column of B and fills one cell of C,
// then the rest fills in. Used by the projections, the scores, the context and the output.
import { drawMatrix, productCount, dim, el } from './kit.js';
import { t } from '../i18n/i18n.js';

export function productView(ctx, { a, b, c, bias, transposeB = false, labels = {} }) {
  const A = drawMatrix(ctx, a, { label: labels.a });
  const B = drawMatrix(ctx, b, { transpose: transposeB, label: labels.b });
  const biasView = bias && ctx.trace.tensors[bias] ? drawMatrix(ctx, bias) : null;
  const C = drawMatrix(ctx, c, { label: labels.c });
  const { rows, cols } = C.matrix;
  // Self-attention makes K and V from X, whose rows are the T positions; as keys they are the S positions
  // (S = T), and the algebra says S on both sides rather than (T×…) → (S×…).
  const sameLength = A.matrix.rowAxis === 'T' && C.matrix.rowAxis === 'S';
  const aRows = sameLength ? 'S' : A.matrix.rowAxis;
  const algebra = [
    dim(`(${aRows}×`), dim(A.matrix.colAxis, true), dim(')·('), dim(B.matrix.rowAxis, true),
    dim(`×${B.matrix.colAxis}) → (${C.matrix.rowAxis}×${C.matrix.colAxis})`),
    dim(`   (${A.matrix.rows}×`), dim(String(A.matrix.cols), true), dim(')·('), dim(String(B.matrix.rows), true),
    dim(`×${B.matrix.cols}) → (${rows}×${cols})`),
    ...(sameLength ? [dim(`   ${t('steps.product.sameLength')}`)] : []),
  ];
  // The textbook layout: B above C, A left of C, so A's row and B's column meet at C's cell.
  const layout = el('div', 'product');
  layout.dir = 'ltr';  // A left of C, B above C: the textbook layout in every language
  const corner = el('div', 'product-corner');
  corner.append(el('span', 'product-formula', `${labels.c ?? c} = ${labels.a ?? a} · ${labels.b ?? b}${biasView ? ` + ${bias}` : ''}`));
  const place = (node, area) => { node.style.gridArea = area; layout.append(node); };
  place(corner, 'corner');
  place(B.el, 'b');
  if (biasView) place(biasView.el, 'bias');
  place(A.el, 'a');
  place(C.el, 'c');
  return {
    el: layout,
    algebra,
    update(p) {
      const count = productCount(p, rows * cols);
      C.reveal(count);
      if (count === undefined) {
        for (const v of [A, B, biasView, C]) v?.highlight('anim');
        return;
      }
      const r = Math.floor((count - 1) / cols), col = (count - 1) % cols;
      A.highlight('anim', { rows: [r] });
      // B's column `col` of the drawn (possibly transposed) matrix is row `col` of the tensor.
      B.highlight('anim', transposeB ? { rows: [col] } : { cols: [col] });
      biasView?.highlight('anim', { cols: [col] });
    },
  };
}
