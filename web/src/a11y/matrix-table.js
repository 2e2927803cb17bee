// A window of a matrix as a real HTML table for screen readers: a caption, column headers and row
// headers that are the tokens (or indices), <th scope> on both axes, and every number in full.
// Used under canvas heatmaps, where the picture itself has no cells to read.
import { full } from '../i18n/format.js';
import { t } from '../i18n/i18n.js';

export const TABLE_MAX = 12; // rows and columns shown at most; a window, not a million cells

// r0, c0: top-left of the window (clamped); the window is at most TABLE_MAX square.
export function matrixTable(matrix, { r0 = 0, c0 = 0, label = matrix.name } = {}) {
  const rows = Math.min(TABLE_MAX, matrix.rows), cols = Math.min(TABLE_MAX, matrix.cols);
  r0 = Math.max(0, Math.min(matrix.rows - rows, r0));
  c0 = Math.max(0, Math.min(matrix.cols - cols, c0));
  const table = document.createElement('table');
  table.className = 'matrix-table';
  table.dir = 'ltr';  // column 0 on the left in every language, as in the picture
  const caption = table.createCaption();
  caption.textContent = rows === matrix.rows && cols === matrix.cols
    ? t('steps.table.all', { label, rows: matrix.rows, cols: matrix.cols })
    : t('steps.table.window', { label, r0, r1: r0 + rows - 1, c0, c1: c0 + cols - 1, rows: matrix.rows, cols: matrix.cols });
  const head = table.createTHead().insertRow();
  head.append(th('', 'col'));
  for (let c = c0; c < c0 + cols; c++) head.append(th(matrix.colLabels[c], 'col'));
  const body = table.createTBody();
  for (let r = r0; r < r0 + rows; r++) {
    const line = body.insertRow();
    line.append(th(matrix.rowLabels[r], 'row'));
    for (let c = c0; c < c0 + cols; c++) line.insertCell().textContent = full(matrix.get(r, c), 4);
  }
  return table;
}

function th(text, scope) {
  const cell = document.createElement('th');
  cell.scope = scope;
  cell.dir = 'auto'; // tokens may be Arabic or Hebrew
  cell.textContent = text;
  return cell;
}
