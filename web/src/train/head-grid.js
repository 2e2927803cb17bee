// The probe's attention in every layer × head, as small heatmaps (query rows, key columns, the page's
// weight scale), each with its score for every pattern the task calls for (head-patterns.js) and the pattern
// it is named after, or "not one of these". Each heatmap is a toggle button: pressing it knocks the head out
// (ablation) or puts it back.
import { sequential } from '../engine/colors.js';
import { colourTable } from '../engine/heatmap-pixels.js';
import { t } from '../i18n/i18n.js';
import { shownIndex } from '../i18n/head-names.js';
import { TASK_PATTERNS } from './head-patterns.js';
import { fixed } from './numbers.js';

const KIND_KEYS = { previous: 'train.heads.kindPrevious', induction: 'train.heads.kindInduction', mirror: 'train.heads.kindMirror',
  sorted: 'train.heads.kindSorted', none: 'train.heads.kindNone' };

const CELLS_PER_FRAME = 1 << 16;  // a slice of the grid drawn in one frame (16 heads at T = 64)

// The weight scale as 256 colours over √weight (a spread-out row stays visible), made once.
let rootColours = null;
const colourOfRoot = () => (rootColours ??= colourTable({ colorAt: sequential }));

/** The patterns a model's heads are scored for (its task's; a model without one: previous-token and induction). */
export const patternsOf = (config) => TASK_PATTERNS[config.task] ?? TASK_PATTERNS.pretrained;

/** "prev 0.92 · ind 0.05" (form 'short') or "previous-token score 0.92, induction score 0.05" ('long'). */
function scoreWords(patterns, scores, l, h, form) {
  return patterns.map((p) => t(`train.heads.${form}.${p}`, { value: fixed(scores[p][l][h], 2) }))
    .join(t(form === 'short' ? 'train.heads.shortSeparator' : 'train.heads.longSeparator'));
}

/** → {element, draw(snapshot, T, ablated)}: one figure per head, grouped by layer; onToggle(layer, head). */
export function headGrid(config, onToggle = () => {}) {
  const { layers, heads } = config, patterns = patternsOf(config);
  const root = document.createElement('div');
  root.className = 'head-grid';
  const expects = root.appendChild(document.createElement('p'));
  expects.className = 'head-patterns';
  expects.textContent = t('train.heads.expects', { patterns: patterns.map((p) => t(`train.heads.define.${p}`)).join(t('train.heads.longSeparator')) });
  const cells = [];
  for (let l = 0; l < layers; l++) {
    const row = root.appendChild(document.createElement('div'));
    row.className = 'head-row';
    const name = row.appendChild(document.createElement('h3'));
    name.textContent = t('train.heads.layer', { layer: shownIndex(l) });
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
  // snapshot.labels: each head's pattern name or null (train-messages.js gives them, with hysteresis).
  function drawHead({ l, h, figure, toggle, canvas, caption }, snapshot, T, ablated) {
    const off = ablated.some(([al, ah]) => al === l && ah === h);
    const weights = snapshot.weights[l];  // (h, T, T)
    // One pixel per cell (the stylesheet scales it up, pixelated): GPT-2's 144 heads at T=64 are 590k cells,
    // and a fillRect each held the page's thread for over a second.
    if (canvas.width !== T) canvas.width = canvas.height = T;
    const image = new ImageData(T, T), pixels = new Uint32Array(image.data.buffer), colours = colourOfRoot();
    for (let i = 0, at = h * T * T; i < T * T; i++) pixels[i] = colours[(Math.sqrt(Math.max(0, weights[at + i])) * 255 + 0.5) | 0];
    canvas.getContext('2d').putImageData(image, 0, 0);
    const kind = snapshot.labels?.[l]?.[h] ?? 'none';
    figure.dataset.kind = kind;
    figure.dataset.previous = String(snapshot.previous[l][h]);
    figure.dataset.induction = String(snapshot.induction[l][h]);
    for (const p of patterns) figure.dataset[`score${p[0].toUpperCase()}${p.slice(1)}`] = String(snapshot.scores[p][l][h]);
    figure.dataset.ablated = String(off);
    toggle.setAttribute('aria-pressed', String(off));
    const words = { layer: shownIndex(l), head: shownIndex(h), kind: t(KIND_KEYS[kind]), T };
    caption.textContent = t(off ? 'train.heads.captionOff' : 'train.heads.caption', { ...words, scores: scoreWords(patterns, snapshot.scores, l, h, 'short') });
    toggle.setAttribute('aria-label', t(off ? 'train.heads.labelOff' : 'train.heads.label', { ...words, scores: scoreWords(patterns, snapshot.scores, l, h, 'long') }));
  }

  // A large grid (GPT-2 small: 144 heads of up to 64 × 64) is drawn a slice per animation frame, so the page
  // keeps drawing; a newer draw replaces one still under way. data-drawn says when every head is drawn.
  let pending = 0;
  function draw(snapshot, T, ablated = []) {
    cancelAnimationFrame(pending);
    const perFrame = Math.max(1, Math.floor(CELLS_PER_FRAME / (T * T)));
    let next = 0;
    const slice = () => {
      for (const end = Math.min(cells.length, next + perFrame); next < end; next++) drawHead(cells[next], snapshot, T, ablated);
      if (next < cells.length) pending = requestAnimationFrame(slice);
      else root.dataset.drawn = 'true';
    };
    root.dataset.drawn = 'false';
    slice();
  }
  return { element: root, draw };
}
