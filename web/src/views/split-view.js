// The head split as a reshape: Q (T × h·d_k) → view (T, h, d_k) → transpose (h, T, d_k).
// Phase 1 pulls the columns apart into h blocks; phase 2 moves each block under the previous
// one. The moving numbers are Q's own; the result below is the engine's Q_heads for the shown head.
import { drawMatrix, isSmall, el, equation, dim, batchStack, changeText, changeData } from './kit.js';
import { matrixOf, kvHeadOf } from '../engine/tensor.js';
import { short, dims } from '../i18n/format.js';
import { rgb, inkFor, scaleFor } from '../engine/colors.js';
import { t } from '../i18n/i18n.js';

const CW = 46, CH = 26, GAP = 14;

export function splitView(ctx, step) {
  const source = step.inputs[0];
  const [, h, T, d] = step.shape;
  const Qm = matrixOf(ctx.trace, source, { b: ctx.b });
  // K and V have the key/value heads: the shown query head reads kv head ⌊h / group⌋.
  const shownHead = step.axes[1] === 'h_kv' ? kvHeadOf(ctx.trace.config, ctx.h) : ctx.h;
  const heads = batchStack(ctx, drawMatrix(ctx, step.output, { label: `${source}_h` }));
  // The axes as the engine names them: T or S rows, d_k or d_v; h_kv heads only where K and V have fewer heads
  // than Q (grouped-query attention): with as many, they are the same h heads the caption and formula count.
  const { config } = ctx.trace, grouped = config.kvHeads > 0 && config.kvHeads !== config.heads;
  const [, engineH, tName, dName] = step.axes, hName = grouped ? engineH : 'h', names = { hName, tName, dName };
  const algebra = [dim(`[B, ${tName}, ${hName}·${dName}] → [B, ${tName}, ${hName}, ${dName}] → [B, ${hName}, ${tName}, ${dName}]`),
    dim(`   (${dims([step.shape[0], T, h * d])}) → (${dims([step.shape[0], T, h, d])}) → (${dims(step.shape)})`)];
  if (!isSmall(Qm) || T * h * d > 600) {
    const Q = drawMatrix(ctx, source);
    return { el: equation(Q, t('steps.split.op'), heads), algebra, update() {} };
  }

  // Decorative moving copy of Q (the gridcells are in the matrices, not here).
  const figure = el('figure', 'matrix reshape');
  figure.dataset.tensor = source;
  figure.dataset.shape = dims(ctx.trace.tensors[source].shape);
  const caption = el('figcaption');
  const label = el('span', 'm-name', source);
  const shape = el('span', 'm-shape');
  caption.append(label, shape);
  const box = el('div', 'reshape-box');
  box.setAttribute('aria-hidden', 'true');
  box.dir = 'ltr';
  figure.append(caption, box);
  const scale = scaleFor(source, ctx.limitOf(source));
  const cells = [];
  for (let t = 0; t < T; t++) {
    for (let p = 0; p < h; p++) {
      for (let j = 0; j < d; j++) {
        const v = Qm.get(t, p * d + j), color = scale.color(v);
        const cell = el('span', `rcell head-${p % 6}`, short(v));
        cell.style.background = rgb(color);
        cell.style.color = inkFor(color);
        box.append(cell);
        cells.push({ cell, t, p, j });
      }
    }
  }
  const wide = h * d * CW + (h - 1) * GAP, tall = h * T * CH + (h - 1) * GAP;
  const ease = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));
  return {
    el: equation(figure, '→', heads),
    algebra,
    update(progress) {
      // Phase 1 (view): columns part into head blocks. Phase 2 (transpose): blocks drop to their
      // own rows of the stack, then slide left — never crossing each other.
      const a = ease(progress / 0.3), down = ease((progress - 0.4) / 0.3), left = ease((progress - 0.7) / 0.3);
      const b = (down + left) / 2;
      changeText(shape, b > 0.5 ? t('steps.split.transposed', { h, T, d, ...names }) : a > 0.5 ? t('steps.split.viewed', { h, T, d, ...names })
        : `${tName}×${hName}·${dName} = ${T}×${h * d}`);
      changeData(box, 'moving', progress > 0 && progress < 1 ? 'yes' : 'no');
      box.style.width = `${(1 - left) * wide + left * d * CW}px`;
      box.style.height = `${(1 - down) * T * CH + down * tall}px`;
      for (const { cell, t, p, j } of cells) {
        const x0 = (p * d + j) * CW + a * p * GAP, y0 = t * CH;
        const x1 = j * CW, y1 = p * (T * CH + GAP) + t * CH;
        cell.style.transform = `translate(${x0 + (x1 - x0) * left}px, ${y0 + (y1 - y0) * down}px)`;
        changeData(cell, 'shown', p === shownHead || progress < 0.4 ? 'yes' : 'dim');
      }
      heads.reveal(progress >= 1 ? undefined : 0);
    },
  };
}
