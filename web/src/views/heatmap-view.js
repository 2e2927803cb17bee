// A large matrix (T or d up to 1024) on a canvas: one pixel per value in an offscreen image, drawn
// scaled with zoom (wheel, +/−) and pan (drag, arrows move a cursor cell). Numbers appear once a
// cell is wide enough to hold them. Same interface as matrix-view: reveal, highlight.
// When the fitted picture has fewer device pixels than cells, it is drawn from a second image in
// which each pixel is the mean of a block of cells (the label says how many), not from a sample.
// Past a per-task budget of cells (background.js) the images and the summary are made in the background (views/background.js), a
// few rows at a time, so a 1024×1024 matrix never holds the page; animation frames only blit. Images the
// engine worker already painted (options.image: ImageBitmaps, or pixels where a worker cannot make bitmaps)
// are only drawn.
import { short } from '../format.js';
import { inkFor } from '../colors.js';
import { matrixFigure } from './figure.js';
import { matrixTable, TABLE_MAX } from '../a11y/matrix-table.js';
import { summarising, summaryText } from '../a11y/matrix-summary.js';
import { background, claimSync } from './background.js';
import { heatmapLayout, paintHeatmap } from './heatmap-pixels.js';

export function heatmapView(matrix, options) {
  const { scale, onCell } = options;
  const { rows, cols } = matrix;
  // Pixels the engine worker painted for this matrix and scale (views/heatmap-pixels.js): only drawn here.
  const given = options.image;
  const big = !given && !claimSync(rows * cols);
  const { figure, body, summary } = matrixFigure(matrix, { ...options, deferSummary: big || Boolean(given) });
  if (given) summary.textContent = `${summaryText(matrix, options.label ?? matrix.name, given.facts)}.`;
  figure.classList.add('heatmap');
  figure.dataset.drawn = 'false';
  figure.dataset.painted = given ? 'worker' : 'page';  // who made the pixels (tests and the bench read it)

  const dpr = window.devicePixelRatio || 1;
  const { width, height, fitX, fx, fy, pooled, pw, ph } = heatmapLayout(rows, cols, dpr);
  // The whole matrix at one pixel per cell, and (when the fit has fewer device pixels than cells) the
  // block means at about one pixel per device pixel: fy×fx cells per pixel. Bitmaps from the worker are
  // drawn as they are; pixels are put on canvases of their own.
  let image = given?.bitmap, pool = given?.poolBitmap ?? null;
  let ready = false;
  const canvasOf = (words, w, h) => {
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    canvas.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(words.buffer, words.byteOffset, w * h * 4), w, h), 0, 0);
    return canvas;
  };
  function* paint() {
    if (!image) {
      const { pixels, pool: poolPixels } = given ?? (yield* paintHeatmap(matrix.values(), rows, cols, scale, { fx, fy, pooled, pw, ph }));
      image = canvasOf(pixels, cols, rows);
      if (big) yield;
      if (pooled) pool = canvasOf(poolPixels, pw, ph);
    }
    ready = true;
    figure.dataset.drawn = 'true';
  }
  // Dropped when the view is replaced before it finished (connected once, then removed).
  let seen = false;
  const alive = () => { if (figure.isConnected) seen = true; return !seen || figure.isConnected; };
  if (big) background(paint(), alive).then((done) => { if (done) redraw(); });
  else { const run = paint(); while (!run.next().done); }
  if (summary.textContent.endsWith('summary being computed.')) {
    const sentence = summarising(matrix, options.label ?? matrix.name);
    background(sentence, alive).then((done) => { if (done) summary.textContent = `${sentence.text()}.`; });
  }

  const canvas = document.createElement('canvas');
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', `${matrix.name} heatmap, ${rows} by ${cols}. Arrow keys move the cursor, + and − zoom, drag or wheel to pan and zoom.`);
  canvas.setAttribute('aria-describedby', summary.id); // the one-line summary; the table below reads the numbers
  canvas.width = width * dpr;
  canvas.height = height * dpr;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const hint = document.createElement('p');
  hint.className = 'hm-hint';
  hint.textContent = 'Scroll or +/− to zoom, drag to pan; numbers appear when cells are big enough.';
  // Says how the picture is made at the current zoom: block means, or one pixel per cell.
  const resolution = document.createElement('p');
  resolution.className = 'hm-hint hm-resolution';
  let shownPooled = null;
  const describe = (usePool) => {
    if (usePool === shownPooled) return;
    shownPooled = usePool;
    resolution.dataset.pooled = usePool ? `${fy}x${fx}` : 'no';
    resolution.textContent = usePool
      ? `Each pixel = ${fy}×${fx} cells (rows×columns), their mean (−∞ cells left out; grey where all are −∞). Zoom in to see single cells.`
      : pooled ? 'One or more pixels per cell: every cell is drawn.' : '';
    resolution.hidden = !pooled;
  };
  // The canvas has no cells to read: a table of the window around the cursor, built when opened.
  const reader = document.createElement('details');
  reader.className = 'read-table';
  const readerTitle = document.createElement('summary');
  readerTitle.textContent = 'Read as a table';
  reader.append(readerTitle);
  const fillTable = () => {
    if (!reader.open) return;
    const [r, c] = cursor ?? [0, 0];
    const half = Math.floor(TABLE_MAX / 2);
    reader.replaceChildren(readerTitle, matrixTable(matrix, { r0: r - half, c0: c - half, label: options.label ?? matrix.name }));
  };
  reader.addEventListener('toggle', fillTable);
  body.append(canvas, resolution, hint, reader);
  const ctx = canvas.getContext('2d');

  // View transform: cell (r, c) sits at (x0 + c·sx, y0 + r·sy). Starts fitted; zoom scales both.
  let zoom = 1, x0 = 0, y0 = 0;
  const sxOf = () => fitX * zoom, syOf = () => (height / rows) * zoom;
  let revealState = null, marks = { anim: {}, hover: {} }, cursor = null;

  function draw() {
    const t0 = performance.now();
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    ctx.imageSmoothingEnabled = false;
    const sx = sxOf(), sy = syOf();
    const usePool = pooled && (sx * dpr < 1 || sy * dpr < 1);
    describe(usePool);
    if (!ready) {
      ctx.fillStyle = 'rgba(128,128,128,0.15)';
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#555';
      ctx.font = '13px ui-sans-serif, system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(`colouring ${(rows * cols).toLocaleString('en')} cells…`, width / 2, height / 2);
      return;
    }
    // A pooled pixel covers fx×fy cells; the last block of a row or column may be narrower.
    if (usePool) ctx.drawImage(pool, x0, y0, pw * fx * sx, ph * fy * sy);
    else ctx.drawImage(image, x0, y0, cols * sx, rows * sy);
    const c0 = Math.max(0, Math.floor(-x0 / sx)), c1 = Math.min(cols, Math.ceil((width - x0) / sx));
    const r0 = Math.max(0, Math.floor(-y0 / sy)), r1 = Math.min(rows, Math.ceil((height - y0) / sy));
    // −∞ cells: hatched once they are big enough to see the hatching.
    if (sx >= 6 && sy >= 6) {
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
    if (sx >= 34 && sy >= 14) {
      ctx.font = `${Math.min(13, sx / 3.4, sy * 0.7)}px ui-monospace, monospace`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) {
        const v = matrix.get(r, c);
        ctx.fillStyle = Number.isFinite(v) ? inkFor(scale.color(v)) : '#fff';
        ctx.fillText(short(v), x0 + (c + 0.5) * sx, y0 + (r + 0.5) * sy);
      }
    }
    // Cells the animation has not reached yet are veiled.
    if (revealState) {
      ctx.fillStyle = getComputedStyle(figure).getPropertyValue('--veil') || 'rgba(255,255,255,0.85)';
      const { count } = revealState;
      const full = Math.floor(count / cols), part = count % cols;
      if (full < rows) {
        ctx.fillRect(x0 + part * sx, y0 + full * sy, (cols - part) * sx, sy);
        ctx.fillRect(x0, y0 + (full + 1) * sy, cols * sx, (rows - full - 1) * sy);
      }
    }
    for (const [kind, color] of [['anim', '#0b6e4f'], ['hover', '#d7263d']]) {
      const { rows: R = [], cols: C = [], cells = [] } = marks[kind];
      ctx.strokeStyle = color;
      ctx.lineWidth = 2;
      for (const r of R) ctx.strokeRect(x0, y0 + r * sy, cols * sx, Math.max(sy, 2));
      for (const c of C) ctx.strokeRect(x0 + c * sx, y0, Math.max(sx, 2), rows * sy);
      for (const [r, c] of cells) ctx.strokeRect(x0 + c * sx - 1, y0 + r * sy - 1, Math.max(sx, 3) + 2, Math.max(sy, 3) + 2);
    }
    lastDraw = performance.now() - t0;
    canvas.dataset.drawMs = lastDraw.toFixed(2); // measured, for the frame-time report
  }
  let lastDraw = 0, pending = false;
  const redraw = () => { if (!pending) { pending = true; requestAnimationFrame(() => { pending = false; draw(); }); } };

  const toCell = (event) => {
    const box = canvas.getBoundingClientRect();
    const c = Math.floor((event.clientX - box.left - x0) / sxOf()), r = Math.floor((event.clientY - box.top - y0) / syOf());
    return r >= 0 && r < rows && c >= 0 && c < cols ? [r, c] : null;
  };
  const clampPan = () => {
    x0 = Math.min(0, Math.max(width - cols * sxOf(), x0));
    y0 = Math.min(0, Math.max(height - rows * syOf(), y0));
  };
  const zoomAt = (factor, px, py) => {
    const next = Math.max(1, Math.min(80 / Math.min(fitX, height / rows), zoom * factor));
    x0 = px - ((px - x0) * next) / zoom;
    y0 = py - ((py - y0) * next) / zoom;
    zoom = next;
    clampPan();
    redraw();
  };
  canvas.addEventListener('wheel', (event) => {
    event.preventDefault();
    const box = canvas.getBoundingClientRect();
    zoomAt(event.deltaY < 0 ? 1.25 : 0.8, event.clientX - box.left, event.clientY - box.top);
  }, { passive: false });
  let drag = null;
  canvas.addEventListener('pointerdown', (event) => { drag = [event.clientX - x0, event.clientY - y0]; canvas.setPointerCapture(event.pointerId); });
  canvas.addEventListener('pointerup', () => { drag = null; });
  canvas.addEventListener('pointermove', (event) => {
    if (drag) { x0 = event.clientX - drag[0]; y0 = event.clientY - drag[1]; clampPan(); redraw(); return; }
    const cell = toCell(event);
    if (cell) onCell?.(matrix, ...cell);
  });
  canvas.addEventListener('mouseleave', () => onCell?.(null));
  canvas.addEventListener('keydown', (event) => {
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (event.key === '+' || event.key === '=') zoomAt(1.5, width / 2, height / 2);
    else if (event.key === '-') zoomAt(1 / 1.5, width / 2, height / 2);
    else if (moves[event.key]) {
      const [dr, dc] = moves[event.key];
      cursor = cursor ? [Math.max(0, Math.min(rows - 1, cursor[0] + dr)), Math.max(0, Math.min(cols - 1, cursor[1] + dc))] : [0, 0];
      // Keep the cursor in view.
      const [r, c] = cursor;
      const sx = sxOf(), sy = syOf();
      if (x0 + c * sx < 0 || x0 + (c + 1) * sx > width) x0 = width / 2 - (c + 0.5) * sx;
      if (y0 + r * sy < 0 || y0 + (r + 1) * sy > height) y0 = height / 2 - (r + 0.5) * sy;
      clampPan();
      onCell?.(matrix, r, c);
      fillTable(); // an open table follows the cursor
    } else return;
    event.preventDefault();
    event.stopPropagation();
  });
  canvas.addEventListener('focus', () => { cursor = cursor ?? [0, 0]; onCell?.(matrix, ...cursor); });
  draw();

  return {
    el: figure,
    matrix,
    // count: how many cells (row-major) the animation has filled; undefined = all.
    reveal(count) {
      const next = count === undefined || count >= rows * cols ? null : { count };
      if (next?.count !== revealState?.count) { revealState = next; redraw(); }
    },
    highlight(kind, spec = {}) {
      const t = matrix.transpose;
      marks[kind] = t ? { rows: spec.cols, cols: spec.rows, cells: (spec.cells ?? []).map(([r, c]) => [c, r]) } : spec;
      redraw();
    },
    drawNow: draw,
    lastDrawMs: () => lastDraw,
  };
}
