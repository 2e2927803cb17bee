// Z_h = weights_h·V_h: each query's output is a weighted sum of value rows.
import { productView } from './product-view.js';

export function contextView(ctx) {
  return productView(ctx, { a: 'weights', b: 'V_heads', c: 'Z', labels: { b: 'V_h', c: 'Z_h' } });
}
