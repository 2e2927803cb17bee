// The probe's attention in every layer × head, as labelled tiles (head-tile.js) under the probe sequence
// itself, each with its score for every pattern the task calls for (head-patterns.js) and the pattern it is
// named after, or "not one of these". Each tile is a toggle button: pressing it knocks the head out
// (ablation) or puts it back. Hovering a cell, or focusing a tile and moving with the arrow keys, reads one
// weight and its two tokens.
import { t } from '../i18n/i18n.js';
import { shownIndex } from '../i18n/head-names.js';
import { periodOf } from '../engine/repeat-period.js';
import { TASK_PATTERNS } from './head-patterns.js';
import { headTile } from './head-tile.js';
import { fixed } from './numbers.js';
import { el } from './dom.js';
import { changeText, changeData, changeAttribute } from '../views/kit.js';

const KIND_KEYS = { previous: 'train.heads.kindPrevious', induction: 'train.heads.kindInduction', mirror: 'train.heads.kindMirror',
  sorted: 'train.heads.kindSorted', none: 'train.heads.kindNone' };
const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const SLICE_MS = 8;  // the grid is drawn this long at a time, then the page may draw a frame

/** The patterns a model's heads are scored for (its task's; a model without one: previous-token and induction). */
export const patternsOf = (config) => TASK_PATTERNS[config.task] ?? TASK_PATTERNS.pretrained;

/** "prev 0.92 · ind 0.05" (form 'short') or "previous-token score 0.92, induction score 0.05" ('long'). */
function scoreWords(patterns, scores, l, h, form) {
  return patterns.map((p) => t(`train.heads.${form}.${p}`, { value: fixed(scores[p][l][h], 2) }))
    .join(t(form === 'short' ? 'train.heads.shortSeparator' : 'train.heads.longSeparator'));
}

/**
 * → {element, draw(snapshot, labels, ablated), drawLayer(snapshot, layer, labels, ablated)}: one figure per head,
 * grouped by layer; onToggle(layer, head).
 */
export function headGrid(config, onToggle = () => {}) {
  const { layers, heads } = config, patterns = patternsOf(config);
  // Only a task that copies (induction, text, a model without a task) gets the copy marked.
  const copies = patterns.includes('induction');
  const expects = el('p', { className: 'head-patterns',
    textContent: t('train.heads.expects', { patterns: patterns.map((p) => t(`train.heads.define.${p}`)).join(t('train.heads.longSeparator')) }) });
  const probeLine = el('div', { className: 'probe-line' });
  const reading = el('p', { className: 'tile-reading', role: 'status', hidden: true });
  const root = el('div', { className: 'head-grid' }, expects, probeLine, reading);
  // A large grid (GPT-2: 144 tiles, some 18,000 label boxes at T = 64) labels a tile when it nears the screen:
  // laying out every label at once held the page's thread over 100 ms on each new sentence.
  const many = layers * heads > 16 && typeof IntersectionObserver === 'function';
  root.classList.toggle('many', many);  // styles.css: off-screen tiles skip their layout too
  const near = new Set(), cellOf = new Map();  // figure → its cell
  const watcher = many ? new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      const cell = cellOf.get(target);
      if (isIntersecting) { near.add(cell); cell.tile.label(); } else near.delete(cell);
    }
  }, { rootMargin: '400px' }) : null;
  const cells = [];
  for (let l = 0; l < layers; l++) {
    const row = root.appendChild(el('div', { className: 'head-row' }, el('h3', { textContent: t('train.heads.layer', { layer: shownIndex(l) }) })));
    for (let h = 0; h < heads; h++) {
      const tile = headTile(), caption = el('figcaption');
      const figure = row.appendChild(el('figure', {}, tile.element, caption));
      Object.assign(figure.dataset, { layer: String(l), head: String(h) });
      const cell = { l, h, figure, tile, caption, at: null };
      tile.button.addEventListener('click', () => onToggle(l, h));
      tile.button.addEventListener('pointermove', (event) => read(cell, tile.cellAt(event)));
      tile.button.addEventListener('pointerleave', () => read(cell, null));
      tile.button.addEventListener('focus', () => read(cell, cell.at ?? [tile.T - 1, tile.T - 1]));
      tile.button.addEventListener('blur', () => read(cell, null));
      tile.button.addEventListener('keydown', (event) => {
        const move = ARROWS[event.key];
        if (!move || !cell.at) return;
        event.preventDefault();
        const clamp = (v) => Math.max(0, Math.min(tile.T - 1, v));
        read(cell, [clamp(cell.at[0] + move[0]), clamp(cell.at[1] + move[1])]);
      });
      cells.push(cell);
      cellOf.set(figure, cell);
      watcher?.observe(figure);
    }
  }

  let shown = null, labels = [], paintings = 0;  // the snapshot and probe tokens drawn last, for the reading
  // "Layer 0, head 1: query ‘7’ (position 7) → key ‘3’ (position 3): 0.94" beside the cell, or hidden.
  function read(cell, at) {
    cell.at = at;
    cell.tile.show(at);
    if (!at || !shown?.weights[cell.l]) { if (!at) reading.hidden = true; return; }  // (a layer still being traced: none)
    const [q, k] = at, T = labels.length, w = shown.weights[cell.l][(cell.h * T + q) * T + k];
    reading.textContent = t('train.heads.reading', { layer: shownIndex(cell.l), head: shownIndex(cell.h), query: labels[q], q, key: labels[k], k, weight: fixed(w, 2) });
    reading.hidden = false;
    const box = root.getBoundingClientRect(), tileBox = cell.tile.button.getBoundingClientRect();
    Object.assign(reading.style, { top: `${tileBox.bottom - box.top + 4}px`, left: `${Math.max(0, tileBox.left - box.left)}px` });
    reading.dataset.layer = String(cell.l);
    reading.dataset.head = String(cell.h);
  }

  // The probe sequence every tile reads, numbered from 0, with the copy's start marked.
  let probeShown = '';
  function drawProbe(copyStart) {
    const key = JSON.stringify(labels);
    if (key === probeShown) return;
    probeShown = key;
    const P = copyStart ? labels.length - copyStart : 0;
    const items = labels.map((label, i) => el('li', { className: copyStart && i >= copyStart ? 'copy' : '' },
      el('small', { textContent: String(i) }), el('span', { textContent: label })));
    if (copyStart) items[copyStart].dataset.copyStart = 'true';
    probeLine.replaceChildren(el('p', { textContent: t('train.heads.probe', { T: labels.length }) }), el('ol', {}, ...items),
      ...(copyStart ? [el('p', { className: 'copy-note', textContent: t('train.heads.copyStart', { start: copyStart, P }) })] : []));
  }

  // Two paintings of a tile ([weights, tokens, copyStart, copyColour]) the same, number for number?
  function samePainting(a, b) {
    if (!a || a[1] !== b[1] || a[2] !== b[2] || a[3] !== b[3] || a[0].length !== b[0].length) return false;
    for (let i = 0; i < a[0].length; i++) if (a[0][i] !== b[0][i]) return false;
    return true;
  }

  // snapshot.labels: each head's pattern name or null (train-messages.js gives them, with hysteresis).
  function drawCell(cell, snapshot, tokens, copyStart, ablated, copyColour) {
    const { l, h, figure, tile, caption } = cell, T = tokens.length;
    delete figure.dataset.waiting;
    const off = ablated.some(([al, ah]) => al === l && ah === h);
    // A tile already showing these weights is not painted again (a picture's layers come as they are traced; a
    // knocked-out head changes only the layers after it).
    const weights = snapshot.weights[l].subarray(h * T * T, (h + 1) * T * T), painted = [weights, tokens.join('\u0000'), copyStart, copyColour];
    if (!samePainting(cell.painted, painted)) {
      tile.draw(snapshot.weights[l], h, tokens, copyStart, { labelLater: many && !near.has(cell), copyColour });
      root.dataset.painted = String(++paintings);  // how many tiles were painted so far (the tests read it)
    }
    cell.painted = painted;
    // Only what changed is written (a picture's last draw finds its layers' heads already said).
    const kind = snapshot.labels?.[l]?.[h] ?? 'none';
    changeData(figure, 'kind', kind);
    changeData(figure, 'previous', String(snapshot.previous[l][h]));
    changeData(figure, 'induction', String(snapshot.induction[l][h]));
    for (const p of patterns) changeData(figure, `score${p[0].toUpperCase()}${p.slice(1)}`, String(snapshot.scores[p][l][h]));
    changeData(figure, 'ablated', String(off));
    changeAttribute(tile.button, 'aria-pressed', String(off));
    const words = { layer: shownIndex(l), head: shownIndex(h), kind: t(KIND_KEYS[kind]), T };
    changeText(caption, t(off ? 'train.heads.captionOff' : 'train.heads.caption', { ...words, scores: scoreWords(patterns, snapshot.scores, l, h, 'short') }));
    changeAttribute(tile.button, 'aria-label', `${t(off ? 'train.heads.labelOff' : 'train.heads.label', { ...words, scores: scoreWords(patterns, snapshot.scores, l, h, 'long') })} ${t('train.heads.arrows')}`);
    if (cell.at) read(cell, cell.at);  // a new snapshot under the pointer: its weight now
  }

  // A large grid (GPT-2 small: 144 labelled heads of up to 64 × 64) is drawn a few milliseconds at a time, slice
  // after slice in tasks of their own, so the browser draws a frame between two slices when one is due; a newer
  // draw replaces one still under way. The heads on or near the screen come first (data-near-drawn says when they
  // are drawn), data-drawn says when every head is. (A slice per animation frame, or per idle period, left the
  // last heads 100-150 ms behind.)
  // The cells still to draw, drawn SLICE_MS at a time, and the picture they are drawn from ({snapshot, tokens,
  // ablated, copyStart, copyColour, whole: a draw() of every head rather than a picture's layers as they come}).
  let pending = 0, queue = [], done = 0, nearCount = 0, picture = null;
  function slice() {
    pending = 0;
    const until = performance.now() + SLICE_MS, { snapshot, tokens, ablated, copyStart, copyColour, whole } = picture;
    do drawCell(queue.shift(), snapshot, tokens, copyStart, ablated, copyColour), done++; while (queue.length && performance.now() < until);
    if (whole && done >= nearCount) root.dataset.nearDrawn = 'true';
    if (queue.length) pending = setTimeout(slice, 0);
    else if (whole) {
      root.dataset.drawn = 'true';
      root.setAttribute('aria-busy', 'false');
    }
  }
  // A new picture replaces any draw under way: the reading's snapshot and tokens, the probe line.
  function begin(snapshot, tokens, ablated, whole) {
    clearTimeout(pending);
    pending = 0, queue = [], done = 0;
    shown = snapshot;
    labels = tokens;
    const P = copies ? periodOf(tokens) : 0, copyStart = P ? tokens.length - P : 0;
    drawProbe(copyStart);
    root.dataset.drawn = root.dataset.nearDrawn = 'false';
    root.setAttribute('aria-busy', 'true');  // a screen reader waits for the whole picture (faded heads are the last one's)
    picture = { snapshot, tokens, ablated, copyStart, whole, copyColour: getComputedStyle(root).getPropertyValue('--hover').trim() || '#c2185b' };
  }
  function draw(snapshot, tokens, ablated = []) {
    begin(snapshot, tokens, ablated, true);
    queue = [...cells.filter((c) => near.has(c)), ...cells.filter((c) => !near.has(c))];
    nearCount = near.size;
    slice();
  }

  // Layer l of a picture still being traced (`snapshot`'s other layers may be null): its heads join the cells to
  // draw (a layer's worth at a time, so layers arriving together leave frames between them); draw() then
  // completes the picture, painting only what differs.
  function drawLayer(snapshot, l, tokens, ablated = []) {
    if (picture?.snapshot !== snapshot || picture.whole) {
      begin(snapshot, tokens, ablated, false);
      for (const cell of cells) cell.figure.dataset.waiting = 'true';  // faded until their layer comes
    }
    queue.push(...cells.filter((c) => c.l === l));
    if (!pending) pending = setTimeout(slice, 0);
  }
  return { element: root, draw, drawLayer };
}
