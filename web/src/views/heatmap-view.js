// A large matrix (T or d up to 1024) on a canvas: one pixel per value in an offscreen image, drawn
// scaled with zoom (wheel, +/−) and pan (drag, arrows move a cursor cell). Numbers appear once a
// cell is wide enough to hold them. Same interface as matrix-view: reveal, highlight.
// When the fitted picture has fewer device pixels than cells, it is drawn from a second image in
// which each pixel is the mean of a block of cells (the label says how many), not from a sample.
// Past a per-task budget of cells (background.js) the images and the summary are made in the background (views/background.js), a
// few rows at a time, so a 1024×1024 matrix never holds the page; animation frames only blit. Images the
// engine worker already painted (options.image: ImageBitmaps, or pixels where a worker cannot make bitmaps)
// are only drawn.
//
// The parts share one `view` record (the matrix, its layout, images, and the pan/zoom/cursor/marks state):
// heatmapView builds it and wires the parts; each function below does one job on it.
import { short } from '../i18n/format.js';
import { t, integer } from '../i18n/i18n.js';
import { inkFor } from '../engine/colors.js';
import { matrixFigure } from './figure.js';
import { matrixTable, TABLE_MAX } from '../a11y/matrix-table.js';
import { summarising, summaryText } from '../a11y/matrix-summary.js';
import { background, claimSync, whileShown } from './background.js';
import { heatmapLayout, paintHeatmap } from '../engine/heatmap-pixels.js';

export function heatmapView(matrix, options) {
  const { rows, cols } = matrix;
  const label = options.label ?? matrix.name;
  // Pixels the engine worker painted for this matrix and scale (views/heatmap-pixels.js): only drawn here.
  const given = options.image;
  const big = !given && !claimSync(rows * cols);
  const { figure, body, summary } = matrixFigure(matrix, { ...options, deferSummary: big || Boolean(given) });
  if (given) summary.textContent = `${summaryText(matrix, label, given.facts)}.`;
  figure.classList.add('heatmap');
  figure.dataset.drawn = 'false';
  figure.dataset.painted = given ? 'worker' : 'page';  // who made the pixels (tests and the bench read it)

  const dpr = window.devicePixelRatio || 1;
  const view = {
    matrix, rows, cols, scale: options.scale, figure, dpr, ...heatmapLayout(rows, cols, dpr),
    // The whole matrix at one pixel per cell, and (when pooled) the block means: set by paintImages.
    image: given?.bitmap, pool: given?.poolBitmap ?? null, ready: false,
    // View transform: cell (r, c) sits at (x0 + c·sx, y0 + r·sy). Starts fitted; zoom scales both.
    zoom: 1, x0: 0, y0: 0, cursor: null, revealState: null, marks: { anim: {}, hover: {} },
  };

  const canvas = heatmapCanvas(view, summary.id);
  const resolution = resolutionNote(view);
  const reader = tableReader(matrix, label, () => view.cursor);
  body.append(canvas, resolution.el, zoomHint(), reader.el);
  const ctx = canvas.getContext('2d');

  let lastDraw = 0, pending = false;
  const draw = () => {
    const t0 = performance.now();
    if (!drawHeatmap(ctx, view, resolution.describe)) return;
    lastDraw = performance.now() - t0;
    canvas.dataset.drawMs = lastDraw.toFixed(2); // measured, for the frame-time report
  };
  const redraw = () => { if (!pending) { pending = true; requestAnimationFrame(() => { pending = false; draw(); }); } };

  // Dropped when the view is replaced before it finished (connected once, then removed).
  const alive = whileShown(figure);
  const paint = paintImages(view, given, big);
  if (big) {
    background(paint, alive).then((done) => { if (done) redraw(); });
    const sentence = summarising(matrix, label);
    background(sentence, alive).then((done) => { if (done) summary.textContent = `${sentence.text()}.`; });
  } else while (!paint.next().done);

  listenForPanAndZoom(canvas, view, { redraw, onCell: options.onCell, onCursorMove: reader.fill });
  draw();

  return {
    el: figure,
    matrix,
    // count: how many cells (row-major) the animation has filled; undefined = all.
    reveal(count) {
      const next = count === undefined || count >= rows * cols ? null : { count };
      if (next?.count !== view.revealState?.count) { view.revealState = next; redraw(); }
    },
    highlight(kind, spec = {}) {
      const swap = matrix.transpose;
      view.marks[kind] = swap ? { rows: spec.cols, cols: spec.rows, cells: (spec.cells ?? []).map(([r, c]) => [c, r]) } : spec;
      redraw();
    },
    drawNow: draw,
    lastDrawMs: () => lastDraw,
  };
}

/**
 * Makes the view's images (a generator: run at once, or in the background when `big`): the matrix at one
 * pixel per cell, and when pooled the block means at about one pixel per device pixel (fy×fx cells per
 * pixel). Bitmaps from the worker are drawn as they are; pixels are put on canvases of their own.
 */
function* paintImages(view, given, big) {
  const { matrix, rows, cols, scale, fx, fy, pooled, pw, ph } = view;
  if (!view.image) {
    const { pixels, pool } = given ?? (yield* paintHeatmap(matrix.values(), rows, cols, scale, { fx, fy, pooled, pw, ph }));
    view.image = canvasOf(pixels, cols, rows);
    if (big) yield;
    if (pooled) view.pool = canvasOf(pool, pw, ph);
  }
  view.ready = true;
  view.figure.dataset.drawn = 'true';
}

function canvasOf(words, w, h) {
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  canvas.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(words.buffer, words.byteOffset, w * h * 4), w, h), 0, 0);
  return canvas;
}

/** The focusable canvas, sized for the device's pixels, described by the figure's one-line summary. */
function heatmapCanvas({ matrix, rows, cols, width, height, dpr }, summaryId) {
  const canvas = document.createElement('canvas');
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', t('steps.heatmap.label', { name: matrix.name, rows, cols }));
  canvas.setAttribute('aria-describedby', summaryId); // the one-line summary; the table below reads the numbers
  canvas.width = width * dpr;
  canvas.height = height * dpr;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  return canvas;
}

function zoomHint() {
  const hint = document.createElement('p');
  hint.className = 'hm-hint';
  hint.dir = 'auto';  // a sentence in the language's direction, under a canvas that is always left to right
  hint.textContent = t('steps.heatmap.hint');
  return hint;
}

/** Says how the picture is made at the current zoom: block means, or one pixel per cell. */
function resolutionNote({ fx, fy, pooled }) {
  const el = document.createElement('p');
  el.className = 'hm-hint hm-resolution';
  el.dir = 'auto';
  let shownPooled = null;
  const describe = (usePool) => {
    if (usePool === shownPooled) return;
    shownPooled = usePool;
    el.dataset.pooled = usePool ? `${fy}x${fx}` : 'no';
    el.textContent = usePool ? t('steps.heatmap.pooled', { fy, fx }) : pooled ? t('steps.heatmap.everyCell') : '';
    el.hidden = !pooled;
  };
  return { el, describe };
}

/** The canvas has no cells to read: a table of the window around the cursor, built when opened. */
function tableReader(matrix, label, cursorOf) {
  const el = document.createElement('details');
  el.className = 'read-table';
  el.dir = 'auto';
  const title = document.createElement('summary');
  title.textContent = t('steps.heatmap.table');
  el.append(title);
  const fill = () => {
    if (!el.open) return;
    const [r, c] = cursorOf() ?? [0, 0];
    const half = Math.floor(TABLE_MAX / 2);
    el.replaceChildren(title, matrixTable(matrix, { r0: r - half, c0: c - half, label }));
  };
  el.addEventListener('toggle', fill);
  return { el, fill };
}

const cellWidth = (view) => view.fitX * view.zoom;
const cellHeight = (view) => (view.height / view.rows) * view.zoom;

/** Draws the view at its zoom and pan; false while the images are still being made (a note is drawn). */
function drawHeatmap(ctx, view, describe) {
  const { width, height, dpr, pooled } = view;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.imageSmoothingEnabled = false;
  const sx = cellWidth(view), sy = cellHeight(view);
  const usePool = pooled && (sx * dpr < 1 || sy * dpr < 1);
  describe(usePool);
  if (!view.ready) { drawWaiting(ctx, view); return false; }
  const { x0, y0, rows, cols, fx, fy, pw, ph } = view;
  // A pooled pixel covers fx×fy cells; the last block of a row or column may be narrower.
  if (usePool) ctx.drawImage(view.pool, x0, y0, pw * fx * sx, ph * fy * sy);
  else ctx.drawImage(view.image, x0, y0, cols * sx, rows * sy);
  const shown = {
    sx, sy,
    c0: Math.max(0, Math.floor(-x0 / sx)), c1: Math.min(cols, Math.ceil((width - x0) / sx)),
    r0: Math.max(0, Math.floor(-y0 / sy)), r1: Math.min(rows, Math.ceil((height - y0) / sy)),
  };
  if (sx >= 6 && sy >= 6) drawHatching(ctx, view, shown);  // −∞ cells, once the hatching can be seen
  if (sx >= 34 && sy >= 14) drawNumbers(ctx, view, shown);
  if (view.revealState) drawVeil(ctx, view, sx, sy);
  drawMarks(ctx, view, sx, sy);
  return true;
}

function drawWaiting(ctx, { width, height, rows, cols }) {
  ctx.fillStyle = 'rgba(128,128,128,0.15)';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#555';
  ctx.font = '13px ui-sans-serif, system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(t('steps.heatmap.colouring', { n: rows * cols, cells: integer(rows * cols) }), width / 2, height / 2);
}

function drawHatching(ctx, { matrix, x0, y0 }, { sx, sy, r0, r1, c0, c1 }) {
  ctx.strokeStyle = 'rgba(0,0,0,0.35)';
  ctx.lineWidth = 1;
  for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) {
    if (matrix.get(r, c) !== -Infinity) continue;
    const x = x0 + c * sx, y = y0 + r * sy;
    ctx.save();
    ctx.beginPath(); ctx.rect(x, y, sx, sy); ctx.clip();
    ctx.beginPath();
    for (let k = -sy; k < sx; k += 6) { ctx.moveTo(x + k, y + sy); ctx.lineTo(x + k + sy, y); }
    ctx.stroke(); ctx.restore();
  }
}

function drawNumbers(ctx, { matrix, scale, x0, y0 }, { sx, sy, r0, r1, c0, c1 }) {
  ctx.font = `${Math.min(13, sx / 3.4, sy * 0.7)}px ui-monospace, monospace`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) {
    const v = matrix.get(r, c);
    ctx.fillStyle = Number.isFinite(v) ? inkFor(scale.color(v)) : '#fff';
    ctx.fillText(short(v), x0 + (c + 0.5) * sx, y0 + (r + 0.5) * sy);
  }
}

/** Cells the animation has not reached yet are veiled. */
function drawVeil(ctx, view, sx, sy) {
  const { figure, revealState, rows, cols, x0, y0 } = view;
  // Read once per theme, not every frame of the animation (each read forced a style recalculation).
  const theme = figure.closest('[data-theme]')?.dataset.theme ?? '';
  if (view.veilFor !== theme) [view.veil, view.veilFor] = [getComputedStyle(figure).getPropertyValue('--veil') || 'rgba(255,255,255,0.85)', theme];
  ctx.fillStyle = view.veil;
  const { count } = revealState;
  const full = Math.floor(count / cols), part = count % cols;
  if (full < rows) {
    ctx.fillRect(x0 + part * sx, y0 + full * sy, (cols - part) * sx, sy);
    ctx.fillRect(x0, y0 + (full + 1) * sy, cols * sx, (rows - full - 1) * sy);
  }
}

function drawMarks(ctx, { marks, rows, cols, x0, y0 }, sx, sy) {
  for (const [kind, color] of [['anim', '#0b6e4f'], ['hover', '#d7263d']]) {
    const { rows: R = [], cols: C = [], cells = [] } = marks[kind];
    ctx.strokeStyle = color;
    ctx.lineWidth = 2;
    for (const r of R) ctx.strokeRect(x0, y0 + r * sy, cols * sx, Math.max(sy, 2));
    for (const c of C) ctx.strokeRect(x0 + c * sx, y0, Math.max(sx, 2), rows * sy);
    for (const [r, c] of cells) ctx.strokeRect(x0 + c * sx - 1, y0 + r * sy - 1, Math.max(sx, 3) + 2, Math.max(sy, 3) + 2);
  }
}

/**
 * Wheel and +/− zoom, drag pans, arrows move a cursor cell (kept in view); hovering or moving the cursor
 * tells onCell(matrix, r, c), leaving tells onCell(null); onCursorMove follows the cursor (an open table).
 */
function listenForPanAndZoom(canvas, view, { redraw, onCell, onCursorMove }) {
  const { matrix, rows, cols, width, height, fitX } = view;
  const toCell = (event) => {
    const box = canvas.getBoundingClientRect();
    const c = Math.floor((event.clientX - box.left - view.x0) / cellWidth(view)), r = Math.floor((event.clientY - box.top - view.y0) / cellHeight(view));
    return r >= 0 && r < rows && c >= 0 && c < cols ? [r, c] : null;
  };
  const clampPan = () => {
    view.x0 = Math.min(0, Math.max(width - cols * cellWidth(view), view.x0));
    view.y0 = Math.min(0, Math.max(height - rows * cellHeight(view), view.y0));
  };
  const zoomAt = (factor, px, py) => {
    const next = Math.max(1, Math.min(80 / Math.min(fitX, height / rows), view.zoom * factor));
    view.x0 = px - ((px - view.x0) * next) / view.zoom;
    view.y0 = py - ((py - view.y0) * next) / view.zoom;
    view.zoom = next;
    clampPan();
    redraw();
  };
  const moveCursor = ([dr, dc]) => {
    const at = view.cursor;
    view.cursor = at ? [Math.max(0, Math.min(rows - 1, at[0] + dr)), Math.max(0, Math.min(cols - 1, at[1] + dc))] : [0, 0];
    // Keep the cursor in view.
    const [r, c] = view.cursor;
    const sx = cellWidth(view), sy = cellHeight(view);
    if (view.x0 + c * sx < 0 || view.x0 + (c + 1) * sx > width) view.x0 = width / 2 - (c + 0.5) * sx;
    if (view.y0 + r * sy < 0 || view.y0 + (r + 1) * sy > height) view.y0 = height / 2 - (r + 0.5) * sy;
    clampPan();
    onCell?.(matrix, r, c);
    onCursorMove();
  };
  canvas.addEventListener('wheel', (event) => {
    event.preventDefault();
    const box = canvas.getBoundingClientRect();
    zoomAt(event.deltaY < 0 ? 1.25 : 0.8, event.clientX - box.left, event.clientY - box.top);
  }, { passive: false });
  let drag = null;
  canvas.addEventListener('pointerdown', (event) => { drag = [event.clientX - view.x0, event.clientY - view.y0]; canvas.setPointerCapture(event.pointerId); });
  canvas.addEventListener('pointerup', () => { drag = null; });
  canvas.addEventListener('pointermove', (event) => {
    if (drag) { view.x0 = event.clientX - drag[0]; view.y0 = event.clientY - drag[1]; clampPan(); redraw(); return; }
    const cell = toCell(event);
    if (cell) onCell?.(matrix, ...cell);
  });
  canvas.addEventListener('mouseleave', () => onCell?.(null));
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  canvas.addEventListener('keydown', (event) => {
    if (event.key === '+' || event.key === '=') zoomAt(1.5, width / 2, height / 2);
    else if (event.key === '-') zoomAt(1 / 1.5, width / 2, height / 2);
    else if (moves[event.key]) moveCursor(moves[event.key]);
    else return;
    event.preventDefault();
    event.stopPropagation();
  });
  canvas.addEventListener('focus', () => { view.cursor = view.cursor ?? [0, 0]; onCell?.(matrix, ...view.cursor); });
}
