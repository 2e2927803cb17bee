// Tokens → embeddings E, positional encoding P, and X = E + P (self) or X_q / X_kv (cross).
import { drawMatrix, el, equation, fillCount, dim } from './kit.js';
import { eachFrame, whileShown } from './background.js';
import { t } from '../i18n/i18n.js';

// Tokens drawn with the stage; past them the list is finished a chunk per animation frame: 4,096 chips built,
// styled and laid out at once held the page ~350 ms when a T=4096 link opened (bench/link-paste.mjs).
const FIRST_TOKENS = 256, TOKENS_PER_FRAME = 256;

// The token list: its first chips now, the rest in the frames that follow. → {list, finished (true once whole)}.
function tokenList(tokens) {
  const list = el('ol', 'tokens');
  const chip = (token) => Object.assign(el('li', 'token', token), { dir: 'auto' }); // any script
  list.append(...tokens.slice(0, FIRST_TOKENS).map(chip));
  if (tokens.length <= FIRST_TOKENS) return { list, finished: null };
  function* rest() {
    for (let i = FIRST_TOKENS; i < tokens.length; i += TOKENS_PER_FRAME) {
      list.append(...tokens.slice(i, i + TOKENS_PER_FRAME).map(chip));
      yield;
    }
  }
  return { list, finished: eachFrame(rest(), whileShown(list)) };
}

export function embedView(ctx, step) {
  const out = step.output;
  if (step.id.startsWith('embed')) {
    const tokens = step.id.endsWith('_kv') ? ctx.trace.sourceTokens[ctx.b] : ctx.trace.tokens[ctx.b];
    const { list, finished } = tokenList(tokens);
    const E = drawMatrix(ctx, out);
    const rows = E.matrix.rows, cols = E.matrix.cols;
    return {
      el: equation(list, '→', E),
      finished,
      algebra: [dim(t('steps.embed.tokens', { n: rows })), dim(' → '), dim(`(${step.axes.slice(1).join('×')}) = (${rows}×${cols})`)],
      update: (p) => E.reveal(p >= 1 ? undefined : Math.ceil(p * rows) * cols),
    };
  }
  if (step.id.startsWith('position')) {
    const P = drawMatrix(ctx, out);
    return {
      el: equation(P),
      algebra: [dim(`(${step.axes.join('×')}) = (${step.shape.join('×')})`), dim(t('steps.embed.sameForItems'))],
      update: (p) => P.reveal(fillCount(p, P.matrix.rows * P.matrix.cols)),
    };
  }
  if (step.inputs.length < 2) {
    // X given directly (an example's own matrix, or the learner's edits): nothing to add up.
    const X = drawMatrix(ctx, out);
    return {
      el: equation(X),
      algebra: [dim(t('steps.embed.given', { shape: `(${X.matrix.rowAxis}×${X.matrix.colAxis}) = (${X.matrix.rows}×${X.matrix.cols})` }))],
      update: (p) => X.reveal(fillCount(p, X.matrix.rows * X.matrix.cols)),
    };
  }
  const [eName, pName] = step.inputs;
  const E = drawMatrix(ctx, eName), P = drawMatrix(ctx, pName), X = drawMatrix(ctx, out);
  const n = X.matrix.rows * X.matrix.cols;
  const shape = `(${X.matrix.rowAxis}×${X.matrix.colAxis})`;
  return {
    el: equation(E, '+', P, '=', X),
    algebra: [dim(`${shape} + ${shape} → ${shape}`), dim(` = (${X.matrix.rows}×${X.matrix.cols})`)],
    update(p) {
      const count = fillCount(p, n);
      X.reveal(count);
      const k = count === undefined ? -1 : Math.max(0, count - 1);
      const cell = k < 0 ? [] : [[Math.floor(k / X.matrix.cols), k % X.matrix.cols]];
      E.highlight('anim', { cells: cell });
      P.highlight('anim', { cells: cell });
    },
  };
}
