// Draws a matrix that is not a trace tensor (a KV cache, one head's slice of W_q, X·W_q^p) with the
// page's own matrix views: a plain {rows, cols, data} is given a name, named axes and labels.
import { matrixView } from './matrix-view.js';
import { heatmapView } from './heatmap-view.js';
import { isSmall } from './kit.js';
import { scaleFor } from '../engine/colors.js';

export function drawPlain(plain, { name, label, rowAxis = 'T', colAxis = 'd_model', rowLabels, colLabels, limit, scaleName, onCell, crossAttention }) {
  const { rows, cols, data } = plain;
  let m = limit ?? 0;
  if (limit === undefined) for (const v of data) if (Number.isFinite(v) && Math.abs(v) > m) m = Math.abs(v);
  const matrix = {
    name, shape: [rows, cols], axes: [rowAxis, colAxis], rows, cols, rowAxis, colAxis, transpose: false, b: 0, h: 0,
    index: (r, c) => r * cols + c, get: (r, c) => data[r * cols + c],
    values: () => data,  // row-major already (heatmap-view paints from it)
    rowLabels: rowLabels ?? Array.from({ length: rows }, (_, i) => String(i)),
    colLabels: colLabels ?? Array.from({ length: cols }, (_, i) => String(i)),
  };
  // crossAttention: an S axis is the source's tokens (the axis titles say so)
  return (isSmall(matrix) ? matrixView : heatmapView)(matrix, { label: label ?? name, scale: scaleFor(scaleName ?? name, m, matrix.cols), onCell, crossAttention });
}
