// scores_h = Q_h·K_hᵀ: every query meets every key, one head at a time. The step names its inputs:
// Q_heads/K_heads, or the rotated Q_rope/K_rope with RoPE. With grouped-query attention the key head
// drawn is the one the shown query head reads.
import { productView } from './product-view.js';
import { groupNote } from './group-note.js';

export function scoresView(ctx, step) {
  const [a, b] = step?.inputs ?? ['Q_heads', 'K_heads'];
  const rope = a === 'Q_rope';
  const view = productView(ctx, { a, b, c: 'scores', transposeB: true, labels: { a: rope ? 'Q̃_h' : 'Q_h', b: rope ? 'K̃_hᵀ' : 'K_hᵀ' } });
  return { ...view, algebra: [...view.algebra, ...groupNote(ctx)] };
}
