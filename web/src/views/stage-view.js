// Picks the view for a step's group. With "all heads" chosen, per-head steps show every head's
// result side by side instead of one head's arithmetic.
import { embedView } from './embed-view.js';
import { projectView } from './project-view.js';
import { splitView } from './split-view.js';
import { scoresView } from './scores-view.js';
import { scaleView } from './scale-view.js';
import { maskView } from './mask-view.js';
import { softmaxView } from './softmax-view.js';
import { contextView } from './context-view.js';
import { concatView } from './concat-view.js';
import { outputView } from './output-view.js';
import { blockView } from './block-view.js';
import { ropeView } from './rope-view.js';
import { alibiView } from './alibi-view.js';
import { flashView } from './flash-view.js';
import { drawMatrix, el, dim, fillCount } from './kit.js';
import { t, direction } from '../i18n/i18n.js';
import { shownIndex } from '../i18n/head-names.js';

const VIEWS = {
  embed: embedView, project: projectView, split: splitView, scores: scoresView, scale: scaleView,
  mask: maskView, softmax: softmaxView, context: contextView, concat: concatView, output: outputView, block: blockView,
  rope: ropeView, alibi: alibiView, flash: flashView,
};
const PER_HEAD = new Set(['split', 'scores', 'scale', 'softmax', 'context', 'rope']);

export function stageView(ctx, step) {
  const view = ctx.allHeads && (PER_HEAD.has(step.group) || step.id === 'masked') ? allHeadsView(ctx, step) : (VIEWS[step.group] ?? fallbackView)(ctx, step);
  // Right to left, the picture still reads left to right, and scrolls itself: a right-to-left stage
  // cannot scroll to what a wide product overflows on its right. Its sentences keep their own direction (kit.el).
  if (direction() === 'rtl') {
    view.el.dir = 'ltr';
    view.el.style.overflowX = 'auto';
  }
  return view;
}

function allHeadsView(ctx, step) {
  const heads = ctx.trace.config.heads;
  const wrap = el('div', 'heads-grid');
  wrap.dir = 'ltr';  // head 0 first, as the matrices read
  const views = [];
  for (let p = 0; p < heads; p++) {
    const view = drawMatrix({ ...ctx, h: p }, step.output, { head: p, label: t('steps.stage.headLabel', { name: step.output, p: shownIndex(p) }), register: false });
    views.push(view);
    wrap.append(view.el);
  }
  return {
    el: wrap,
    algebra: [dim(t('steps.stage.allHeads', { n: heads, axes: step.axes.slice(2).join('×'), shape: step.shape.slice(2).join('×') }))],
    update: (p) => views.forEach((v) => v.reveal(fillCount(p, v.matrix.rows * v.matrix.cols))),
  };
}

function fallbackView(ctx, step) {
  const view = drawMatrix(ctx, step.output);
  return { el: view.el, algebra: [dim(step.shape.join('×'))], update: (p) => view.reveal(fillCount(p, view.matrix.rows * view.matrix.cols)) };
}
