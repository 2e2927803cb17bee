// The colour legend for the shown step's result: the diverging scale with its real limits, or the
// 0…1 scale of softmax weights, or the mask's two values; the hatch swatch stands for −∞.
import { rgb } from '../engine/colors.js';
import { direction, t } from '../i18n/i18n.js';

export function renderLegend(node, scale) {
  node.replaceChildren();
  node.removeAttribute('dir');
  if (!scale) return;
  if (scale.kind === 'mask') {
    const zero = document.createElement('span');
    zero.className = 'legend-zero';
    zero.style.background = rgb(scale.colorAt(0.5));
    zero.textContent = '0';
    const inf = document.createElement('span');
    inf.className = 'legend-inf';
    inf.textContent = '−∞';
    inf.dir = 'ltr';  // "−∞", not "∞−", in a right-to-left page
    node.append(zero, Object.assign(document.createElement('span'), { textContent: t('page.legend.mayAttend') }), inf,
      Object.assign(document.createElement('span'), { textContent: t('page.legend.mayNot') }));
    return;
  }
  // The bar is an axis, low to high from the left in every language (as the matrices' numbers are): in a
  // right-to-left page its ends would otherwise swap sides and "−0.97" would read "0.97−".
  if (direction() === 'rtl') node.dir = 'ltr';
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
    if (direction() === 'rtl') note.dir = 'rtl';
    note.textContent = scale.kind === 'ratio'
      ? t('page.legend.ratio', { keys: scale.keys, low: inner[0].text, high: inner[1].text })
      : t('page.legend.sqrt', { middle: inner[0].text });
    // The square root in plain words, for a pointer or a screen reader (the note itself stays one short line).
    if (scale.kind !== 'ratio') note.title = t('page.legend.sqrtWhy', { middle: inner[0].text });
    node.append(note);
  }
  const inf = document.createElement('span');
  inf.className = 'legend-inf';
  inf.textContent = '−∞';
  node.append(inf);
}
