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

// Dark text on light cells, light text on dark ones.
export const inkFor = ([r, g, b]) => (0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1b1b1f' : '#ffffff');

// The colour function for one matrix: weights are probabilities, everything else is signed.
export function scaleFor(tensorName, maxAbs) {
  // Weights on a square-root scale: with 1024 keys most weights are near 1/1024 and a linear
  // scale would show a blank square. The legend says so and marks 0.25 at its middle.
  if (tensorName === 'weights') return { kind: 'sqrt', color: (v) => sequential(Math.sqrt(Math.max(0, v))), min: 0, max: 1 };
  const limit = maxAbs || 1;
  return { kind: 'diverging', color: (v) => diverging(v, limit), min: -limit, max: limit };
}
