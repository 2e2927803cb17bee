// A colour-blind-safe diverging scale (ColorBrewer PuOr: orange for negative, purple for positive,
// near-white at zero), and a sequential one for softmax weights (0 … 1).
import { full } from '../i18n/format.js';
import { integer } from '../i18n/numbers.js';
const PUOR = [
  [179, 88, 6], [224, 130, 20], [253, 184, 99], [254, 224, 182], [247, 247, 247],
  [216, 218, 235], [178, 171, 210], [128, 115, 172], [84, 39, 136],
];

function lerpStops(stops, x) {
  const f = Math.min(Math.max(x, 0), 1) * (stops.length - 1);
  const i = Math.min(Math.floor(f), stops.length - 2);
  const t = f - i;
  return stops[i].map((a, k) => Math.round(a + (stops[i + 1][k] - a) * t));
}

// value in [-limit, limit] → rgb triple. Non-finite values are drawn by the caller (hatching).
export function diverging(value, limit) {
  const x = limit > 0 ? 0.5 + 0.5 * (value / limit) : 0.5;
  return lerpStops(PUOR, x);
}

export function sequential(value) {
  return lerpStops(PUOR.slice(4), value);
}

export const rgb = ([r, g, b]) => `rgb(${r},${g},${b})`;

// Black or white text, whichever contrasts more with the cell (WCAG relative luminance): the better
// of the two is always at least 4.58:1, so every cell's number meets AA (4.5:1) on any colour.
export const inkFor = (color) => (contrastOf(color, [0, 0, 0]) >= contrastOf(color, [255, 255, 255]) ? '#000000' : '#ffffff');

// WCAG 2 relative luminance of an sRGB triple (0…255), and the contrast ratio of two colours.
export function luminance([r, g, b]) {
  const lin = (v) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
export function contrastOf(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// Rows with this many keys or more get the ratio scale for weights: an even share is 1/S, and a pattern
// of a few times 1/S (a trained head over 1,024 keys) would otherwise be one pale colour.
export const MANY_KEYS = 64;

/**
 * The colour scale for one matrix: {kind, min, max, position(v) → 0…1, colorAt(position) → rgb, color(v),
 * ticks: [{at, text}] for the legend}. Weights are probabilities, the mask is 0 or −∞, the rest is signed.
 * `keys` (S, the number of columns of a weights matrix) picks the weights' scale.
 */
export function scaleFor(tensorName, maxAbs, keys = 0) {
  if (tensorName === 'weights') return keys >= MANY_KEYS ? ratioScale(keys) : sqrtScale();
  // The mask holds only 0 (may attend) and −∞ (may not): two swatches, no range.
  if (tensorName === 'M') return withColor({ kind: 'mask', min: 0, max: 0, position: () => 0.5, colorAt: () => diverging(0, 1), ticks: [] });
  const limit = maxAbs || 1;
  return withColor({ kind: 'diverging', min: -limit, max: limit, position: (v) => 0.5 + 0.5 * (v / limit),
    colorAt: (x) => lerpStops(PUOR, x), ticks: [{ at: 0, text: full(-limit, 2) }, { at: 1, text: full(limit, 2) }] });
}

// Weights on a square-root scale: small weights stay visible; the legend marks 0.25 at its middle.
function sqrtScale() {
  return withColor({ kind: 'sqrt', min: 0, max: 1, position: (v) => Math.sqrt(Math.max(0, v)), colorAt: sequential,
    ticks: [{ at: 0, text: '0' }, { at: 0.5, text: full(0.25, 2) }, { at: 1, text: '1' }] });
}

// Weights as a multiple of an even share 1/S, on a log scale from 0.1× to 100×: with 1,024 keys a row
// that is nearly even shows its small preferences, and a head that puts 25× the even share on one key
// stands out. Exact zeros (masked keys) are white.
function ratioScale(keys) {
  const position = (v) => (v > 0 ? (Math.log10(v * keys) + 1) / 3 : 0);
  return withColor({ kind: 'ratio', min: 0, max: 1, keys, position, colorAt: sequential,
    ticks: [{ at: 0, text: `≤ ${full(0.1, 1)}×` }, { at: 1 / 3, text: `1× = 1/${integer(keys)}` }, { at: 2 / 3, text: '10×' }, { at: 1, text: '100×' }] });
}

function withColor(scale) {
  return { ...scale, color: (v) => scale.colorAt(Math.min(Math.max(scale.position(v), 0), 1)) };
}
