// The training curve as an SVG: held-out loss (solid), the last batch's loss (faint), held-out accuracy
// (dashed, right axis 0…1), and for each pattern the task calls for the best head's score (right axis: dotted,
// induction dash-dot; previous-token in layer 0, induction in the last layer, mirror and sorted-position in any
// layer), each line named at its right end, so no line is told apart by colour alone; the phase change when it
// has happened, and the step the history slider shows. The step axis is logarithmic past its first 50 steps
// (log(1 + step/50)), so the plateau of the first few hundred steps keeps a third of the width; its ticks are
// round numbers.
import { t } from '../i18n/i18n.js';
import { fixed, percent } from './numbers.js';

const NS = 'http://www.w3.org/2000/svg';
const W = 640, H = 240, M = { left: 44, right: 132, top: 14, bottom: 30 };
const STEP_SCALE = 50;  // steps below this are spaced about evenly; above it, each doubling gets about equal room
const ROUND_STEPS = [0, 10, 20, 50, 100, 200, 500, 1000, 2000, 4000, 10000, 20000, 50000, 100000];

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

/** The stretched step axis: a step's position as a share of the axis (0…1) when it runs to maxStep. */
export const stepShare = (step, maxStep) => Math.log1p(step / STEP_SCALE) / Math.log1p(maxStep / STEP_SCALE);

/** The step ticks: round numbers up to maxStep, each at least `gap` (a share of the axis) from the one before. */
export function stepTicks(maxStep, gap = 0.07) {
  const ticks = [];
  for (const step of ROUND_STEPS) {
    if (step > maxStep) break;
    if (!ticks.length || stepShare(step, maxStep) - stepShare(ticks[ticks.length - 1], maxStep) >= gap) ticks.push(step);
  }
  return ticks;
}

// The score curves of a task's patterns: which heads each one takes its best from.
const CURVES = {
  previous: (h) => Math.max(...h.scores.previous[0]),
  induction: (h) => Math.max(...h.scores.induction[h.scores.induction.length - 1]),
  mirror: (h) => Math.max(...h.scores.mirror.flat()),
  sorted: (h) => Math.max(...h.scores.sorted.flat()),
};

/** → {element, draw(history, {phase, cursor, patterns})}: history is the snapshots so far; patterns the task's. */
export function lossPlot() {
  // The chart keeps its left-to-right geometry in a right-to-left page (steps grow to the right, loss on the
  // left): direction="ltr" keeps text-anchor start/end on the sides the labels were placed for.
  const svg = node('svg', { viewBox: `0 0 ${W} ${H}`, class: 'loss-plot', role: 'img', direction: 'ltr' });
  const title = svg.appendChild(node('title'));
  const layer = svg.appendChild(node('g'));
  function draw(history, { phase = null, cursor = null, patterns = [] } = {}) {
    layer.replaceChildren();
    const maxStep = Math.max(400, ...history.map((h) => h.step));
    const maxLoss = Math.max(1, ...history.map((h) => Math.max(h.evalLoss, h.loss)));
    const x = (step) => M.left + stepShare(step, maxStep) * (W - M.left - M.right);
    const yLoss = (v) => M.top + (1 - v / maxLoss) * (H - M.top - M.bottom);
    const yAcc = (v) => M.top + (1 - v) * (H - M.top - M.bottom);
    // Axes and grid: loss on the left, accuracy on the right, steps below.
    for (let i = 0; i <= 4; i++) {
      const v = (maxLoss * i) / 4, y = yLoss(v);
      layer.append(node('line', { x1: M.left, x2: W - M.right, y1: y, y2: y, class: 'grid' }),
        node('text', { x: M.left - 6, y: y + 4, class: 'tick', 'text-anchor': 'end' }, fixed(v, 1)),
        node('text', { x: W - M.right + 4, y: yAcc(i / 4) + 4, class: 'tick acc' }, percent(i / 4, 0)));
    }
    for (const step of stepTicks(maxStep)) {
      layer.append(node('line', { x1: x(step), x2: x(step), y1: H - M.bottom, y2: H - M.bottom + 4, class: 'grid' }),
        node('text', { x: x(step), y: H - 10, class: 'tick step-tick', 'text-anchor': 'middle' }, fixed(step, 0)));
    }
    layer.append(node('text', { x: M.left, y: 10, class: 'axis-name' }, t('train.plot.loss')),
      node('text', { x: W - M.right, y: 10, class: 'axis-name acc', 'text-anchor': 'end' }, t('train.plot.accuracy')),
      node('text', { x: W - M.right + 4, y: H - 10, class: 'axis-name' }, t('train.plot.steps')));
    const path = (pick, y) => history.map((h, i) => `${i ? 'L' : 'M'}${x(h.step).toFixed(1)},${y(pick(h)).toFixed(1)}`).join('');
    if (history.length) {
      const last = history[history.length - 1];
      const lines = [{ name: 'loss', pick: (h) => h.evalLoss, y: yLoss }, { name: 'accuracy', pick: (h) => h.evalAccuracy, y: yAcc },
        ...patterns.filter((p) => last.scores?.[p]).map((p) => ({ name: p, pick: CURVES[p], y: yAcc }))];
      layer.append(node('path', { d: path((h) => h.loss, yLoss), class: 'line batch-loss' }));
      for (const { name, pick, y } of lines) layer.append(node('path', { d: path(pick, y), class: `line ${name}-line`, 'data-line': name }));
      // Each line's name at its right end, moved apart where two ends meet (12 px between names).
      const names = lines.map(({ name, pick, y }) => ({ name, end: y(pick(last)), at: y(pick(last)) })).sort((a, b) => a.at - b.at);
      names.forEach((n, i) => { if (i && n.at - names[i - 1].at < 12) n.at = names[i - 1].at + 12; });
      const over = Math.max(0, names[names.length - 1].at - (H - M.bottom));
      for (const n of names) {
        // A faint leader from the line's last point to its name, which may sit further right or moved apart.
        layer.append(node('path', { d: `M${x(last.step).toFixed(1)},${n.end.toFixed(1)}L${W - M.right + 35},${(n.at - over).toFixed(1)}`, class: 'leader' }),
          node('text', { x: W - M.right + 38, y: n.at - over + 4, class: `line-name ${n.name}-name`, 'data-line': n.name }, t(`train.plot.line.${n.name}`)));
      }
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
