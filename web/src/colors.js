// A colour-blind-safe diverging scale (ColorBrewer PuOr: orange for negative, purple for positive,
// near-white at zero), and a sequential one for softmax weights (0 … 1).
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

// The colour function for one matrix: weights are probabilities, everything else is signed.
export function scaleFor(tensorName, maxAbs) {
  // Weights on a square-root scale: with 1024 keys most weights are near 1/1024 and a linear
  // scale would show a blank square. The legend says so and marks 0.25 at its middle.
  if (tensorName === 'weights') return { kind: 'sqrt', color: (v) => sequential(Math.sqrt(Math.max(0, v))), min: 0, max: 1 };
  // The mask holds only 0 (may attend) and −∞ (may not): two swatches, no range.
  if (tensorName === 'M') return { kind: 'mask', color: () => diverging(0, 1), min: 0, max: 0 };
  const limit = maxAbs || 1;
  return { kind: 'diverging', color: (v) => diverging(v, limit), min: -limit, max: limit };
}
