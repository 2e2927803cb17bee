// The heatmap painter's fast paths (the diverging and ratio scales indexed inline) colour every cell as the
// scale's own definition does: position(v) → the nearest of the 256 colours; −∞ is grey.
import test from 'node:test';
import assert from 'node:assert/strict';
import { paintHeatmap, heatmapLayout, colourTable, GREY } from '../../web/src/engine/heatmap-pixels.js';
import { scaleFor } from '../../web/src/engine/colors.js';

const finish = (work) => { let step; do step = work.next(); while (!step.done); return step.value; };
let seed = 7;
const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);

for (const [name, limit, keys, draw] of [
  ['weights', 1, 1024, (i) => (i % 7 === 0 ? 0 : random() ** 3)],               // ratio scale: 0, even shares, peaks
  ['weights', 1, 8, (i) => (i % 5 === 0 ? 0 : random())],                       // √ scale
  ['scores', 3.7, 0, (i) => (i % 11 === 0 ? -Infinity : (random() - 0.5) * 9)],  // diverging, with masked cells
]) {
  test(`heatmap pixels: ${name} on the ${scaleFor(name, limit, keys).kind} scale, every cell as the scale defines it`, () => {
    const scale = scaleFor(name, limit, keys), lut = colourTable(scale), n = 200;
    const values = Float32Array.from({ length: n * n }, (_, i) => draw(i));
    const { pixels } = finish(paintHeatmap(values, n, n, scale, heatmapLayout(n, n, 1)));
    let wrong = 0;
    values.forEach((v, k) => {
      const want = Number.isFinite(v) ? lut[Math.min(255, Math.max(0, Math.round(scale.position(v) * 255)))] : GREY;
      if (pixels[k] !== want) wrong++;
    });
    assert.equal(wrong, 0);
  });
}

test('heatmap pixels: the worker paints K_h transposed for the scores step (row r of K_hᵀ is column r of K_h), its summary in drawn coordinates', async () => {
  const { imagesFor } = await import('../../web/src/engine/heatmap-pixels.js');
  const [H, S, d] = [2, 300, 240];  // 72,000 cells a head: past the worker's minimum
  const data = Float32Array.from({ length: H * S * d }, () => (random() - 0.5) * 4);
  data[(1 * S + 7) * d + 3] = 9;  // head 1's largest value: key 7, feature 3
  const trace = { config: { heads: H }, limits: { K_heads: 9 }, tensors: { K_heads: { shape: [1, H, S, d], axes: ['B', 'h', 'S', 'd_k'], data } } };
  const [image] = imagesFor(trace, 0, 1, { dpr: 1, names: ['K_heads'], transposed: ['K_heads'] });
  assert.deepEqual([image.transposed, image.rows, image.cols, image.h], [true, d, S, 1]);
  // Expected: head 1's numbers turned by hand, painted on the scale of the drawn matrix (S columns).
  const turned = new Float32Array(d * S);
  for (let s = 0; s < S; s++) for (let f = 0; f < d; f++) turned[f * S + s] = data[(1 * S + s) * d + f];
  const want = finish(paintHeatmap(turned, d, S, scaleFor('K_heads', 9, S), heatmapLayout(d, S, 1))).pixels;
  assert.equal(image.pixels.findIndex((p, k) => p !== want[k]), -1);
  assert.deepEqual(image.facts.at, [3, 7]);  // feature 3's row, key 7's column
});
