// A matrix's text alternative in one line: its name, shape and what a sighted reader sees at a
// glance, e.g. "weights, 6×6, rows sum to 1; largest 0.83 at (3, 2) “cats” → “like”". Pure: the
// same matrix always gives the same sentence. Coordinates are the drawn matrix's (row, column).
import { full } from '../i18n/format.js';
import { t } from '../i18n/i18n.js';
import { scanMatrix } from '../engine/matrix-scan.js';

export function matrixSummary(matrix, label = matrix.name) {
  const summary = summarising(matrix, label);
  while (!summary.next().done);
  return summary.text();
}

/**
 * The same sentence, computed a few rows at a time for large matrices (matrix-scan.js): next() scans some rows
 * and says {done}; text() gives the sentence once done, facts() what the scan found. Used with views/background.js.
 */
export function summarising(matrix, label = matrix.name, rowsPerStep = undefined) {
  const scan = scanMatrix(matrix, rowsPerStep);
  return { next: scan.next, facts: scan.facts, text: () => summaryText(matrix, label, scan.facts()) };
}

/** The sentence from a scan's facts (found here, or by the engine worker for the pixels it painted). */
export function summaryText(matrix, label, { max, min, at, minAt, masked, broken, rowsSumToOne }) {
  const { rows, cols } = matrix;
  const facts = [];
  if (rowsSumToOne && cols > 1 && matrix.name === 'weights') facts.push(t('steps.summary.rowsSumToOne'));  // softmax's promise; an identity W's rows only happen to
  // Counts as digits without grouping, as the grid's own numbers.
  if (masked) facts.push(t('steps.summary.masked', { n: masked, masked: String(masked), total: String(rows * cols) }));
  if (broken) facts.push(t('steps.summary.broken', { n: broken, broken: String(broken) }));
  if (at) {
    facts.push(t('steps.summary.largest', { value: full(max, 2), at: where(matrix, at) }));
    if (min < max) facts.push(t('steps.summary.smallest', { value: full(min, 2), at: where(matrix, minAt) }));
  }
  if (!facts.length) return t('steps.summary.bare', { label, rows, cols });
  return t('steps.summary.sentence', { label, rows, cols, facts: facts.join(t('steps.summary.separator')) });
}

// "(3, 2)", with the row and column tokens when the axes are tokens: "(3 “cats”, 2 “like”)".
function where(matrix, [r, c]) {
  const name = (labels, i) => (labels?.[i] !== undefined && labels[i] !== String(i) ? t('steps.summary.token', { token: labels[i] }) : '');
  return `(${r}${name(matrix.rowLabels, r)}, ${c}${name(matrix.colLabels, c)})`;
}
