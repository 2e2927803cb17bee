// The frame every drawn matrix shares: data-tensor/data-shape for tests and tools, and a visible
// label with its name, its shape in named axes and in numbers, and what its rows and columns are.
import { dims } from '../i18n/format.js';
import { axisTitle } from '../i18n/tensor-words.js';
import { matrixSummary } from '../a11y/matrix-summary.js';
import { t, direction } from '../i18n/i18n.js';

let summaries = 0; // ids of the summaries (unique on the page)

export function matrixFigure(matrix, options = {}) {
  const figure = document.createElement('figure');
  figure.className = 'matrix';
  figure.dataset.tensor = matrix.name;
  figure.dataset.shape = dims(matrix.shape);
  // Which slice is drawn, so a reader (or a test) can find each cell in the full tensor.
  const lead = matrix.axes.slice(0, -2);
  if (lead.includes('B')) figure.dataset.item = String(matrix.b);
  if (lead.includes('h')) figure.dataset.head = String(matrix.h);
  // data-head is the index along the tensor's own head axis: for K_heads/V_heads that is the kv head.
  if (lead.includes('h_kv')) { figure.dataset.head = String(matrix.kvHead); figure.dataset.queryHead = String(matrix.h); }
  if (lead.includes('tile_k')) figure.dataset.tile = String(matrix.tile);
  if (matrix.transpose) figure.dataset.transposed = 'true';
  const caption = document.createElement('figcaption');
  const name = document.createElement('span');
  name.className = 'm-name';
  name.textContent = options.label ?? matrix.name;
  const shape = document.createElement('span');
  shape.className = 'm-shape';
  const named = matrix.rowAxis ? `${matrix.rowAxis}×${matrix.colAxis}` : matrix.colAxis;
  // In a right-to-left page the shape is isolated so it still reads "T×S = 3×4", not reordered around the words.
  const isolate = (text) => (direction() === 'rtl' ? `\u2066${text}\u2069` : text);
  shape.textContent = isolate(`${named} = ${matrix.rowAxis ? `${matrix.rows}×${matrix.cols}` : matrix.cols}`);
  if (options.sliceNote) shape.textContent += ` · ${options.sliceNote}`;
  const axes = document.createElement('span');
  axes.className = 'm-axes';
  const cross = options.crossAttention;
  axes.textContent = matrix.rowAxis
    ? t('steps.figure.axes', { rows: axisTitle(matrix.rowAxis, cross), cols: axisTitle(matrix.colAxis, cross) })
    : t('steps.figure.axis', { axis: axisTitle(matrix.colAxis, cross) });
  // The text alternative: name, shape and a one-line summary, read with the caption and by the grid.
  const summary = document.createElement('span');
  summary.className = 'm-summary visually-hidden';
  summary.id = `m-summary-${++summaries}`;
  // A large matrix's summary is computed in the background by its view (options.deferSummary):
  // until then the sentence says so, and never states a number it has not computed.
  summary.textContent = options.deferSummary
    ? t('steps.figure.summaryPending', { label: options.label ?? matrix.name, rows: matrix.rows, cols: matrix.cols })
    : `${matrixSummary(matrix, options.label ?? matrix.name)}.`;
  if (direction() === 'rtl') axes.dir = 'auto';  // words, inside a picture that reads left to right
  caption.append(name, shape, axes, summary);
  const body = document.createElement('div');
  body.className = 'm-body';
  body.dir = 'ltr';  // a matrix keeps its orientation in a right-to-left page: row 0 on top, column 0 on the left
  figure.append(caption, body);
  return { figure, body, summary };
}
