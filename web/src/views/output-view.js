// Y = concat·W_O (+ b_O): the output projection mixes what the heads found.
import { productView } from './product-view.js';

export function outputView(ctx, step) {
  const [concat, w, bias] = step.inputs;
  return productView(ctx, { a: concat, b: w, c: step.output, bias });
}
