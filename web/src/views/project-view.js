// Q, K, V = X·W (+ b): the learned projections.
import { productView } from './product-view.js';

export function projectView(ctx, step) {
  const [x, w, bias] = step.inputs;
  return productView(ctx, { a: x, b: w, c: step.output, bias });
}
