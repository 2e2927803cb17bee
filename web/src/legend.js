// The colour legend for the shown step's result: the diverging scale with its real limits, or the
// 0…1 scale of softmax weights; the hatch swatch stands for −∞.
import { rgb } from './colors.js';
import { full } from './format.js';

export function renderLegend(node, scale) {
  node.replaceChildren();
  if (!scale) return;
  const bar = document.createElement('span');
  bar.className = 'legend-bar';
  const stops = Array.from({ length: 9 }, (_, i) => rgb(scale.color(scale.min + ((scale.max - scale.min) * i) / 8)));
  bar.style.background = `linear-gradient(90deg, ${stops.join(',')})`;
  const lo = document.createElement('span');
  lo.textContent = full(scale.min, 2);
  const hi = document.createElement('span');
  hi.textContent = full(scale.max, 2);
  const inf = document.createElement('span');
  inf.className = 'legend-inf';
  inf.textContent = '−∞';
  node.append(lo, bar, hi, inf);
}
