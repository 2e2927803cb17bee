// The probe's attention in every layer × head, as small heatmaps (query rows, key columns, the page's
// weight scale), each with its previous-token and induction scores and what kind of head it has become.
// Each heatmap is a toggle button: pressing it knocks the head out (ablation) or puts it back.
import { sequential } from '../engine/colors.js';
import { t } from '../i18n/i18n.js';
import { fixed } from './numbers.js';

const KIND_KEYS = { 'induction head': 'train.heads.kindInduction', 'previous-token head': 'train.heads.kindPrevious', 'no clear pattern yet': 'train.heads.kindNone' };

/** What a head does, from its scores (in English: the figure's data-kind; KIND_KEYS gives its words). */
export function headKind(previous, induction) {
  if (induction >= 0.5 && induction >= previous) return 'induction head';
  if (previous >= 0.5) return 'previous-token head';
  return 'no clear pattern yet';
}

/** → {element, draw(snapshot, T, ablated)}: one figure per head, grouped by layer; onToggle(layer, head). */
export function headGrid({ layers, heads }, onToggle = () => {}) {
  const root = document.createElement('div');
  root.className = 'head-grid';
  const cells = [];
  for (let l = 0; l < layers; l++) {
    const row = root.appendChild(document.createElement('div'));
    row.className = 'head-row';
    const name = row.appendChild(document.createElement('h3'));
    name.textContent = t('train.heads.layer', { layer: l + 1 });
    for (let h = 0; h < heads; h++) {
      const figure = row.appendChild(document.createElement('figure'));
      figure.dataset.layer = String(l);
      figure.dataset.head = String(h);
      const toggle = figure.appendChild(document.createElement('button'));
      toggle.type = 'button';
      toggle.className = 'head-toggle';
      toggle.addEventListener('click', () => onToggle(l, h));
      const canvas = toggle.appendChild(document.createElement('canvas'));
      const caption = figure.appendChild(document.createElement('figcaption'));
      cells.push({ l, h, figure, toggle, canvas, caption });
    }
  }
  function draw(snapshot, T, ablated = []) {
    for (const { l, h, figure, toggle, canvas, caption } of cells) {
      const off = ablated.some(([al, ah]) => al === l && ah === h);
      const weights = snapshot.weights[l];  // (h, T, T)
      const scale = Math.max(2, Math.floor(144 / T));
      canvas.width = canvas.height = T * scale;
      const ctx = canvas.getContext('2d');
      for (let q = 0; q < T; q++) {
        for (let k = 0; k < T; k++) {
          const w = weights[(h * T + q) * T + k];
          const [r, g, b] = sequential(Math.sqrt(Math.max(0, w)));  // √ scale: a spread-out row stays visible
          ctx.fillStyle = `rgb(${r},${g},${b})`;
          ctx.fillRect(k * scale, q * scale, scale, scale);
        }
      }
      const previous = snapshot.previous[l][h], induction = snapshot.induction[l][h], kind = headKind(previous, induction);
      figure.dataset.kind = kind;
      figure.dataset.previous = String(previous);
      figure.dataset.induction = String(induction);
      figure.dataset.ablated = String(off);
      toggle.setAttribute('aria-pressed', String(off));
      const words = { layer: l + 1, head: h + 1, kind: t(KIND_KEYS[kind]), previous: fixed(previous, 2), induction: fixed(induction, 2), T };
      caption.textContent = t(off ? 'train.heads.captionOff' : 'train.heads.caption', words);
      toggle.setAttribute('aria-label', t(off ? 'train.heads.labelOff' : 'train.heads.label', words));
    }
  }
  return { element: root, draw };
}

/**
 * Head scores measured on one token sequence (for a model without a task, such as GPT-2): per layer and
 * head, the mean weight on the previous token, and, over the queries whose token occurred before (latest
 * earlier position j, j + 1 < q), the mean weight on key j + 1: the token that followed it last time.
 */
export function probeScores(weights, ids, heads) {
  const T = ids.length, targets = [];
  for (let q = 0; q < T; q++) {
    const j = ids.lastIndexOf(ids[q], q - 1);
    if (j >= 0 && j + 1 < q) targets.push([q, j + 1]);
  }
  const score = (w, h, pairs) => (pairs.length ? pairs.reduce((sum, [q, k]) => sum + w[(h * T + q) * T + k], 0) / pairs.length : 0);
  const previousPairs = Array.from({ length: T - 1 }, (_, i) => [i + 1, i]);
  return {
    previous: weights.map((w) => Array.from({ length: heads }, (_, h) => score(w, h, previousPairs))),
    induction: weights.map((w) => Array.from({ length: heads }, (_, h) => score(w, h, targets))),
  };
}
