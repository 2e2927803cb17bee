// Z_h = weights_h·V_h: each query's output is a weighted sum of value rows (with grouped-query
// attention, the value head its group shares).
import { productView } from './product-view.js';
import { groupNote } from './group-note.js';

export function contextView(ctx) {
  const view = productView(ctx, { a: 'weights', b: 'V_heads', c: 'Z', labels: { b: 'V_h', c: 'Z_h' } });
  return { ...view, algebra: [...view.algebra, ...groupNote(ctx)] };
}
