// The training curve as an SVG: held-out loss (solid), the last batch's loss (faint), held-out accuracy
// (dashed, right axis 0…1), the best previous-token score in layer 1 and induction score in the last layer
// (dotted, right axis), the phase change when it has happened, and the step the history slider shows.
import { t } from '../i18n/i18n.js';
import { fixed, percent } from './numbers.js';

const NS = 'http://www.w3.org/2000/svg';
const W = 640, H = 240, M = { left: 44, right: 44, top: 14, bottom: 30 };

function node(tag, attributes = {}, text) {
  const n = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attributes)) n.setAttribute(k, String(v));
  if (text !== undefined) n.textContent = text;
  return n;
}

/**
 * The phase change of a run, or null: declared once the held-out loss has fallen below half its value at
 * the first snapshot from step 40 on (by then the model sits on its plateau, having learnt only how often
 * each token occurs); placed in the middle of the steepest fall between two snapshots up to that point.
 */
export function phaseChange(history) {
  const start = history.find((h) => h.step >= 40);
  if (!start) return null;
  const end = history.findIndex((h) => h.step > start.step && h.evalLoss < start.evalLoss / 2);
  if (end < 0) return null;
  let best = null;
  for (let i = history.indexOf(start) + 1; i <= end; i++) {
    const fall = history[i - 1].evalLoss - history[i].evalLoss;
    if (!best || fall > best.fall) best = { fall, step: Math.round((history[i - 1].step + history[i].step) / 2) };
  }
  return best.step;
}

/** → {element, draw(history, {phase, cursor, chance})}: history is the snapshots so far. */
export function lossPlot() {
  // The chart keeps its left-to-right geometry in a right-to-left page (steps grow to the right, loss on the
  // left): direction="ltr" keeps text-anchor start/end on the sides the labels were placed for.
  const svg = node('svg', { viewBox: `0 0 ${W} ${H}`, class: 'loss-plot', role: 'img', direction: 'ltr' });
  const title = svg.appendChild(node('title'));
  const layer = svg.appendChild(node('g'));
  function draw(history, { phase = null, cursor = null } = {}) {
    layer.replaceChildren();
    const maxStep = Math.max(400, ...history.map((h) => h.step));
    const maxLoss = Math.max(1, ...history.map((h) => Math.max(h.evalLoss, h.loss)));
    const x = (step) => M.left + (step / maxStep) * (W - M.left - M.right);
    const yLoss = (v) => M.top + (1 - v / maxLoss) * (H - M.top - M.bottom);
    const yAcc = (v) => M.top + (1 - v) * (H - M.top - M.bottom);
    // Axes and grid: loss on the left, accuracy on the right, steps below.
    for (let i = 0; i <= 4; i++) {
      const v = (maxLoss * i) / 4, y = yLoss(v);
      layer.append(node('line', { x1: M.left, x2: W - M.right, y1: y, y2: y, class: 'grid' }),
        node('text', { x: M.left - 6, y: y + 4, class: 'tick', 'text-anchor': 'end' }, fixed(v, 1)),
        node('text', { x: W - M.right + 6, y: yAcc(i / 4) + 4, class: 'tick acc' }, percent(i / 4, 0)));
    }
    for (let i = 0; i <= 4; i++) {
      const step = Math.round((maxStep * i) / 4);
      layer.append(node('text', { x: x(step), y: H - 10, class: 'tick', 'text-anchor': 'middle' }, String(step)));
    }
    layer.append(node('text', { x: M.left, y: 10, class: 'axis-name' }, t('train.plot.loss')),
      node('text', { x: W - M.right, y: 10, class: 'axis-name acc', 'text-anchor': 'end' }, t('train.plot.accuracy')));
    const path = (pick, y) => history.map((h, i) => `${i ? 'L' : 'M'}${x(h.step).toFixed(1)},${y(pick(h)).toFixed(1)}`).join('');
    if (history.length) {
      layer.append(node('path', { d: path((h) => h.loss, yLoss), class: 'line batch-loss' }),
        node('path', { d: path((h) => h.evalLoss, yLoss), class: 'line eval-loss' }),
        node('path', { d: path((h) => h.evalAccuracy, yAcc), class: 'line eval-accuracy' }),
        node('path', { d: path((h) => Math.max(...h.previous[0]), yAcc), class: 'line previous-score' }),
        node('path', { d: path((h) => Math.max(...h.induction[h.induction.length - 1]), yAcc), class: 'line induction-score' }));
    }
    if (phase !== null) {
      layer.append(node('line', { x1: x(phase), x2: x(phase), y1: M.top, y2: H - M.bottom, class: 'phase' }),
        node('text', { x: x(phase) + 5, y: M.top + 14, class: 'phase-label' }, t('train.plot.phase', { step: phase })));
    }
    if (cursor !== null) layer.append(node('line', { x1: x(cursor), x2: x(cursor), y1: M.top, y2: H - M.bottom, class: 'cursor' }));
    const last = history[history.length - 1];
    title.textContent = last
      ? t(phase !== null ? 'train.plot.titlePhase' : 'train.plot.title', { first: fixed(history[0].evalLoss, 2), firstStep: history[0].step,
        last: fixed(last.evalLoss, 2), lastStep: last.step, accuracy: percent(last.evalAccuracy, 0), phase })
      : t('train.plot.empty');
  }
  draw([]);
  return { element: svg, draw };
}
