// The mask M (0 = may attend, −∞ = may not; hatched) and masked = scaled + M. In custom mode the
// learner clicks cells of M to flip them.
import { drawMatrix, equation, fillCount, dim, el } from './kit.js';
import { t } from '../i18n/i18n.js';
import { maskKind, maskKey, causalMask } from '../engine/mask-kind.js';
import { shownIndex } from '../i18n/head-names.js';

// ctx.masks is lab.schema().masks: what the run's mask does decides what is drawn, and its name its message
// (steps.mask.kind.*).
export function maskView(ctx, step) {
  const cfg = ctx.trace.config;
  const mask = maskKind(ctx.masks, cfg.mask);
  const sliding = Boolean(mask?.sliding);
  // A causal mask across two sequences hides source positions after t (there is no "itself"), and it is not
  // what an encoder-decoder does: said so, as the self- vs cross-attention chapter says it.
  const crossCausal = Boolean(cfg.crossAttention && mask?.causal);
  const key = mask && (crossCausal && mask.name === causalMask(ctx.masks) ? 'causalCross' : maskKey(mask.name));
  const name = mask ? t(`steps.mask.kind.${key}`) : cfg.mask;
  const kind = el('p', 'mask-kind', t(sliding ? 'steps.mask.titleWindow' : 'steps.mask.title', { kind: name, w: cfg.window }));
  if (crossCausal) kind.append(' ', t('steps.mask.crossCausal', { chapter: t('tour.selfVsCross.title') }));
  if (step.id === 'mask') {
    const M = drawMatrix(ctx, 'M');
    if (mask?.custom && ctx.onMaskToggle) {
      M.el.classList.add('toggleable');
      M.el.addEventListener('click', (event) => {
        const cell = event.target.closest('[role=gridcell]');
        if (cell) ctx.onMaskToggle(Number(cell.dataset.row), Number(cell.dataset.col));
      });
      M.el.addEventListener('keydown', (event) => {
        const cell = event.target.closest('[role=gridcell]');
        if (cell && event.key === ' ') { event.preventDefault(); event.stopPropagation(); ctx.onMaskToggle(Number(cell.dataset.row), Number(cell.dataset.col)); }
      });
    }
    const wrap = el('div', 'stack');
    wrap.append(kind, equation(M));
    // The sliding band: the diagonal and the window − 1 cells left of it (t − w < s ≤ t).
    if (sliding) M.highlight('band', { cells: bandCells(M.matrix, cfg.window) });
    return {
      el: wrap,
      algebra: [dim(t('steps.mask.algebra', { rows: M.matrix.rows, cols: M.matrix.cols })),
        ...(sliding ? [dim(`   ${t('steps.mask.band', { w: cfg.window, n: cfg.window })}`)] : [])],
      update: (p) => M.reveal(p >= 1 ? undefined : Math.ceil(p * M.matrix.rows) * M.matrix.cols),
    };
  }
  const S = drawMatrix(ctx, 'scaled'), M = drawMatrix(ctx, 'M'), R = drawMatrix(ctx, 'masked');
  const A = step.inputs.includes('alibi') ? drawMatrix(ctx, 'alibi', { label: t('steps.alibi.label', { h: shownIndex(ctx.h) }) }) : null;
  const n = R.matrix.rows * R.matrix.cols;
  const wrap = el('div', 'stack');
  wrap.append(kind, A ? equation(S, '+', A, '+', M, '=', R) : equation(S, '+', M, '=', R));
  return {
    el: wrap,
    algebra: [dim(t(ctx.trace.config.heads === 1 ? 'steps.mask.broadcastOne' : 'steps.mask.broadcast', { n: ctx.trace.config.heads }))],
    update(p) {
      const count = fillCount(p, n);
      R.reveal(count);
      const k = count === undefined ? -1 : Math.max(0, count - 1);
      const cells = k < 0 ? [] : [[Math.floor(k / R.matrix.cols), k % R.matrix.cols]];
      S.highlight('anim', { cells });
      A?.highlight('anim', { cells });
      M.highlight('anim', { cells });
    },
  };
}

function bandCells(m, window) {
  const cells = [];
  for (let t = 0; t < m.rows; t++) for (let s = Math.max(0, t - window + 1); s <= t && s < m.cols; s++) cells.push([t, s]);
  return cells;
}
