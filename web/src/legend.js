// The colour legend for the shown step's result: the diverging scale with its real limits, or the
// 0…1 scale of softmax weights, or the mask's two values; the hatch swatch stands for −∞.
import { rgb } from './colors.js';
import { full } from './format.js';

export function renderLegend(node, scale) {
  node.replaceChildren();
  if (!scale) return;
  if (scale.kind === 'mask') {
    const zero = document.createElement('span');
    zero.className = 'legend-zero';
    zero.style.background = rgb(scale.color(0));
    zero.textContent = '0';
    const inf = document.createElement('span');
    inf.className = 'legend-inf';
    inf.textContent = '−∞';
    node.append(zero, Object.assign(document.createElement('span'), { textContent: 'may attend' }), inf,
      Object.assign(document.createElement('span'), { textContent: 'may not' }));
    return;
  }
  const bar = document.createElement('span');
  bar.className = 'legend-bar';
  // Stops are evenly spaced in colour, so a √ scale gets its values squared back.
  const at = (x) => (scale.kind === 'sqrt' ? x * x : scale.min + (scale.max - scale.min) * x);
  const stops = Array.from({ length: 9 }, (_, i) => rgb(scale.color(at(i / 8))));
  bar.style.background = `linear-gradient(90deg, ${stops.join(',')})`;
  const lo = document.createElement('span');
  lo.textContent = full(scale.min, 2);
  const hi = document.createElement('span');
  hi.textContent = full(scale.max, 2);
  const inf = document.createElement('span');
  inf.className = 'legend-inf';
  inf.textContent = '−∞';
  node.append(lo, bar, hi);
  if (scale.kind === 'sqrt') {
    const note = document.createElement('span');
    note.textContent = '(√ scale: middle = 0.25)';
    node.append(note);
  }
  node.append(inf);
}
