// A large heatmap's pixels, apart from any canvas: its fitted size, and its image at one pixel per cell plus
// (when the fit has fewer device pixels than cells) an image of block means. The page paints them in the
// background (heatmap-view.js); the engine worker paints the shown head's matrices before they cross
// (imagesFor), so the main thread only copies them onto canvases. Pure: no DOM.
import { scaleFor } from './colors.js';
import { scanMatrix } from './matrix-scan.js';
import { kvHeadOf, transposed as transposeOf } from './tensor.js';

export const VIEW_W = 520, VIEW_H = 360;
export const GREY = ((255 << 24) | (128 << 16) | (120 << 8) | 120) >>> 0; // non-finite (−∞ masked): rgb(120,120,128)
const WORKER_MIN_CELLS = 1 << 16;  // smaller matrices are painted at once on the page

/** The fitted size in CSS px, a cell's size (fitX × fitY), and the pooling: fy×fx cells per pixel of a pw×ph image. */
export function heatmapLayout(rows, cols, dpr) {
  // Cells may be wider than tall (a 4×512 X stays readable).
  const width = Math.min(VIEW_W, Math.max(160, cols * 24));
  const fitX = width / cols;
  const fitY = Math.min(Math.max(fitX, 14), 24, VIEW_H / rows);
  const height = Math.max(24, Math.round(rows * fitY));
  const fx = Math.max(1, Math.ceil(cols / (width * dpr))), fy = Math.max(1, Math.ceil(rows / (height * dpr)));
  return { width, height, fitX, fx, fy, pooled: fx > 1 || fy > 1, pw: Math.ceil(cols / fx), ph: Math.ceil(rows / fy) };
}

/**
 * A 256-step colour table over the scale's own position (0…1) as packed RGBA words: a million cells cost one
 * lookup each, and a √ or ratio scale keeps its resolution where the values are (indexing by value, the
 * weights of 1,024 keys, all near 0.001, fell into the table's first entry: a white square).
 */
export function colourTable(scale) {
  const lut = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    const [r, g, b] = scale.colorAt(i / 255);
    lut[i] = ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
  }
  return lut;
}

/**
 * Paints `values` (rows × cols, row-major) with `scale` at `layout`, yielding every few rows; returns
 * {pixels (cols × rows RGBA words), pool (pw × ph, or null)}. A pooled pixel is the mean of its block's
 * finite values, grey where every cell of the block is −∞ (or not a number).
 */
export function* paintHeatmap(values, rows, cols, scale, { fx, fy, pooled, pw, ph }) {
  const lut = colourTable(scale), position = scale.position;
  // A scale linear in the value (the diverging one) is indexed inline: a call per cell costs 3× in V8.
  // (x + 0.5) | 0 rounds as Math.round does for x ≥ −0.5, and below that clamps to 0 alike.
  const lo = scale.min, toIndex = 255 / (scale.max - scale.min || 1), linear = scale.kind === 'diverging';
  // The ratio scale inline too: (log10(v·S) + 1) / 3 · 255 = log2(v·S) · 255 / (3 · log2 10) + 85.
  const ratio = scale.kind === 'ratio', keys = scale.keys, perLog2 = 255 / (3 * Math.log2(10));
  const colourOf = (v) => { const i = (position(v) * 255 + 0.5) | 0; return lut[i < 0 ? 0 : i > 255 ? 255 : i]; };
  const pixels = new Uint32Array(cols * rows), pool = pooled ? new Uint32Array(pw * ph) : null;
  const sums = new Float64Array(pw), counts = new Float64Array(pw);
  const rowsPerStep = Math.max(1, Math.floor(32768 / cols));
  for (let r = 0; r < rows; r++) {
    const first = r * cols;
    for (let k = first, end = first + cols; k < end; k++) {
      const v = values[k];
      if (v - v !== 0) pixels[k] = GREY;  // −∞ (masked)
      else if (linear) { const i = ((v - lo) * toIndex + 0.5) | 0; pixels[k] = lut[i < 0 ? 0 : i > 255 ? 255 : i]; }
      else if (ratio) { const i = v > 0 ? (Math.log2(v * keys) * perLog2 + 85.5) | 0 : 0; pixels[k] = lut[i < 0 ? 0 : i > 255 ? 255 : i]; }
      else pixels[k] = colourOf(v);
    }
    if (pooled) {
      // Each block's sum and count of this row, kept in locals (array updates per cell cost 5× in Chromium).
      for (let p = 0, c = 0; p < pw; p++) {
        let sum = 0, n = 0;
        for (const end = Math.min(cols, c + fx); c < end; c++) { const v = values[first + c]; if (v - v === 0) { sum += v; n += 1; } }
        sums[p] += sum; counts[p] += n;
      }
      if (r % fy === fy - 1 || r === rows - 1) {
        for (let p = 0, k = ((r / fy) | 0) * pw; p < pw; p++, k++) {
          pool[k] = counts[p] ? colourOf(sums[p] / counts[p]) : GREY;
          sums[p] = 0; counts[p] = 0;
        }
      }
    }
    if ((r + 1) % rowsPerStep === 0) yield;
  }
  return { pixels, pool };
}

const finish = (work) => { let step; do step = work.next(); while (!step.done); return step.value; };

/**
 * In the worker: the images of an answer's large matrices `names` (default: all), as the page draws them for
 * item b and head h ('all', or a name in `everyHead`: every head sent), transposed for a name in `transposed`
 * (K_hᵀ of the scores step) — [{name, b, h, limit, dpr, transposed, rows, cols (as drawn), fx, fy, pixels, pool,
 * facts (the summary's scan)}].
 */
export function imagesFor(trace, b, h, { dpr = 1, names = Object.keys(trace.tensors), everyHead = [], transposed = [] } = {}, painted = paintedImages(0)) {
  const images = [];
  for (const name of names) {
    const tensor = trace.tensors[name];
    if (!tensor) continue;
    const { shape, data, start = 0 } = tensor;
    if (shape.length < 2 || shape.length > 4) continue;  // flash_O's key-tile axis: the page paints it
    const [tensorRows, tensorCols] = shape.slice(-2), size = tensorRows * tensorCols;
    if (size < WORKER_MIN_CELLS) continue;
    const turned = transposed.includes(name), [rows, cols] = turned ? [tensorCols, tensorRows] : [tensorRows, tensorCols];
    const limit = trace.limits?.[name];
    const scale = scaleFor(name, limit, cols);
    const layout = heatmapLayout(rows, cols, dpr);
    // The 2-D slices held: one for a matrix, item b's for (B, ·, ·), each head held for (B, h, ·, ·).
    // A key/value-head axis (GQA) is read at the kv head the query head h reads.
    const head = h !== 'all' && tensor.axes?.[1] === 'h_kv' ? kvHeadOf(trace.config, h) : h;
    const slices = shape.length === 2 ? [[0, 0]] : shape.length === 3 ? [[b, 0]]
      : (head === 'all' || everyHead.includes(name) ? [...Array(shape[1]).keys()] : [head]).map((p) => [b, p]).filter(([q, p]) => {
        const offset = (q * shape[1] + p) * size - start;
        return offset >= 0 && offset + size <= data.length;
      });
    for (const [q, p] of slices) {
      const image = { name, b: q, h: shape.length === 4 ? p : 0, limit, dpr, transposed: turned, rows, cols };
      images.push(painted.get(image, () => {
        const offset = (shape.length === 4 ? (q * shape[1] + p) * size : shape.length === 3 ? q * size : 0) - start;
        const values = turned ? transposeOf(data.subarray(offset, offset + size), tensorRows, tensorCols) : data.subarray(offset, offset + size);
        const { pixels, pool } = finish(paintHeatmap(values, rows, cols, scale, layout));
        // The summary's scan too (its sentence is written on the page, with the view's label and tokens).
        const scan = scanMatrix({ rows, cols, values: () => values }, rows);
        finish(scan);
        return { ...image, fx: layout.fx, fy: layout.fy, pixels, pool, facts: scan.facts() };
      }));
    }
  }
  return images;
}

/** On the page: the worker's image of `matrix` (its item and head, transposed or not) at colour limit `limit`, if sent. */
export function imageOf(trace, matrix, limit, dpr) {
  if (!trace.images) return undefined;
  const b = matrix.shape.length >= 3 ? matrix.b : 0;
  const h = matrix.shape.length === 4 ? (matrix.axes[1] === 'h_kv' ? matrix.kvHead : matrix.h) : 0;
  return trace.images.find((i) => i.name === matrix.name && i.b === b && i.h === h && i.limit === limit && i.dpr === dpr && i.transposed === matrix.transpose);
}

/**
 * The worker's last `count` painted images, so the next step (which reads the tensors the last one made) does
 * not paint them again. get(key, paint) → a copy (the page receives and owns it); clear() with a new run.
 */
export function paintedImages(count) {
  const kept = new Map();
  const copy = (i) => ({ ...i, pixels: i.pixels.slice(), pool: i.pool?.slice() ?? null });
  return {
    get(image, paint) {
      const key = JSON.stringify([image.name, image.b, image.h, image.limit, image.dpr, image.transposed]);
      const found = kept.get(key) ?? paint();
      kept.delete(key);
      if (count > 0) kept.set(key, found);
      if (kept.size > count) kept.delete(kept.keys().next().value);
      return count > 0 ? copy(found) : found;
    },
    clear: () => kept.clear(),
  };
}
