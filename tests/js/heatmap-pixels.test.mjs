// The heatmap painter's fast paths (the diverging and ratio scales indexed inline) colour every cell as the
// scale's own definition does: position(v) → the nearest of the 256 colours; −∞ is grey.
import test from 'node:test';
import assert from 'node:assert/strict';
import { paintHeatmap, heatmapLayout, colourTable, GREY } from '../../web/src/views/heatmap-pixels.js';
import { scaleFor } from '../../web/src/colors.js';

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
