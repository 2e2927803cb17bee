// The colour legend for the shown step's result: the diverging scale with its real limits, or the
// 0…1 scale of softmax weights, or the mask's two values; the hatch swatch stands for −∞.
import { rgb } from './colors.js';
import { t } from './i18n/i18n.js';

export function renderLegend(node, scale) {
  node.replaceChildren();
  if (!scale) return;
  if (scale.kind === 'mask') {
    const zero = document.createElement('span');
    zero.className = 'legend-zero';
    zero.style.background = rgb(scale.colorAt(0.5));
    zero.textContent = '0';
    const inf = document.createElement('span');
    inf.className = 'legend-inf';
    inf.textContent = '−∞';
    node.append(zero, Object.assign(document.createElement('span'), { textContent: t('page.legend.mayAttend') }), inf,
      Object.assign(document.createElement('span'), { textContent: t('page.legend.mayNot') }));
    return;
  }
  const bar = document.createElement('span');
  bar.className = 'legend-bar';
  // Stops are evenly spaced along the scale's own axis (√, ratio or linear), so the bar is what cells show.
  const stops = Array.from({ length: 9 }, (_, i) => rgb(scale.colorAt(i / 8)));
  bar.style.background = `linear-gradient(90deg, ${stops.join(',')})`;
  const [first, ...inner] = scale.ticks, last = inner.pop();
  const lo = document.createElement('span');
  lo.textContent = first.text;
  const hi = document.createElement('span');
  hi.textContent = last.text;
  node.append(lo, bar, hi);
  if (inner.length || scale.kind === 'ratio') {
    // The middle ticks, said in words: the bar is too short to carry them.
    const note = document.createElement('span');
    note.className = 'legend-note';
    note.textContent = scale.kind === 'ratio'
      ? t('page.legend.ratio', { keys: scale.keys, low: inner[0].text, high: inner[1].text })
      : t('page.legend.sqrt', { middle: inner[0].text });
    node.append(note);
  }
  const inf = document.createElement('span');
  inf.className = 'legend-inf';
  inf.textContent = '−∞';
  node.append(inf);
}
