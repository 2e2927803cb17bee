// Small building blocks the step views share: pick a DOM grid or a canvas heatmap by size, lay
// matrices out with operators between them, and turn progress into "how many cells are filled".
import { matrixOf } from '../engine/tensor.js';
import { sliceParts } from '../i18n/tensor-words.js';
import { scaleFor } from '../engine/colors.js';
import { matrixView } from './matrix-view.js';
import { heatmapView } from './heatmap-view.js';
import { imageOf } from '../engine/heatmap-pixels.js';
import { t, direction } from '../i18n/i18n.js';

export const isSmall = (m) => m.rows <= 32 && m.cols <= 24 && m.rows * m.cols <= 480;

// Draws tensor `name` (the slice for ctx.b / ctx.h) and registers it so explanations can highlight it.
export function drawMatrix(ctx, name, options = {}) {
  const h = options.head ?? ctx.h;
  const matrix = matrixOf(ctx.trace, name, { b: ctx.b, h, tile: options.tile, transpose: options.transpose });
  if (!matrix) return null;
  const limit = ctx.limitOf(name);
  const sliceNote = sliceText(matrix);
  const small = isSmall(matrix);
  const view = (small ? matrixView : heatmapView)(matrix, {
    ...options, sliceNote, crossAttention: ctx.trace.config.crossAttention,
    scale: options.scale ?? scaleFor(name, limit, matrix.cols),
    image: small || options.scale ? undefined : imageOf(ctx.trace, matrix, limit, window.devicePixelRatio || 1),
    onCell: ctx.onCell,
    onEdit: ctx.editable.has(name) && !ctx.largeMode ? ctx.onEdit : null,
    maxAbs: ctx.maxAbs,
  });
  if (options.register !== false) ctx.views.set(name, view);
  return view;
}

function sliceText(m) {
  return sliceParts(m).join(t('steps.slice.separator'));
}

/**
 * With more than one batch item, `view` drawn in front of the other items' planes, so the batch axis B is seen
 * and not only read: up to three offset outlines behind it and a line saying which item is in front.
 */
export function batchStack(ctx, view) {
  const B = ctx.trace.config.batch;
  if (!view || B <= 1) return view;
  const planes = el('div', 'batch-planes');
  const depth = Math.min(B - 1, 3);
  planes.style.setProperty('--depth', String(depth));
  for (let i = depth; i >= 1; i--) {
    const plane = el('div', 'batch-plane');
    plane.style.setProperty('--i', String(i));
    plane.setAttribute('aria-hidden', 'true');
    planes.append(plane);
  }
  planes.append(view.el);
  const stack = el('div', 'batch-stack');
  stack.append(planes, el('p', 'batch-note', t('steps.batch.inFront', { b: ctx.b, B })));
  return { ...view, el: stack };
}

export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  if (text !== undefined && direction() === 'rtl') node.dir = 'auto';  // a sentence inside a left-to-right picture
  return node;
}

// Writes for a view's update(progress), called on every animation frame: each writes only a change, since a
// write of the same text or attribute still costs WebKit a style recalculation or a layout of the page around it.
export function changeText(node, text) { if (node.textContent !== text) node.textContent = text; }
export function changeData(node, name, value) { if (node.dataset[name] !== value) node.dataset[name] = value; }
export function changeAttribute(node, name, value) { if (node.getAttribute(name) !== value) node.setAttribute(name, value); }

// A row of matrices with operators between them: items are views or strings.
export function equation(...items) {
  const line = el('div', 'equation');
  line.dir = 'ltr';  // operands in reading order of the mathematics, also in a right-to-left page
  for (const item of items) {
    if (item == null) continue;
    line.append(typeof item === 'string' ? el('span', item.length > 2 ? 'op words' : 'op', item) : item.el ?? item);
  }
  return line;
}

// Product animation: first one cell (a row meets a column), then the rest fills in.
export function productCount(progress, n) {
  if (progress >= 1) return undefined;
  if (progress < 0.35) return 1;
  return Math.min(n, 1 + Math.floor(((progress - 0.35) / 0.65) * n));
}

// Elementwise / row-wise reveals fill cells in reading order.
export const fillCount = (progress, n) => (progress >= 1 ? undefined : Math.floor(progress * n));

// Shape algebra as segments; `inner` marks dimensions that cancel in a product.
export const dim = (text, inner = false) => ({ text, inner });
