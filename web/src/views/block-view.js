// The rest of the block (post-norm): residual₁ = X + Y, norm₁ = LayerNorm(residual₁),
// hidden = ReLU(norm₁·W₁ + b₁) (d_model → d_ff), ffn = hidden·W₂ + b₂ (d_ff → d_model),
// residual₂ = norm₁ + ffn, norm₂ = LayerNorm(residual₂). A strip above shows where the step sits.
import { drawMatrix, el, equation, fillCount, dim } from './kit.js';
import { productView } from './product-view.js';
import { matrixOf } from '../engine/tensor.js';
import { full } from '../i18n/format.js';
import { t } from '../i18n/i18n.js';

// Step ids and the steps.block.path.* message naming each part.
const PATH = [
  ['attention', 'attention'], ['residual1', 'add1'], ['norm1', 'norm1'],
  ['ffn_hidden', 'widen'], ['ffn_out', 'narrow'], ['residual2', 'add2'], ['norm2', 'norm2'],
];

export function blockView(ctx, step) {
  const { dModel: D, dFF, queryLen: T } = ctx.trace.config;
  const strip = el('ol', 'block-path');
  strip.setAttribute('aria-label', t('steps.block.where'));
  for (const [id, key] of PATH) {
    const item = strip.appendChild(el('li', '', t(`steps.block.path.${key}`)));
    if (id === step.id) item.setAttribute('aria-current', 'step');
  }
  const inner = innerView(ctx, step, { D, dFF, T });
  const wrap = el('div', 'stack');
  wrap.append(strip, inner.el);
  return { ...inner, el: wrap };
}

function innerView(ctx, step, { D, dFF, T }) {
  switch (step.id) {
    case 'residual1': case 'residual2': return sumView(ctx, step, D);
    case 'norm1': case 'norm2': return normView(ctx, step);
    case 'ffn_hidden': {
      const view = productView(ctx, { a: 'norm1', b: 'W_1', c: 'hidden', bias: 'b_1' });
      return { ...view, el: equation(view.el, el('p', 'block-note', t('steps.block.relu', { D, dFF }))),
        algebra: [...view.algebra, dim(`   d_model ${D} → d_ff ${dFF}`)] };
    }
    case 'ffn_out': {
      const view = productView(ctx, { a: 'hidden', b: 'W_2', c: 'ffn', bias: 'b_2' });
      return { ...view, algebra: [...view.algebra, dim(`   ${t('steps.block.narrow', { D, dFF, T })}`)] };
    }
    default: {
      const view = drawMatrix(ctx, step.output);
      return { el: view.el, algebra: [dim(step.shape.join('×'))], update: (p) => view.reveal(fillCount(p, view.matrix.rows * view.matrix.cols)) };
    }
  }
}

function sumView(ctx, step, D) {
  const [aName, bName] = step.inputs;
  const A = drawMatrix(ctx, aName), B = drawMatrix(ctx, bName), R = drawMatrix(ctx, step.output);
  const { rows, cols } = R.matrix;
  return {
    el: equation(A, '+', B, '=', R),
    algebra: [dim(t('steps.block.sum', { rows, cols, D }))],
    update(p) {
      const count = fillCount(p, rows * cols);
      R.reveal(count);
      const k = count === undefined ? -1 : Math.max(0, count - 1);
      const cells = k < 0 ? [] : [[Math.floor(k / cols), k % cols]];
      A.highlight('anim', { cells });
      B.highlight('anim', { cells });
    },
  };
}

// LayerNorm row by row, with each row's mean and variance before and after (after: 0 and 1), as the engine
// computed them (the trace's norm1_mean, norm1_out_mean, … of item b).
function normView(ctx, step) {
  const inName = step.inputs[0];
  const A = drawMatrix(ctx, inName), N = drawMatrix(ctx, step.output);
  const stats = (suffix) => matrixOf(ctx.trace, `${step.output}_${suffix}`);
  const [mean, variance, meanAfter, varianceAfter] = ['mean', 'variance', 'out_mean', 'out_variance'].map(stats);
  const { rows, cols } = N.matrix;
  const table = el('table', 'row-stats');
  const lines = [];
  if (rows <= 32) {
    const head = table.createTHead().insertRow();
    for (const key of ['row', 'mean', 'variance', 'meanAfter', 'varianceAfter']) head.append(el('th', '', t(`steps.block.stats.${key}`)));
    const body = table.createTBody();
    for (let r = 0; r < rows; r++) {
      const line = body.insertRow();
      line.append(el('th', '', N.matrix.rowLabels[r]), el('td', '', full(mean.get(ctx.b, r), 3)), el('td', '', full(variance.get(ctx.b, r), 3)),
        el('td', 'sum', full(meanAfter.get(ctx.b, r), 3)), el('td', 'sum', full(varianceAfter.get(ctx.b, r), 3)));
      lines.push(line);
    }
  }
  const box = el('div', 'with-stats');
  box.append(N.el, table);
  return {
    el: equation(A, t('steps.block.normOp'), box),
    algebra: [dim(t('steps.block.normAlgebra', { rows, cols, n: cols }))],
    update(p) {
      const done = p >= 1 ? rows : Math.floor(p * rows);
      N.reveal(p >= 1 ? undefined : done * cols);
      lines.forEach((line, r) => { line.dataset.reveal = r < done ? 'shown' : r === done ? 'active' : 'hidden'; });
      A.highlight('anim', p >= 1 ? {} : { rows: [done] });
    },
  };
}
