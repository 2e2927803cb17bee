// scores_h = Q_h·K_hᵀ: every query meets every key, one head at a time.
import { productView } from './product-view.js';

export function scoresView(ctx) {
  return productView(ctx, { a: 'Q_heads', b: 'K_heads', c: 'scores', transposeB: true, labels: { a: 'Q_h', b: 'K_hᵀ' } });
}
