// One head's attention on the probe as a labelled tile: the heatmap (rows: queries, columns: keys, the page's
// weight colours under a square root so a spread-out row stays visible) with the probe's tokens along both
// edges in small type, a line where the copy starts, and a cursor on the cell being read. A cell is as large as
// TILE_PX allows (at most MAX_CELL); when a cell is smaller than the labels' type, every k-th token is labelled.
import { sequential } from '../engine/colors.js';
import { colourTable } from '../engine/heatmap-pixels.js';
import { el } from './dom.js';

const TILE_PX = 288, MAX_CELL = 11, LABEL_PX = 9, AXIS_CHARS = 4;
const cellSize = (T) => Math.max(2, Math.min(MAX_CELL, Math.floor(TILE_PX / T)));
// A long token (a GPT-2 word) is cut on the edge; the reading gives it whole.
const axisText = (label) => { const chars = Array.from(label); return chars.length > AXIS_CHARS ? `${chars.slice(0, AXIS_CHARS - 1).join('')}…` : label; };
// The weight scale as 256 colours over √weight, made once.
let rootColours = null;
const colourOfRoot = () => (rootColours ??= colourTable({ colorAt: sequential }));

/**
 * → {element, button, draw(weights, h, labels, copyStart, {labelLater, copyColour}), label(), cellAt(event) → [q, k] | null,
 * show([q, k] | null)}. `weights` is a layer's (heads, T, T) array; copyStart the first position of the copy, or 0
 * for none, marked in copyColour (the caller reads the page's --hover once: reading it per tile made the browser
 * work out the styles of the whole grid again for each of GPT-2's 144 tiles); with labelLater the edges are
 * labelled when label() is called.
 */
export function headTile() {
  const keys = el('div', { className: 'tile-keys', ariaHidden: 'true' });
  const queries = el('div', { className: 'tile-queries', ariaHidden: 'true' });
  const canvas = el('canvas');
  const cursor = el('span', { className: 'tile-cursor', hidden: true });
  const button = el('button', { type: 'button', className: 'head-toggle' }, canvas, cursor);
  const element = el('div', { className: 'head-tile' }, el('span'), keys, queries, button);
  let T = 0, cell = 0, shownLabels = '';
  const small = new OffscreenCanvas(1, 1);  // the T × T picture before it is scaled up, kept between draws

  function axes(labels, copyStart) {
    const key = JSON.stringify([labels, copyStart]);
    if (key === shownLabels) return;
    shownLabels = key;
    const every = Math.ceil(LABEL_PX / cell);
    const label = (text, i) => el('span', { className: copyStart && i >= copyStart ? 'copy' : '', textContent: i % every === 0 ? axisText(text) : '' });
    keys.replaceChildren(...labels.map(label));
    queries.replaceChildren(...labels.map(label));
    const longest = Math.max(1, ...labels.map((s) => Array.from(axisText(s)).length));
    element.style.setProperty('--gutter', `${longest + 2}ch`);  // room for a kind's frame and the focus ring
  }

  // The labels waiting to be put on the edges (a large grid labels only the tiles near the screen).
  let waiting = null;
  const label = () => { if (waiting) { axes(...waiting); waiting = null; } };

  function draw(weights, h, labels, copyStart, { labelLater = false, copyColour = '#c2185b' } = {}) {
    T = labels.length;
    cell = cellSize(T);
    element.style.setProperty('--cell', `${cell}px`);
    const side = T * cell;
    if (canvas.width !== side) canvas.width = canvas.height = side;
    const ctx = canvas.getContext('2d');
    // One pixel per cell, then scaled up unsmoothed: GPT-2's 144 heads at T = 64 are 590k cells, and a fillRect
    // each (or every pixel of every cell) held the page's thread for over a second.
    const image = new ImageData(T, T), pixels = new Uint32Array(image.data.buffer), colours = colourOfRoot();
    for (let i = 0, at = h * T * T; i < T * T; i++) pixels[i] = colours[(Math.sqrt(Math.max(0, weights[at + i])) * 255 + 0.5) | 0];
    if (small.width !== T) small.width = small.height = T;
    small.getContext('2d').putImageData(image, 0, 0);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(small, 0, 0, side, side);
    if (copyStart) {  // the copy's first query row and first key column
      ctx.fillStyle = copyColour;
      ctx.fillRect(0, copyStart * cell - 1, T * cell, 2);
      ctx.fillRect(copyStart * cell - 1, 0, 2, T * cell);
    }
    waiting = [labels, copyStart];
    if (!labelLater) label();
  }

  function cellAt(event) {
    const box = canvas.getBoundingClientRect();
    if (!T || !box.width) return null;
    const k = Math.floor(((event.clientX - box.left) / box.width) * T), q = Math.floor(((event.clientY - box.top) / box.height) * T);
    return q >= 0 && q < T && k >= 0 && k < T ? [q, k] : null;
  }

  function show(at) {
    cursor.hidden = !at;
    if (at) Object.assign(cursor.style, { top: `${at[0] * cell}px`, left: `${at[1] * cell}px` });
  }
  return { element, button, draw, label, cellAt, show, get T() { return T; } };
}
